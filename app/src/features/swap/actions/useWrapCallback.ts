import { wbnbAbi } from '@flaskswap/contracts';
import { type CurrencyAmount, DISPLAY_PRECISION } from '@flaskswap/sdk';
import { useCallback, useState } from 'react';
import { useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { WrapType } from '../logic/wrap.ts';

/**
 * WBNB deposit (wrap) or withdraw (unwrap) of the typed amount. Failures, the wallet's refusal
 * included, are only logged (SPEC.md section 8): the form stays as it was.
 */
export function useWrapCallback(wrapType: WrapType, amount: CurrencyAmount | undefined) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { send } = useTransactionPipeline();
  const [pending, setPending] = useState(false);

  const execute = useCallback(async (): Promise<boolean> => {
    if (wrapType === 'NOT_APPLICABLE' || !amount) return false;
    const wbnb = amount.currency.wrapped.address;
    const value = amount.toSignificant(DISPLAY_PRECISION.historySummary, { locale });
    setPending(true);
    try {
      if (wrapType === 'WRAP') {
        await send({
          address: wbnb,
          abi: wbnbAbi,
          functionName: 'deposit',
          value: amount.raw,
          summary: t('Wrap %amount% BNB to WBNB', { amount: value }),
        });
      } else {
        await send({
          address: wbnb,
          abi: wbnbAbi,
          functionName: 'withdraw',
          args: [amount.raw],
          summary: t('Unwrap %amount% WBNB to BNB', { amount: value }),
        });
      }
      return true;
    } catch (error) {
      console.error(wrapType === 'WRAP' ? 'Could not wrap BNB' : 'Could not unwrap WBNB', error);
      return false;
    } finally {
      setPending(false);
    }
  }, [wrapType, amount, send, t, locale]);

  return { execute, pending };
}

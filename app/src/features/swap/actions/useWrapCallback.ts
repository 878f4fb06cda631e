import { type CurrencyAmount, DISPLAY_PRECISION } from '@flaskswap/sdk';
import { useCallback } from 'react';
import { useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import type { WrapType } from '../logic/wrap.ts';

/**
 * WBNB deposit (wrap) or withdraw (unwrap) of the typed amount. Failures, the wallet's refusal
 * included, are only logged (SPEC.md section 8): the form stays as it was.
 */
export function useWrapCallback(wrapType: WrapType, amount: CurrencyAmount | undefined) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { send } = useTransactionPipeline();
  const { pending, run } = usePendingAction();

  const execute = useCallback(async (): Promise<boolean> => {
    if (wrapType === 'NOT_APPLICABLE' || !amount) return false;
    const value = amount.toSignificant(DISPLAY_PRECISION.historySummary, { locale });
    const summary =
      wrapType === 'WRAP'
        ? t('Wrap %amount% BNB to WBNB', { amount: value })
        : t('Unwrap %amount% WBNB to BNB', { amount: value });
    const sent = await run(async () => {
      try {
        // WBNB's ABI loads on the first wrap, not with the form.
        const { wrapRequest } = await import('./writeRequests.ts');
        await send(wrapRequest(wrapType, amount, summary));
        return true;
      } catch (error) {
        console.error(wrapType === 'WRAP' ? 'Could not wrap BNB' : 'Could not unwrap WBNB', error);
        return false;
      }
    });
    return sent ?? false;
  }, [wrapType, amount, send, t, locale, run]);

  return { execute, pending };
}

// The sale's two writes through the one pipeline: commit LP to a pool, claim a pool after the end.
import { flaskIfoV1Abi, flaskIfoV2Abi } from '@flaskswap/contracts';
import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { IfoPool, IfoSale } from '../logic/types.ts';

/** depositPool(amount, pid) on version 2, deposit(amount) on version 1. */
function commitRequest(sale: IfoSale, pool: IfoPool, amount: bigint, summary: string): WriteRequest {
  const address = sale.config.address as Address;
  return pool.pid === undefined
    ? writeRequest({ address, abi: flaskIfoV1Abi, functionName: 'deposit', args: [amount], summary })
    : writeRequest({ address, abi: flaskIfoV2Abi, functionName: 'depositPool', args: [amount, pool.pid], summary });
}

/** harvestPool(pid) on version 2, harvest() on version 1: offering tokens and the refund in one go. */
function claimRequest(sale: IfoSale, pool: IfoPool, summary: string): WriteRequest {
  const address = sale.config.address as Address;
  return pool.pid === undefined
    ? writeRequest({ address, abi: flaskIfoV1Abi, functionName: 'harvest', args: [], summary })
    : writeRequest({ address, abi: flaskIfoV2Abi, functionName: 'harvestPool', args: [pool.pid], summary });
}

/** Commit and claim for a pool; each resolves true once its receipt is in. */
export function useIfoActions() {
  const write = useWriteWithOutcomeToast();
  const { t } = useTranslation();
  const locale = useFormatLocale();

  const commit = useCallback(
    async (sale: IfoSale, pool: IfoPool, amount: bigint): Promise<boolean> => {
      const lp = formatAmount(amount, 18, DISPLAY_PRECISION.amount, { locale });
      const { symbol } = sale.config.currency;
      const receipt = await write(
        commitRequest(
          sale,
          pool,
          amount,
          t('Commit %amount% %symbol% to %sale%', { amount: lp, symbol, sale: sale.config.name }),
        ),
        {
          title: t('Committed!'),
          description: t('You committed %amount% %symbol% to the %sale% sale', {
            amount: lp,
            symbol,
            sale: sale.config.name,
          }),
        },
      );
      return Boolean(receipt);
    },
    [write, t, locale],
  );

  const claim = useCallback(
    async (sale: IfoSale, pool: IfoPool): Promise<boolean> => {
      const { symbol } = sale.config.token;
      const receipt = await write(
        claimRequest(sale, pool, t('Claim %symbol% from %sale%', { symbol, sale: sale.config.name })),
        {
          title: t('Claimed!'),
          description: t('Your %symbol% and any LP refund have been sent to your wallet', { symbol }),
        },
      );
      return Boolean(receipt);
    },
    [write, t],
  );

  return { commit, claim };
}

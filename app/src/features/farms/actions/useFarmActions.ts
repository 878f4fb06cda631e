import { masterChefAbi } from '@flaskswap/contracts';
import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import { type OutcomeToastText, useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** A farm's MasterChef call: deposit or withdraw `amount` LP of `pid` (gas: the pipeline's estimate + margin). */
function farmRequest(
  chef: Address,
  pid: number,
  functionName: 'deposit' | 'withdraw',
  amount: bigint,
  summary: string,
): WriteRequest {
  return writeRequest({ address: chef, abi: masterChefAbi, functionName, args: [BigInt(pid), amount], summary });
}

/** Harvest a farm: deposit(pid, 0) collects its FLASK. */
export function farmHarvestRequest(chef: Address, pid: number, summary: string): WriteRequest {
  return farmRequest(chef, pid, 'deposit', 0n, summary);
}

/** A farm's MasterChef writes: deposit, withdraw, and deposit(pid, 0) to harvest. */
export function useFarmActions(chef: Address | undefined, pid: number, lpSymbol: string) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const write = useWriteWithOutcomeToast();
  return useMemo(() => {
    const lp = (amount: bigint) => ({
      amount: formatAmount(amount, 18, DISPLAY_PRECISION.amount, { locale }),
      symbol: lpSymbol,
    });
    const chefWrite = async (
      functionName: 'deposit' | 'withdraw',
      amount: bigint,
      summary: string,
      success: OutcomeToastText,
    ) => Boolean(chef && (await write(farmRequest(chef, pid, functionName, amount, summary), success)));
    return {
      stake: (amount: bigint) =>
        chefWrite('deposit', amount, t('Stake %amount% %symbol%', lp(amount)), {
          title: t('Staked!'),
          description: t('Your %symbol% funds have been staked in the farm!', { symbol: lpSymbol }),
        }),
      unstake: (amount: bigint) =>
        chefWrite('withdraw', amount, t('Unstake %amount% %symbol%', lp(amount)), {
          title: t('Unstaked!'),
          description: t('Your %symbol% earnings have also been harvested to your wallet!', { symbol: 'FLASK' }),
        }),
      harvest: () =>
        chefWrite('deposit', 0n, t('Harvest %symbol% from %farm%', { symbol: 'FLASK', farm: lpSymbol }), {
          title: t('Harvested!'),
          description: t('Your %symbol% earnings have been sent to your wallet!', { symbol: 'FLASK' }),
        }),
    };
  }, [chef, write, pid, lpSymbol, t, locale]);
}

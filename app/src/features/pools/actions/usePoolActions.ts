import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { PoolView } from '../logic/poolViews.ts';
import { poolHarvestRequest, poolRequest } from './poolRequests.ts';

/**
 * Writes of the manual pool (pid 0: enterStaking / leaveStaking) and SmartChef pools (deposit /
 * withdraw; the BNB pool sends value), with SPEC.md section 7's fixed 200000 gas and section 8's
 * toasts. Each resolves true once the receipt is in and the reads are refreshed.
 */
export function usePoolActions(pool: PoolView) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const write = useWriteWithOutcomeToast();
  return useMemo(() => {
    const { stakingToken, earningToken } = pool;
    const staking = (amount: bigint) => ({
      amount: formatAmount(amount, stakingToken.decimals, DISPLAY_PRECISION.amount, { locale }),
      symbol: stakingToken.symbol,
    });
    const earning = { symbol: earningToken.symbol };
    return {
      stake: async (amount: bigint) =>
        Boolean(
          await write(poolRequest(pool, 'stake', amount, t('Stake %amount% %symbol%', staking(amount))), {
            title: t('Staked!'),
            description: t('Your %symbol% funds have been staked in the pool!', { symbol: stakingToken.symbol }),
          }),
        ),
      unstake: async (amount: bigint) =>
        Boolean(
          await write(poolRequest(pool, 'unstake', amount, t('Unstake %amount% %symbol%', staking(amount))), {
            title: t('Unstaked!'),
            description: t('Your %symbol% earnings have also been harvested to your wallet!', earning),
          }),
        ),
      /** Sends the pending reward to the wallet: leaveStaking(0) or deposit(0). */
      harvest: async () =>
        Boolean(
          await write(poolHarvestRequest(pool, t('Harvest %symbol%', earning)), {
            title: t('Harvested!'),
            description: t('Your %symbol% earnings have been sent to your wallet!', earning),
          }),
        ),
      /** Manual pool only: enterStaking(pending) restakes the pending FLASK (the chef pays it out first). */
      compound: async (pending: bigint) =>
        Boolean(
          await write(poolRequest(pool, 'stake', pending, t('Compound %symbol%', earning)), {
            title: t('Compounded!'),
            description: t('Your %symbol% earnings have been re-invested into the pool!', earning),
          }),
        ),
    };
  }, [pool, write, t, locale]);
}

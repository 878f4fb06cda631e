import { formatAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import { POOL_GAS_LIMIT, useYieldTransaction } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { poolAbi, poolHarvestRequest } from './poolRequests.ts';
import type { PoolView } from './poolViews.ts';

/**
 * Writes of the manual pool (pid 0: enterStaking / leaveStaking) and SmartChef pools (deposit /
 * withdraw; the BNB pool sends value), with SPEC.md section 7's fixed 200000 gas and section 8's
 * toasts. Each resolves true once the receipt is in and the reads are refreshed.
 */
export function usePoolActions(pool: PoolView) {
  const { t } = useTranslation();
  const run = useYieldTransaction();
  const { stakingToken, earningToken } = pool;
  const isManual = pool.kind === 'manual';
  const isNative = stakingToken.isNative;
  const abi = poolAbi(pool);

  const stake = useCallback(
    async (amount: bigint) =>
      Boolean(
        await run(
          {
            address: pool.address,
            abi,
            functionName: isManual ? 'enterStaking' : 'deposit',
            args: [amount],
            value: isNative ? amount : undefined,
            gasLimit: POOL_GAS_LIMIT,
            summary: t('Stake %amount% %symbol%', {
              amount: formatAmount(amount, stakingToken.decimals),
              symbol: stakingToken.symbol,
            }),
          },
          {
            title: t('Staked!'),
            description: t('Your %symbol% funds have been staked in the pool!', { symbol: stakingToken.symbol }),
          },
        ),
      ),
    [run, pool.address, abi, isManual, isNative, stakingToken, t],
  );

  const unstake = useCallback(
    async (amount: bigint) =>
      Boolean(
        await run(
          {
            address: pool.address,
            abi,
            functionName: isManual ? 'leaveStaking' : 'withdraw',
            args: [amount],
            gasLimit: POOL_GAS_LIMIT,
            summary: t('Unstake %amount% %symbol%', {
              amount: formatAmount(amount, stakingToken.decimals),
              symbol: stakingToken.symbol,
            }),
          },
          {
            title: t('Unstaked!'),
            description: t('Your %symbol% earnings have also been harvested to your wallet!', {
              symbol: earningToken.symbol,
            }),
          },
        ),
      ),
    [run, pool.address, abi, isManual, stakingToken, earningToken.symbol, t],
  );

  /** Sends the pending reward to the wallet: leaveStaking(0) or deposit(0). */
  const harvest = useCallback(
    async () =>
      Boolean(
        await run(poolHarvestRequest(pool, t('Harvest %symbol%', { symbol: earningToken.symbol })), {
          title: t('Harvested!'),
          description: t('Your %symbol% earnings have been sent to your wallet!', { symbol: earningToken.symbol }),
        }),
      ),
    [run, pool, earningToken.symbol, t],
  );

  /** Manual pool only: restakes the pending FLASK (enterStaking(pending) collects it first). */
  const compound = useCallback(
    async (pending: bigint) =>
      Boolean(
        await run(
          {
            address: pool.address,
            abi,
            functionName: 'enterStaking',
            args: [pending],
            gasLimit: POOL_GAS_LIMIT,
            summary: t('Compound %symbol%', { symbol: earningToken.symbol }),
          },
          {
            title: t('Compounded!'),
            description: t('Your %symbol% earnings have been re-invested into the pool!', {
              symbol: earningToken.symbol,
            }),
          },
        ),
      ),
    [run, pool.address, abi, earningToken.symbol, t],
  );

  return { stake, unstake, harvest, compound };
}

import type { FarmView } from '@/features/farms';
import type { PoolView } from '@/features/pools';
import type { YieldMarket } from '@/features/yield';

/** One harvest transaction of 'Harvest all': a farm or a manual pool with something earned. */
export type HarvestJob =
  | { id: string; kind: 'farm'; label: string; symbol: string; amount: bigint; decimals: number; farm: FarmView }
  | { id: string; kind: 'pool'; label: string; symbol: string; amount: bigint; decimals: number; pool: PoolView };

/** Everything with earnings to collect, farms first; the vault compounds by itself and is left out. */
export function harvestJobs(farms: readonly FarmView[], pools: readonly PoolView[]): HarvestJob[] {
  const jobs: HarvestJob[] = [];
  for (const farm of farms) {
    const amount = farm.user?.earnings ?? 0n;
    if (amount > 0n)
      jobs.push({
        id: `farm-${farm.pid}`,
        kind: 'farm',
        label: farm.lpSymbol,
        symbol: 'FLASK',
        amount,
        decimals: 18,
        farm,
      });
  }
  for (const pool of pools) {
    const amount = pool.user?.pendingReward ?? 0n;
    if (pool.kind === 'auto' || amount === 0n) continue;
    jobs.push({
      id: `pool-${pool.id}`,
      kind: 'pool',
      // The pool's name, as its card titles it; the summary wording is the caller's.
      label: pool.kind === 'manual' ? 'Manual FLASK' : pool.earningToken.symbol,
      symbol: pool.earningToken.symbol,
      amount,
      decimals: pool.earningToken.decimals,
      pool,
    });
  }
  return jobs;
}

/** FLASK waiting in farms and the manual pool. */
export function flaskToHarvest(jobs: readonly HarvestJob[]): bigint {
  return jobs.reduce((sum, job) => (job.symbol === 'FLASK' ? sum + job.amount : sum), 0n);
}

/** USD of the other pools' rewards (partner tokens). */
export function otherRewardsUsd(jobs: readonly HarvestJob[]): number {
  return jobs.reduce((sum, job) => {
    if (job.symbol === 'FLASK' || job.kind !== 'pool') return sum;
    return sum + (job.pool.user?.pendingRewardUsd ?? 0);
  }, 0);
}

/**
 * Total value locked: LP staked in every farm plus what every pool holds. The vault's FLASK is
 * staked in pid 0, and the manual pool row already shows pid 0 minus the vault, so nothing counts twice.
 */
export function totalValueLockedUsd(farms: readonly FarmView[], pools: readonly PoolView[]): number {
  const farmsUsd = farms.reduce((sum, farm) => sum + (farm.liquidityUsd ?? 0), 0);
  return pools.reduce((sum, pool) => sum + (pool.totalStakedUsd ?? 0), farmsUsd);
}

/** The highest APR a live farm or pool offers now (the vault's APY is not an APR). */
export function bestApr(
  farms: readonly FarmView[],
  pools: readonly PoolView[],
): { apr: number; where: 'farms' | 'pools'; label: string } | undefined {
  let best: { apr: number; where: 'farms' | 'pools'; label: string } | undefined;
  const consider = (apr: number | null, where: 'farms' | 'pools', label: string) => {
    if (apr === null || !Number.isFinite(apr) || apr <= 0) return;
    if (!best || apr > best.apr) best = { apr, where, label };
  };
  for (const farm of farms) if (!farm.isFinished) consider(farm.apr, 'farms', farm.lpSymbol);
  for (const pool of pools)
    if (!pool.isFinished && pool.kind !== 'auto') consider(pool.apr, 'pools', pool.earningToken.symbol);
  return best;
}

/**
 * FLASK supply figures. Burned counts both ways FLASK leaves for good: burn() (the vault's
 * performance fee, the fee collector's buy-backs), which already lowered the total supply, and
 * transfers to the dead address, which did not. Circulating = total supply minus the dead address.
 */
export function flaskSupplyStats(market: YieldMarket): { totalSupply: bigint; burned: bigint; circulating: bigint } {
  const { totalSupply, burned, atDeadAddress } = market.flaskSupply;
  return {
    totalSupply,
    burned: burned + atDeadAddress,
    circulating: totalSupply > atDeadAddress ? totalSupply - atDeadAddress : 0n,
  };
}

import type { PoolView } from './poolViews.ts';

/** SPEC.md section 2 "Pools page" sort options, each descending; Hot is the default order. */
export const POOL_SORT_OPTIONS = ['hot', 'apr', 'earned', 'totalStaked'] as const;
export type PoolSort = (typeof POOL_SORT_OPTIONS)[number];

/** 12 pools load at a time (SPEC.md section 9). */
export const POOLS_PAGE_SIZE = 12;

export interface PoolFilter {
  finished: boolean;
  stakedOnly: boolean;
  /** Matched against the reward token symbol. */
  query: string;
  sort: PoolSort;
}

export function isStaked(pool: PoolView): boolean {
  return (pool.user?.stakedBalance ?? 0n) > 0n;
}

/** The Finished tab is offered only to a user with a stake in a finished pool. */
export function hasStakeInFinishedPools(pools: readonly PoolView[]): boolean {
  return pools.some((pool) => pool.isFinished && isStaked(pool));
}

function sortValue(pool: PoolView, sort: PoolSort): number {
  switch (sort) {
    case 'apr':
      return pool.apr ?? -1;
    case 'earned':
      return pool.user?.pendingRewardUsd ?? 0;
    case 'totalStaked':
      return pool.totalStakedUsd ?? 0;
    default:
      return -pool.sortOrder;
  }
}

/** The pools a tab shows, filtered and sorted (stable: ties keep the Hot order). */
export function selectPools(pools: readonly PoolView[], filter: PoolFilter): PoolView[] {
  const query = filter.query.trim().toLowerCase();
  const shown = pools.filter(
    (pool) =>
      pool.isFinished === filter.finished &&
      (!filter.stakedOnly || isStaked(pool)) &&
      (!query || pool.earningToken.symbol.toLowerCase().includes(query)),
  );
  const hot = [...shown].sort((a, b) => a.sortOrder - b.sortOrder);
  if (filter.sort === 'hot') return hot;
  return hot.sort((a, b) => sortValue(b, filter.sort) - sortValue(a, filter.sort));
}

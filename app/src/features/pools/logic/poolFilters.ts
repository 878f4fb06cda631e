import { isStaked, type ListFilter, selectListed } from '@/features/yield';
import { msg } from '@/i18n/message.ts';
import type { PoolView } from './poolViews.ts';

/** SPEC.md section 2 "Pools page" sort options, each descending; Hot is the default order. */
export const POOL_SORT_OPTIONS = [
  { value: 'hot', label: msg('Hot') },
  { value: 'apr', label: msg('APR') },
  { value: 'earned', label: msg('Earned') },
  { value: 'totalStaked', label: msg('Total staked') },
] as const;
export type PoolSort = (typeof POOL_SORT_OPTIONS)[number]['value'];

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

/** The pools a tab shows, filtered and sorted; the search matches the reward token symbol. */
export function selectPools(pools: readonly PoolView[], filter: ListFilter<PoolSort>): PoolView[] {
  return selectListed(pools, filter, (pool) => pool.earningToken.symbol, sortValue);
}

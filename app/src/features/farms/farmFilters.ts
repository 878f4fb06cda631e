import type { FarmView } from './farmViews.ts';

/** /farms sort options, each descending; Hot keeps the configured order. */
export const FARM_SORT_OPTIONS = ['hot', 'apr', 'multiplier', 'earned', 'liquidity'] as const;
export type FarmSort = (typeof FARM_SORT_OPTIONS)[number];

export interface FarmFilter {
  finished: boolean;
  stakedOnly: boolean;
  /** Matched against the LP symbol ('FLASK-BNB LP'). */
  query: string;
  sort: FarmSort;
}

export function isFarmStaked(farm: FarmView): boolean {
  return (farm.user?.stakedBalance ?? 0n) > 0n;
}

function sortValue(farm: FarmView, sort: FarmSort): number {
  switch (sort) {
    case 'apr':
      return farm.apr ?? -1;
    case 'multiplier':
      return Number(farm.allocPoint);
    case 'earned':
      return farm.user?.earningsUsd ?? 0;
    case 'liquidity':
      return farm.liquidityUsd ?? 0;
    default:
      return -farm.sortOrder;
  }
}

export function selectFarms(farms: readonly FarmView[], filter: FarmFilter): FarmView[] {
  const query = filter.query.trim().toLowerCase();
  const shown = farms.filter(
    (farm) =>
      farm.isFinished === filter.finished &&
      (!filter.stakedOnly || isFarmStaked(farm)) &&
      (!query || farm.lpSymbol.toLowerCase().includes(query)),
  );
  const hot = [...shown].sort((a, b) => a.sortOrder - b.sortOrder);
  if (filter.sort === 'hot') return hot;
  return hot.sort((a, b) => sortValue(b, filter.sort) - sortValue(a, filter.sort));
}

import { type ListFilter, selectListed } from '@/features/yield';
import { msg } from '@/i18n/message.ts';
import type { FarmView } from './farmViews.ts';

/** /farms sort options, each descending; Hot keeps the configured order. */
export const FARM_SORT_OPTIONS = [
  { value: 'hot', label: msg('Hot') },
  { value: 'apr', label: msg('APR') },
  { value: 'multiplier', label: msg('Multiplier') },
  { value: 'earned', label: msg('Earned') },
  { value: 'liquidity', label: msg('Liquidity') },
] as const;
export type FarmSort = (typeof FARM_SORT_OPTIONS)[number]['value'];

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

/** The farms a tab shows, filtered and sorted; the search matches the LP symbol ('FLASK-BNB LP'). */
export function selectFarms(farms: readonly FarmView[], filter: ListFilter<FarmSort>): FarmView[] {
  return selectListed(farms, filter, (farm) => farm.lpSymbol, sortValue);
}

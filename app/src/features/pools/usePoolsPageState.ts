import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '@/state/store.ts';
import { hasStakeInFinishedPools, type PoolSort, selectPools } from './poolFilters.ts';
import type { PoolView } from './poolViews.ts';

/** /pools state: the tab from the path, remembered view and staked-only, sort and search. */
export function usePoolsPageState(pools: readonly PoolView[] | undefined) {
  const { pathname } = useLocation();
  const finished = pathname.includes('history');
  const viewMode = useAppStore((state) => state.poolsViewMode);
  const setViewMode = useAppStore((state) => state.setPoolsViewMode);
  const stakedOnly = useAppStore((state) => state.poolsStakedOnly);
  const setStakedOnly = useAppStore((state) => state.setPoolsStakedOnly);
  const [sort, setSort] = useState<PoolSort>('hot');
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => (pools ? selectPools(pools, { finished, stakedOnly, query, sort }) : undefined),
    [pools, finished, stakedOnly, query, sort],
  );
  return {
    finished,
    showFinishedTab: finished || (pools ? hasStakeInFinishedPools(pools) : false),
    viewMode,
    setViewMode,
    stakedOnly,
    setStakedOnly,
    sort,
    setSort,
    query,
    setQuery,
    shown,
    /** Changes whenever the list starts over from its first page. */
    listKey: `${finished}|${stakedOnly}|${query}|${sort}`,
  };
}

import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '@/state/store.ts';
import { type FarmSort, selectFarms } from './farmFilters.ts';
import type { FarmView } from './farmViews.ts';

/** /farms state: the tab from the path, remembered view and staked-only, sort and search. */
export function useFarmsPageState(farms: readonly FarmView[] | undefined) {
  const { pathname } = useLocation();
  const finished = pathname.includes('history');
  const viewMode = useAppStore((state) => state.farmsViewMode);
  const setViewMode = useAppStore((state) => state.setFarmsViewMode);
  const stakedOnly = useAppStore((state) => state.farmsStakedOnly);
  const setStakedOnly = useAppStore((state) => state.setFarmsStakedOnly);
  const [sort, setSort] = useState<FarmSort>('hot');
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => (farms ? selectFarms(farms, { finished, stakedOnly, query, sort }) : undefined),
    [farms, finished, stakedOnly, query, sort],
  );
  return {
    finished,
    viewMode,
    setViewMode,
    stakedOnly,
    setStakedOnly,
    sort,
    setSort,
    query,
    setQuery,
    shown,
    listKey: `${finished}|${stakedOnly}|${query}|${sort}`,
  };
}

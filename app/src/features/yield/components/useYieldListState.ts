import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { YieldPreferencesSlice } from '@/state/slices/yieldPreferences.ts';
import { useAppStore } from '@/state/store.ts';
import type { ListFilter } from '../logic/listFilter.ts';

type KeysOf<V> = {
  [K in keyof YieldPreferencesSlice]: YieldPreferencesSlice[K] extends V ? K : never;
}[keyof YieldPreferencesSlice];

/** Where a list remembers its view and its Staked only switch (the store's yield preferences). */
export interface ListPreferenceKeys {
  viewMode: KeysOf<YieldPreferencesSlice['poolsViewMode']>;
  setViewMode: KeysOf<YieldPreferencesSlice['setPoolsViewMode']>;
  stakedOnly: KeysOf<boolean>;
  setStakedOnly: KeysOf<YieldPreferencesSlice['setPoolsStakedOnly']>;
}

/**
 * A yield list page's state (/farms, /pools): the tab from the path (…/history is Finished), the
 * remembered view and Staked only, the sort and search, and the items they leave.
 */
export function useYieldListState<T, S extends string>(
  items: readonly T[] | undefined,
  preferences: ListPreferenceKeys,
  select: (items: readonly T[], filter: ListFilter<S>) => T[],
  defaultSort: NoInfer<S>,
) {
  const { pathname } = useLocation();
  const finished = pathname.includes('history');
  const viewMode = useAppStore((state) => state[preferences.viewMode]);
  const setViewMode = useAppStore((state) => state[preferences.setViewMode]);
  const stakedOnly = useAppStore((state) => state[preferences.stakedOnly]);
  const setStakedOnly = useAppStore((state) => state[preferences.setStakedOnly]);
  const [sort, setSort] = useState<S>(defaultSort);
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => (items ? select(items, { finished, stakedOnly, query, sort }) : undefined),
    [items, select, finished, stakedOnly, query, sort],
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
    /** undefined while the items load. */
    shown,
    /** Changes whenever the list starts over from its first page. */
    listKey: `${finished}|${stakedOnly}|${query}|${sort}`,
  };
}

export type YieldListState<T, S extends string> = ReturnType<typeof useYieldListState<T, S>>;

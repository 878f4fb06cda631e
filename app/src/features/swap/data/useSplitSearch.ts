import type { SplitSearch } from '@flaskswap/sdk';
import { useEffect, useState } from 'react';

// The split search is most of the router's code and only matters once an amount is typed: it
// loads then, and the single route is quoted meanwhile.
let loaded: SplitSearch | undefined;
let loading: Promise<SplitSearch> | undefined;

function loadSplitSearch(): Promise<SplitSearch> {
  loading ??= import('@flaskswap/sdk/split-search').then(
    ({ searchSplit }) => {
      loaded = searchSplit;
      return searchSplit;
    },
    (error: unknown) => {
      loading = undefined; // a failed download is tried again by the next caller
      throw error;
    },
  );
  return loading;
}

/** The split search once `wanted` has been true and its code has loaded; undefined before. */
export function useSplitSearch(wanted: boolean): SplitSearch | undefined {
  const [search, setSearch] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || search) return;
    let mounted = true;
    loadSplitSearch().then(
      (found) => mounted && setSearch(() => found),
      () => undefined, // single routes stay quoted
    );
    return () => {
      mounted = false;
    };
  }, [wanted, search]);
  return search;
}

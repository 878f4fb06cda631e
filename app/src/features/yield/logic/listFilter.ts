/** 12 farms or pools load at a time (SPEC.md section 9). */
export const YIELD_PAGE_SIZE = 12;

/** What the Live/Finished tab, Staked only, search and sort of a yield list (farms, pools) ask for. */
export interface ListFilter<S extends string> {
  finished: boolean;
  stakedOnly: boolean;
  query: string;
  sort: S;
}

/** What a listed farm or pool needs for the filter. */
export interface Listed {
  isFinished: boolean;
  /** Position in the default 'Hot' order. */
  sortOrder: number;
  user?: { stakedBalance: bigint } | undefined;
}

export function isStaked(item: Listed): boolean {
  return (item.user?.stakedBalance ?? 0n) > 0n;
}

/**
 * The items a tab shows: its side of Live/Finished, staked ones only if asked, matching the search
 * (case-insensitive, on `searchText`), in the Hot order or by `sortValue` descending (stable: ties
 * keep the Hot order).
 */
export function selectListed<T extends Listed, S extends string>(
  items: readonly T[],
  filter: ListFilter<S>,
  searchText: (item: T) => string,
  sortValue: (item: T, sort: S) => number,
): T[] {
  const query = filter.query.trim().toLowerCase();
  const shown = items.filter(
    (item) =>
      item.isFinished === filter.finished &&
      (!filter.stakedOnly || isStaked(item)) &&
      (!query || searchText(item).toLowerCase().includes(query)),
  );
  const hot = [...shown].sort((a, b) => a.sortOrder - b.sortOrder);
  if (filter.sort === 'hot') return hot;
  return hot.sort((a, b) => sortValue(b, filter.sort) - sortValue(a, filter.sort));
}

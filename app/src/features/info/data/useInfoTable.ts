import type { InfoPairSort, InfoTokenSort } from '@flaskswap/sdk';
import { useEffect, useState } from 'react';
import { useIndexerRest } from '@/indexer';
import { pageCountOf, type SortState } from '../logic/table.ts';
import { type TableFilter, tablePath } from './paths.ts';
import type { PairTableRecord, TokenTableRecord } from './types.ts';

type Answer<Subject extends 'tokens' | 'pairs'> = { total: number } & Record<
  Subject,
  Subject extends 'tokens' ? TokenTableRecord[] : PairTableRecord[]
>;

/**
 * One page of the token or pair table, sorted and paged by the indexer: the table's sort and page
 * state, and what the indexer answered for them (the previous page stays while the next loads).
 */
function useInfoTable<Subject extends 'tokens' | 'pairs', Key extends InfoTokenSort | InfoPairSort>(
  subject: Subject,
  initialSort: SortState<Key>,
  filter: TableFilter | undefined,
) {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  const query = useIndexerRest<Answer<Subject>>(
    `info-table-${subject}`,
    filter ? tablePath(subject, sort, page, filter) : undefined,
  );
  const total = query.data?.total;
  const pageCount = pageCountOf(total ?? 0);
  // A table that shrank under the visitor (a star removed) goes to its last page.
  useEffect(() => {
    if (total !== undefined && page > pageCount) setPage(pageCount);
  }, [total, page, pageCount]);
  return {
    rows: query.data?.[subject],
    total,
    sort,
    onSort: (next: SortState<Key>) => {
      setSort(next);
      setPage(1);
    },
    page,
    pageCount,
    onPage: setPage,
    busy: query.isPlaceholderData,
    unavailable: query.isError,
  };
}

/** Tokens by a column (TVL first); `filter` undefined asks nothing (an empty watchlist). */
export const useTokenTable = (filter: TableFilter | undefined = {}) =>
  useInfoTable<'tokens', InfoTokenSort>('tokens', { key: 'tvl', direction: 'desc' }, filter);

/** Pairs by a column (TVL first). */
export const usePairTable = (filter: TableFilter | undefined = {}) =>
  useInfoTable<'pairs', InfoPairSort>('pairs', { key: 'tvl', direction: 'desc' }, filter);

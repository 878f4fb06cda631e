import { useMemo } from 'react';
import { useIndexerQuery } from '@/indexer';
import { dayFigures } from '../logic/figures.ts';
import { PAIR_QUERY } from './queries.ts';
import type { Items, PairHourRecord, PairRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';

/** One pair's figures and 24h activity; `pair` is null when the index has no such pair. */
export function usePairDetail(address: string | undefined) {
  const now = useIndexedTime();
  const query = useIndexerQuery<{ pair: PairRecord | null; pairHourDatas: Items<PairHourRecord> }>(
    'info-pair',
    PAIR_QUERY,
    { address, since: dayWindowStart(now) },
    Boolean(address),
  );
  const data = query.data;
  const detail = useMemo(() => {
    if (!data) return undefined;
    if (!data.pair) return null;
    return { pair: data.pair, day: dayFigures(data.pairHourDatas.items, now, data.pair.token0Price) };
  }, [data, now]);
  return { detail, isError: query.isError, isPending: query.isPending && Boolean(address) };
}

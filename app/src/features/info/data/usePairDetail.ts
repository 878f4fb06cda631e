import { useMemo } from 'react';
import { useIndexerRest } from '@/indexer';
import type { HourRow } from '../logic/figures.ts';
import { dayFigures } from '../logic/figures.ts';
import { pairPath } from './paths.ts';
import type { PairRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';

/** One pair's figures and 24h activity; `pair` is null when the index has no such pair. */
export function usePairDetail(address: string | undefined) {
  const now = useIndexedTime();
  const query = useIndexerRest<{ pair: PairRecord | null; hours: HourRow[] }>(
    'info-pair',
    address ? pairPath(address, dayWindowStart(now)) : undefined,
  );
  const data = query.data;
  const detail = useMemo(() => {
    if (!data) return undefined;
    if (!data.pair) return null;
    return { pair: data.pair, day: dayFigures(data.hours, now, data.pair.token0Price) };
  }, [data, now]);
  return { detail, isError: query.isError, isPending: query.isPending && Boolean(address) };
}

import { useMemo } from 'react';
import { useIndexerRest } from '@/indexer';
import { type DayFigures, dayFigures } from '../logic/figures.ts';
import { groupRows } from '../logic/table.ts';
import { pairsPath } from './paths.ts';
import type { PairHourRecord, PairRecord, TokenRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';
import { useInfoTokens } from './useInfoTokens.ts';

export type PairView = PairRecord & { day: DayFigures; tokenA?: TokenRecord; tokenB?: TokenRecord };

/** Every indexed pair with its last 24 hours and both tokens. */
export function useInfoPairs() {
  const now = useIndexedTime();
  const { byAddress } = useInfoTokens();
  const query = useIndexerRest<{ pairs: PairRecord[]; hours: PairHourRecord[] }>(
    'info-pairs',
    pairsPath(dayWindowStart(now)),
  );
  const data = query.data;
  const pairs = useMemo(() => {
    if (!data) return undefined;
    const hoursByPair = groupRows(data.hours, (row) => row.pair);
    return data.pairs.map(
      (pair): PairView => ({
        ...pair,
        day: dayFigures(hoursByPair.get(pair.address) ?? [], now, pair.token0Price),
        tokenA: byAddress.get(pair.token0),
        tokenB: byAddress.get(pair.token1),
      }),
    );
  }, [data, now, byAddress]);
  return { pairs, isError: query.isError, isPending: query.isPending };
}

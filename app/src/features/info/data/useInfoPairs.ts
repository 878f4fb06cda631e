import { useMemo } from 'react';
import { useIndexerQuery } from '@/indexer';
import { type DayFigures, dayFigures } from '../logic/figures.ts';
import { groupRows } from '../logic/table.ts';
import { PAIRS_QUERY } from './queries.ts';
import type { Items, PairHourRecord, PairRecord, TokenRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';
import { useInfoTokens } from './useInfoTokens.ts';

export type PairView = PairRecord & { day: DayFigures; tokenA?: TokenRecord; tokenB?: TokenRecord };

/** Every indexed pair with its last 24 hours and both tokens. */
export function useInfoPairs() {
  const now = useIndexedTime();
  const { byAddress } = useInfoTokens();
  const query = useIndexerQuery<{ pairs: Items<PairRecord>; pairHourDatas: Items<PairHourRecord> }>(
    'info-pairs',
    PAIRS_QUERY,
    { since: dayWindowStart(now) },
  );
  const data = query.data;
  const pairs = useMemo(() => {
    if (!data) return undefined;
    const hoursByPair = groupRows(data.pairHourDatas.items, (row) => row.pair);
    return data.pairs.items.map(
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

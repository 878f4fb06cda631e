import { useMemo } from 'react';
import { useIndexerRest } from '@/indexer';
import { type DayFigures, dayFigures } from '../logic/figures.ts';
import { groupRows } from '../logic/table.ts';
import { tokensPath } from './paths.ts';
import type { TokenHourRecord, TokenRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';

export type TokenView = TokenRecord & { day: DayFigures };

/** Every indexed token with its last 24 hours, and a lookup by (lowercase) address. */
export function useInfoTokens() {
  const now = useIndexedTime();
  const since = dayWindowStart(now);
  const query = useIndexerRest<{ tokens: TokenRecord[]; hours: TokenHourRecord[] }>('info-tokens', tokensPath(since));
  const data = query.data;
  const tokens = useMemo(() => {
    if (!data) return undefined;
    const hoursByToken = groupRows(data.hours, (row) => row.token);
    return data.tokens.map(
      (token): TokenView => ({ ...token, day: dayFigures(hoursByToken.get(token.address) ?? [], now, token.priceUsd) }),
    );
  }, [data, now]);
  const byAddress = useMemo(() => new Map((tokens ?? []).map((token) => [token.address, token])), [tokens]);
  return { tokens, byAddress, isError: query.isError, isPending: query.isPending };
}

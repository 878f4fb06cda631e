import { useMemo } from 'react';
import { useIndexerQuery } from '@/indexer';
import { type DayFigures, dayFigures } from '../logic/figures.ts';
import { groupRows } from '../logic/table.ts';
import { TOKENS_QUERY } from './queries.ts';
import type { Items, TokenHourRecord, TokenRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';

export type TokenView = TokenRecord & { day: DayFigures };

/** Every indexed token with its last 24 hours, and a lookup by (lowercase) address. */
export function useInfoTokens() {
  const now = useIndexedTime();
  const since = dayWindowStart(now);
  const query = useIndexerQuery<{ tokens: Items<TokenRecord>; tokenHourDatas: Items<TokenHourRecord> }>(
    'info-tokens',
    TOKENS_QUERY,
    { since },
  );
  const data = query.data;
  const tokens = useMemo(() => {
    if (!data) return undefined;
    const hoursByToken = groupRows(data.tokenHourDatas.items, (row) => row.token);
    return data.tokens.items.map(
      (token): TokenView => ({ ...token, day: dayFigures(hoursByToken.get(token.address) ?? [], now, token.priceUsd) }),
    );
  }, [data, now]);
  const byAddress = useMemo(() => new Map((tokens ?? []).map((token) => [token.address, token])), [tokens]);
  return { tokens, byAddress, isError: query.isError, isPending: query.isPending };
}

import { useMemo } from 'react';
import { useIndexerQuery } from '@/indexer';
import { dayFigures } from '../logic/figures.ts';
import { TOKEN_QUERY } from './queries.ts';
import type { Items, TokenHourRecord, TokenRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';

/** One token's figures and 24h activity; `token` is null when the index has no such token. */
export function useTokenDetail(address: string | undefined) {
  const now = useIndexedTime();
  const query = useIndexerQuery<{ token: TokenRecord | null; tokenHourDatas: Items<TokenHourRecord> }>(
    'info-token',
    TOKEN_QUERY,
    { address, since: dayWindowStart(now) },
    Boolean(address),
  );
  const data = query.data;
  const detail = useMemo(() => {
    if (!data) return undefined;
    if (!data.token) return null;
    return { token: data.token, day: dayFigures(data.tokenHourDatas.items, now, data.token.priceUsd) };
  }, [data, now]);
  return { detail, isError: query.isError, isPending: query.isPending && Boolean(address) };
}

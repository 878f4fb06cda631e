import { useMemo } from 'react';
import { useIndexerRest } from '@/indexer';
import type { HourRow } from '../logic/figures.ts';
import { dayFigures } from '../logic/figures.ts';
import { tokenPath } from './paths.ts';
import type { TokenRecord } from './types.ts';
import { dayWindowStart, useIndexedTime } from './useIndexedTime.ts';

/** One token's figures and 24h activity; `token` is null when the index has no such token. */
export function useTokenDetail(address: string | undefined) {
  const now = useIndexedTime();
  const query = useIndexerRest<{ token: TokenRecord | null; hours: HourRow[] }>(
    'info-token',
    address ? tokenPath(address, dayWindowStart(now)) : undefined,
  );
  const data = query.data;
  const detail = useMemo(() => {
    if (!data) return undefined;
    if (!data.token) return null;
    return { token: data.token, day: dayFigures(data.hours, now, data.token.priceUsd) };
  }, [data, now]);
  return { detail, isError: query.isError, isPending: query.isPending && Boolean(address) };
}

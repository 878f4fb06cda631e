import { useMemo } from 'react';
import { useIndexerRest } from '@/indexer';
import { tokensPath } from './paths.ts';
import type { TokenRecord } from './types.ts';
import { useIndexedTime } from './useIndexedTime.ts';

/**
 * Every indexed token by (lowercase) address: the names a transaction or a pair page shows. The
 * tables page and sort on the indexer instead (useInfoTable.ts); this asks for the current hour's
 * rows only (the route sends a token's hours since `since`), none of which it reads.
 */
export function useInfoTokens() {
  const now = useIndexedTime();
  const query = useIndexerRest<{ tokens: TokenRecord[] }>('info-tokens', tokensPath(now - (now % 3_600)));
  const tokens = query.data?.tokens;
  const byAddress = useMemo(() => new Map((tokens ?? []).map((token) => [token.address, token])), [tokens]);
  return { tokens, byAddress, isError: query.isError, isPending: query.isPending };
}

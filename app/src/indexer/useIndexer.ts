// The indexer as the app reads it: TanStack Query on the active chain's indexer, refreshed on
// the block clock's fast tick. Chain reads stay on the one read layer (chain/reads.ts); this is
// only for history the chain cannot answer cheaply (candles, volume, recent transactions).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { fetchIndexedBlock, queryIndexer } from './client.ts';
import { indexerUrlFor } from './config.ts';

/** Blocks the index may trail the chain by before pages call their data delayed. */
export const INDEXER_DELAY_TOLERANCE = 5;

export function useIndexerUrl(): string | undefined {
  return indexerUrlFor(useActiveChain().chain.id);
}

/** A GraphQL query against the active chain's indexer; disabled where there is none. */
export function useIndexerQuery<T>(
  name: string,
  query: string,
  variables: Record<string, unknown> = {},
  enabled = true,
) {
  const url = useIndexerUrl();
  const { fastTick } = useBlockClock();
  return useQuery({
    queryKey: ['indexer', url, name, variables, fastTick],
    queryFn: ({ signal }) => queryIndexer<T>(url!, query, variables, signal),
    enabled: Boolean(url) && enabled,
    placeholderData: keepPreviousData,
    retry: 1,
    staleTime: 5_000,
  });
}

export type IndexerHealth =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'down' }
  | { state: 'behind'; blocksBehind: number }
  | { state: 'live'; blocksBehind: number };

/** Whether the indexer answers and how far behind the chain head it is. */
export function useIndexerHealth(): IndexerHealth {
  const url = useIndexerUrl();
  const { currentBlock, fastTick } = useBlockClock();
  const {
    data: indexedBlock,
    isError,
    isPending,
  } = useQuery({
    queryKey: ['indexer', url, 'status', fastTick],
    queryFn: ({ signal }) => fetchIndexedBlock(url!, signal),
    enabled: Boolean(url),
    placeholderData: keepPreviousData,
    retry: 1,
  });
  if (!url) return { state: 'none' };
  if (isError) return { state: 'down' };
  if (isPending || indexedBlock === undefined || currentBlock === undefined) return { state: 'loading' };
  const blocksBehind = Math.max(0, currentBlock - indexedBlock);
  return blocksBehind > INDEXER_DELAY_TOLERANCE ? { state: 'behind', blocksBehind } : { state: 'live', blocksBehind };
}

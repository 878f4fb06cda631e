// The indexer as the app reads it: TanStack Query on the active chain's indexer, refreshed on
// the block clock's fast tick. Chain reads stay on the one read layer (chain/reads.ts); this is
// only for history the chain cannot answer cheaply (candles, volume, recent transactions). Every
// read is a GET, which the indexer's load balancer and the browser may keep for one block.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { fetchIndexedStatus, getIndexerJson, type IndexedStatus } from './client.ts';
import { indexerUrlFor } from './config.ts';

/** Blocks the index may trail the chain by before pages call their data delayed. */
export const INDEXER_DELAY_TOLERANCE = 5;

export function useIndexerUrl(): string | undefined {
  return indexerUrlFor(useActiveChain().chain.id);
}

/**
 * GET `path` (a REST route, `/amm/pairs?since=…`) on the active chain's indexer; disabled where there
 * is none or while `path` is undefined.
 */
export function useIndexerRest<T>(name: string, path: string | undefined) {
  const url = useIndexerUrl();
  const { fastTick } = useBlockClock();
  return useQuery({
    queryKey: ['indexer', url, name, path, fastTick],
    queryFn: ({ signal }) => getIndexerJson<T>(url!, path!, signal),
    enabled: Boolean(url) && path !== undefined,
    placeholderData: keepPreviousData,
    retry: 1,
    staleTime: 5_000,
  });
}

/** The last block the active chain's indexer has indexed (number and time), from its /status. */
export function useIndexedStatus() {
  const url = useIndexerUrl();
  const { fastTick } = useBlockClock();
  return useQuery<IndexedStatus>({
    queryKey: ['indexer', url, 'status', fastTick],
    queryFn: ({ signal }) => fetchIndexedStatus(url!, signal),
    enabled: Boolean(url),
    placeholderData: keepPreviousData,
    retry: 1,
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
  const { currentBlock } = useBlockClock();
  const { data, isError, isPending } = useIndexedStatus();
  const indexedBlock = data?.number;
  if (!url) return { state: 'none' };
  if (isError) return { state: 'down' };
  if (isPending || indexedBlock === undefined || currentBlock === undefined) return { state: 'loading' };
  const blocksBehind = Math.max(0, currentBlock - indexedBlock);
  return blocksBehind > INDEXER_DELAY_TOLERANCE ? { state: 'behind', blocksBehind } : { state: 'live', blocksBehind };
}

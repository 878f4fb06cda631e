import { type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ContractFunctionParameters, MulticallReturnType, PublicClient } from 'viem';
import { usePublicClient } from 'wagmi';
import { useActiveChain } from './activeChain.ts';
import { useBlockClock } from './BlockClock.tsx';
import { MULTICALL3_ADDRESS } from './chains.ts';

/** SPEC.md section 7: batched reads go out in chunks of at most 500 calls. */
export const MULTICALL_CHUNK_SIZE = 500;
const RETRY_MIN_MS = 2500;
const RETRY_SPREAD_MS = 1000;

const blockNumberCall = {
  address: MULTICALL3_ADDRESS,
  abi: [
    {
      type: 'function',
      name: 'getBlockNumber',
      stateMutability: 'view',
      inputs: [],
      outputs: [{ name: 'blockNumber', type: 'uint256' }],
    },
  ],
  functionName: 'getBlockNumber',
} as const;

/** A node behind the one that answered last time: the caller retries after 2.5-3.5 s. */
export class StaleBlockError extends Error {
  override name = 'StaleBlockError';
}

/** 'strict' throws when any call fails; 'tolerant' gives null for a failed call. */
export type ReadMode = 'strict' | 'tolerant';

export type ChainReadResults<contracts extends readonly unknown[]> = {
  [K in keyof contracts]: MulticallReturnType<[contracts[K]], true>[0] extends infer R
    ? R extends { status: 'success'; result: infer T }
      ? T | null
      : null
    : never;
};

/**
 * Runs the calls through Multicall3 aggregate3 in chunks of 500, sent together (the transport
 * batches them into one HTTP request). The first call reads the block number so an answer older
 * than the previous one is rejected as stale.
 */
export async function readInChunks(
  client: PublicClient,
  contracts: readonly ContractFunctionParameters[],
  mode: ReadMode,
  minBlock: bigint,
): Promise<{ blockNumber: bigint; results: unknown[] }> {
  const all = [blockNumberCall, ...contracts] as ContractFunctionParameters[];
  const chunks: ContractFunctionParameters[][] = [];
  for (let i = 0; i < all.length; i += MULTICALL_CHUNK_SIZE) chunks.push(all.slice(i, i + MULTICALL_CHUNK_SIZE));
  const answers = (
    await Promise.all(chunks.map((chunk) => client.multicall({ contracts: chunk, allowFailure: true, batchSize: 0 })))
  ).flat();
  const [blockAnswer, ...rest] = answers;
  if (blockAnswer?.status !== 'success') throw new Error('Multicall failed', { cause: blockAnswer?.error });
  const blockNumber = blockAnswer.result as bigint;
  if (blockNumber < minBlock) throw new StaleBlockError(`Answer from block ${blockNumber}, already saw ${minBlock}`);
  const results = rest.map((answer, i) => {
    if (answer.status === 'success') return answer.result;
    if (mode === 'strict') {
      const call = contracts[i]!;
      throw new Error(`Multicall failed: ${call.functionName} on ${call.address}`, { cause: answer.error });
    }
    return null;
  });
  return { blockNumber, results };
}

function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v));
}

export interface ChainReadsOptions {
  /** Which clock refreshes the reads: 'fast' (10 s), 'slow' (60 s) or 'none'. */
  refresh?: 'fast' | 'slow' | 'none';
  mode?: ReadMode;
  enabled?: boolean;
}

/**
 * The app's one read layer: a list of contract reads becomes one multicall, refreshed on the
 * app clock while the tab is visible and after the user's confirmed transactions (the
 * transaction pipeline invalidates every ['chainReads'] query).
 */
export function useChainReads<const contracts extends readonly ContractFunctionParameters[]>(
  contracts: contracts | undefined,
  { refresh = 'fast', mode = 'tolerant', enabled = true }: ChainReadsOptions = {},
): UseQueryResult<ChainReadResults<contracts>> & { blockNumber: bigint | undefined } {
  const { chain } = useActiveChain();
  const client = usePublicClient({ chainId: chain.id });
  const { fastTick, slowTick } = useBlockClock();
  const lastBlock = useRef(0n);
  // The ABI is left out of the key: serializing every call's ABI on each render is costly, and
  // the address, function name and arguments already identify a read.
  const queryKey: QueryKey = [
    'chainReads',
    chain.id,
    mode,
    stableKey((contracts ?? []).map((call) => [call.address, call.functionName, call.args])),
  ];

  const query = useQuery({
    queryKey,
    enabled: enabled && Boolean(client) && contracts !== undefined && contracts.length > 0,
    queryFn: async () => {
      const { blockNumber, results } = await readInChunks(client!, contracts ?? [], mode, lastBlock.current);
      lastBlock.current = blockNumber;
      return { blockNumber, results: results as ChainReadResults<contracts> };
    },
    retry: (failures, error) => (error instanceof StaleBlockError ? failures < 5 : failures < 2),
    retryDelay: (_failures, error) =>
      error instanceof StaleBlockError ? RETRY_MIN_MS + Math.random() * RETRY_SPREAD_MS : 1000,
    staleTime: 5_000,
  });

  const tick = refresh === 'fast' ? fastTick : refresh === 'slow' ? slowTick : 0;
  const { refetch } = query;
  useEffect(() => {
    if (tick > 0) void refetch();
  }, [tick, refetch]);

  return {
    ...query,
    data: query.data?.results,
    blockNumber: query.data?.blockNumber,
  } as UseQueryResult<ChainReadResults<contracts>> & { blockNumber: bigint | undefined };
}

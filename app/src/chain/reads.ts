import { type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ContractFunctionParameters, Hex, MulticallReturnType } from 'viem';
import { decodeFunctionResult, encodeFunctionData, multicall3Abi } from 'viem';
import { useActiveChain } from './activeChain.ts';
import { useBlockClock, useRefetchOnTick } from './BlockClock.tsx';
import { type CallGroups, splitByGroup, toCallList } from './callGroups.ts';
import { MULTICALL3_ADDRESS } from './chains.ts';
import { type ChainClient, useChainClient } from './client.ts';

/** SPEC.md section 7: batched reads go out in chunks of at most 500 calls. */
export const MULTICALL_CHUNK_SIZE = 500;
const RETRY_MIN_MS = 2500;
const RETRY_SPREAD_MS = 1000;

// viem's multicall3Abi has aggregate3 and getEthBalance, not getBlockNumber.
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

type CallAnswer = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };

/**
 * One Multicall3 aggregate3 eth_call, every call allowed to fail. Encoded here with viem's ABI
 * coder rather than viem's multicall action: that action brings the call action's deployless
 * bytecodes, state overrides and error classes (about 10 KiB gzip) into every first paint.
 * A call that cannot be encoded, reverts, or answers nothing decodable is a failure.
 */
async function aggregate3(client: ChainClient, calls: readonly ContractFunctionParameters[]): Promise<CallAnswer[]> {
  const encodeErrors: unknown[] = [];
  const requests = calls.map((call, i) => {
    let callData: Hex = '0x';
    try {
      callData = encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]);
    } catch (error) {
      encodeErrors[i] = error;
    }
    return { target: call.address, allowFailure: true, callData };
  });
  const data = await client.request({
    method: 'eth_call',
    params: [
      {
        to: MULTICALL3_ADDRESS,
        data: encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [requests] }),
      },
      'latest',
    ],
  });
  const answers = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data });
  return answers.map(({ success, returnData }, i): CallAnswer => {
    const call = calls[i]!;
    if (encodeErrors[i]) return { status: 'failure', error: encodeErrors[i] };
    if (!success) return { status: 'failure', error: new Error(`${call.functionName} reverted: ${returnData}`) };
    try {
      const result = decodeFunctionResult({ ...call, data: returnData } as Parameters<typeof decodeFunctionResult>[0]);
      return { status: 'success', result };
    } catch (error) {
      return { status: 'failure', error };
    }
  });
}

/**
 * Runs the calls through Multicall3 aggregate3 in chunks of 500, sent together (the transport
 * batches them into one HTTP request). The first call reads the block number so an answer older
 * than the previous one is rejected as stale.
 */
export async function readInChunks(
  client: ChainClient,
  contracts: readonly ContractFunctionParameters[],
  mode: ReadMode,
  minBlock: bigint,
): Promise<{ blockNumber: bigint; results: unknown[] }> {
  const all = [blockNumberCall, ...contracts] as ContractFunctionParameters[];
  const chunks: ContractFunctionParameters[][] = [];
  for (let i = 0; i < all.length; i += MULTICALL_CHUNK_SIZE) chunks.push(all.slice(i, i + MULTICALL_CHUNK_SIZE));
  const answers = (await Promise.all(chunks.map((chunk) => aggregate3(client, chunk)))).flat();
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

/** Queries that hold chain state (every useChainReads): refreshed after a confirmed transaction. */
export function isChainStateQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] === 'chainReads';
}

function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v));
}

// The ABI is left out of a key: serializing every call's ABI on each render is costly, and the
// address, function name and arguments already identify a read.
function callsKey(calls: readonly ContractFunctionParameters[]): unknown[] {
  return calls.map((call) => [call.address, call.functionName, call.args]);
}

/** A list of calls, or named groups of calls read in the same multicall. */
export type ChainReadsInput = readonly ContractFunctionParameters[] | CallGroups;

const noCalls = { flat: [], key: '' } as const;
const prepared = new WeakMap<object, { flat: readonly ContractFunctionParameters[]; key: string }>();

/**
 * The flat list and query key of a set of calls, worked out once per calls object: a shared read
 * (the yield screens' few hundred calls) is rendered by many components on every tick, and callers
 * memoize their calls, so the same object comes back each time.
 */
function preparedCalls(calls: ChainReadsInput | undefined) {
  if (calls === undefined) return noCalls;
  let entry = prepared.get(calls);
  if (!entry) {
    const { groups, flat } = toCallList(calls);
    const key = stableKey(
      groups ? Object.entries(groups).map(([name, group]) => [name, callsKey(group)]) : callsKey(flat),
    );
    entry = { flat, key };
    prepared.set(calls, entry);
  }
  return entry;
}

/** The answers in the shape of the input: a list, or a list per group. */
export type ChainReadsData<input extends ChainReadsInput> = input extends readonly unknown[]
  ? ChainReadResults<input>
  : { [name in keyof input]: input[name] extends readonly unknown[] ? ChainReadResults<input[name]> : never };

/** readInChunks for a list or named groups of calls: the answers come back in the input's shape. */
export async function readCalls<const input extends ChainReadsInput>(
  client: ChainClient,
  calls: input,
  mode: ReadMode,
  minBlock: bigint,
): Promise<{ blockNumber: bigint; results: ChainReadsData<input> }> {
  const { groups, flat } = toCallList(calls);
  const { blockNumber, results } = await readInChunks(client, flat, mode, minBlock);
  return { blockNumber, results: (groups ? splitByGroup(groups, results) : results) as ChainReadsData<input> };
}

export interface ChainReadsOptions {
  /** Which clock refreshes the reads: 'fast' (10 s), 'slow' (60 s) or 'none'. */
  refresh?: 'fast' | 'slow' | 'none';
  mode?: ReadMode;
  enabled?: boolean;
  /**
   * While a changed set of calls on the same chain loads, keep the previous answers (flagged
   * isPlaceholderData): a screen whose reads grow when a wallet connects keeps its public data.
   */
  keepPreviousData?: boolean;
}

/**
 * The app's one read layer: a list of contract reads, or named groups of them, becomes one
 * multicall. Refreshed on the app clock while the tab is visible and after the user's confirmed
 * transactions (the transaction pipeline invalidates every ['chainReads'] query).
 */
export function useChainReads<const input extends ChainReadsInput>(
  calls: input | undefined,
  { refresh = 'fast', mode = 'tolerant', enabled = true, keepPreviousData = false }: ChainReadsOptions = {},
): UseQueryResult<ChainReadsData<input>> & { blockNumber: bigint | undefined } {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const { fastTick, slowTick } = useBlockClock();
  const lastBlock = useRef(0n);
  const { flat, key } = preparedCalls(calls);
  const queryKey: QueryKey = ['chainReads', chain.id, mode, key];
  const isEnabled = enabled && Boolean(client) && flat.length > 0;

  const query = useQuery({
    queryKey,
    enabled: isEnabled,
    queryFn: async () => {
      const answer = await readCalls(client!, calls!, mode, lastBlock.current);
      lastBlock.current = answer.blockNumber;
      return answer;
    },
    placeholderData: (previous, previousQuery) =>
      keepPreviousData && previousQuery?.queryKey[1] === chain.id ? previous : undefined,
    retry: (failures, error) => (error instanceof StaleBlockError ? failures < 5 : failures < 2),
    retryDelay: (_failures, error) =>
      error instanceof StaleBlockError ? RETRY_MIN_MS + Math.random() * RETRY_SPREAD_MS : 1000,
    staleTime: 5_000,
  });

  useRefetchOnTick(refresh === 'fast' ? fastTick : refresh === 'slow' ? slowTick : 0, isEnabled, query.refetch);

  return {
    ...query,
    data: query.data?.results,
    blockNumber: query.data?.blockNumber,
  } as UseQueryResult<ChainReadsData<input>> & { blockNumber: bigint | undefined };
}

import { flaskPairAbi } from '@flaskswap/contracts';
import { logRangeFor, scanLogs } from '@flaskswap/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, getAddress, type Hex, toHex } from 'viem';
import { getBlock, getBlockNumber } from 'viem/actions';
import { useActiveChain, useDeployment } from '@/chain/activeChain.ts';
import { SLOW_TICK_MS } from '@/chain/BlockClock.tsx';
import { useChainClient } from '@/chain/client.ts';
import { useChainReads } from '@/chain/reads.ts';
import { useAppStore } from '@/state/store.ts';
import { emitters, lpScanKey, lpScanResumePoint, RANGES_PER_STEP, transfersToTopics } from './lpDiscovery.ts';
import { pairAddressOf } from './pairCalls.ts';
import { useIndexedLpPairs } from './useIndexedLpPairs.ts';

export interface DiscoveredPair {
  address: Address;
  token0: Address;
  token1: Address;
}

/**
 * Contracts that ever sent `account` tokens, from its Transfer events since the deployment's start
 * block: every LP token the account minted or received is among them. The scan goes in steps,
 * each saved to the persisted store, so what is found shows while a long scan goes on and a later
 * visit reads only the new blocks.
 */
function useTransferSenders(account: Address | undefined, factory: Address | undefined, enabled: boolean) {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const startBlock = BigInt(useDeployment()?.startBlock ?? 0);
  const key = enabled && account && factory ? lpScanKey(chain.id, factory, account) : undefined;
  const saved = useAppStore((state) => (key ? state.lpScans[key] : undefined));
  const saveLpScan = useAppStore((state) => state.saveLpScan);
  const query = useQuery({
    queryKey: ['lpDiscovery', key],
    enabled: Boolean(client && key),
    staleTime: Number.POSITIVE_INFINITY,
    // A scan of logs, not a multicall: nothing to batch with, so TanStack's own interval does
    // what the slow tick would (every 60 s while the tab is visible).
    refetchInterval: SLOW_TICK_MS,
    refetchIntervalInBackground: false,
    queryFn: async () => {
      const previous = useAppStore.getState().lpScans[key!];
      const latest = await getBlockNumber(client!, { cacheTime: 0 });
      const savedBlock =
        previous && BigInt(previous.scannedTo) <= latest
          ? await getBlock(client!, { blockNumber: BigInt(previous.scannedTo) }).catch(() => undefined)
          : undefined;
      const resume = lpScanResumePoint(previous, savedBlock?.hash ?? undefined, startBlock);
      let contracts = resume.contracts;
      await scanLogs({
        from: resume.from,
        to: latest,
        span: logRangeFor(chain.id),
        rangesPerStep: RANGES_PER_STEP,
        fetchRange: ({ fromBlock, toBlock }) =>
          client!.request({
            method: 'eth_getLogs',
            params: [{ fromBlock: toHex(fromBlock), toBlock: toHex(toBlock), topics: transfersToTopics(account!) }],
          }) as Promise<{ address: Hex }[]>,
        onStep: async (step, logs) => {
          const block = await getBlock(client!, { blockNumber: step.toBlock });
          contracts = emitters(logs, contracts);
          saveLpScan(key!, { scannedTo: step.toBlock.toString(), blockHash: block.hash, contracts });
          return true;
        },
      });
      return contracts;
    },
  });
  return { contracts: saved?.contracts, isLoading: query.isLoading && !saved };
}

/**
 * The pairs `account` holds LP in: the indexer's list at once, or, when the chain has no indexer
 * or it cannot be reached, the contracts found by scanning the account's Transfer events. Either
 * way a candidate counts only if its token0/token1 give back its own address by CREATE2 from our
 * factory (anything else is some other token); balances and reserves are read from the chain.
 */
export function useDiscoveredPairs(account: Address | undefined): { pairs: DiscoveredPair[]; isLoading: boolean } {
  const factory = useDeployment()?.contracts.FlaskFactory;
  const indexed = useIndexedLpPairs(account);
  const scan = useTransferSenders(account, factory, indexed.status === 'unavailable');
  const candidates = indexed.status === 'found' ? indexed.pairs : scan.contracts;
  const scanning = indexed.status === 'loading' || (indexed.status === 'unavailable' && scan.isLoading);
  const calls = useMemo(
    () =>
      candidates && candidates.length > 0
        ? {
            token0: candidates.map((address) => ({ address, abi: flaskPairAbi, functionName: 'token0' }) as const),
            token1: candidates.map((address) => ({ address, abi: flaskPairAbi, functionName: 'token1' }) as const),
          }
        : undefined,
    [candidates],
  );
  const { data, isLoading: reading } = useChainReads(calls, { refresh: 'none' });
  const pairs = useMemo(() => {
    if (!candidates || !data || !factory) return [];
    return candidates.flatMap((address, i) => {
      const token0 = data.token0[i];
      const token1 = data.token1[i];
      if (!token0 || !token1) return [];
      try {
        const tokens = [getAddress(token0), getAddress(token1)] as const;
        return pairAddressOf(factory, [{ address: tokens[0] }, { address: tokens[1] }]) === address
          ? [{ address, token0: tokens[0], token1: tokens[1] }]
          : [];
      } catch {
        return [];
      }
    });
  }, [candidates, data, factory]);
  return { pairs, isLoading: Boolean(account) && (scanning || (calls !== undefined && reading)) };
}

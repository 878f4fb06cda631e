import { flaskPairAbi } from '@flaskswap/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type Address, type ContractFunctionParameters, getAddress, type Hex, toHex } from 'viem';
import { usePublicClient } from 'wagmi';
import { useActiveChain, useDeployment } from '@/chain/activeChain.ts';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { useChainReads } from '@/chain/reads.ts';
import { blockRanges, emitters, logRangeFor, transfersToTopics } from './lpDiscovery.ts';
import { pairAddressOf } from './pairCalls.ts';

/** What was scanned per chain and account this session, so each scan only reads the new blocks. */
const scans = new Map<string, { scannedTo: bigint; contracts: Address[] }>();

export interface DiscoveredPair {
  address: Address;
  token0: Address;
  token1: Address;
}

/**
 * Contracts that ever sent `account` tokens, from its Transfer events since the deployment's start
 * block: every LP token the account minted or received is among them.
 */
function useTransferSenders(account: Address | undefined) {
  const { chain } = useActiveChain();
  const client = usePublicClient({ chainId: chain.id });
  const startBlock = BigInt(useDeployment()?.startBlock ?? 0);
  const { slowTick } = useBlockClock();
  const key = `${chain.id}:${account}`;
  const query = useQuery({
    queryKey: ['lpDiscovery', chain.id, account],
    enabled: Boolean(client && account),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const previous = scans.get(key);
      const latest = await client!.getBlockNumber({ cacheTime: 0 });
      const from = previous ? previous.scannedTo + 1n : startBlock;
      // All ranges go out together; the HTTP transport batches them into one request.
      const logs = (
        await Promise.all(
          blockRanges(from, latest, logRangeFor(chain.id)).map(
            ({ fromBlock, toBlock }) =>
              client!.request({
                method: 'eth_getLogs',
                params: [{ fromBlock: toHex(fromBlock), toBlock: toHex(toBlock), topics: transfersToTopics(account!) }],
              }) as Promise<{ address: Hex }[]>,
          ),
        )
      ).flat();
      const scan = { scannedTo: latest, contracts: emitters(logs, previous?.contracts) };
      scans.set(key, scan);
      return scan.contracts;
    },
  });
  const { refetch } = query;
  useEffect(() => {
    if (slowTick > 0) void refetch();
  }, [slowTick, refetch]);
  return query;
}

/**
 * FlaskSwap pairs among the contracts that sent `account` tokens: those whose token0/token1 give
 * back their own address by CREATE2 from our factory (anything else is some other token).
 */
export function useDiscoveredPairs(account: Address | undefined): { pairs: DiscoveredPair[]; isLoading: boolean } {
  const factory = useDeployment()?.contracts.FlaskFactory;
  const { data: candidates, isLoading: scanning } = useTransferSenders(account);
  const contracts = useMemo<ContractFunctionParameters[] | undefined>(
    () =>
      candidates && candidates.length > 0
        ? candidates.flatMap((address) => [
            { address, abi: flaskPairAbi, functionName: 'token0' },
            { address, abi: flaskPairAbi, functionName: 'token1' },
          ])
        : undefined,
    [candidates],
  );
  const { data, isLoading: reading } = useChainReads(contracts, { refresh: 'none' });
  const pairs = useMemo(() => {
    const results = data as readonly unknown[] | undefined;
    if (!candidates || !results || !factory) return [];
    return candidates.flatMap((address, i) => {
      const token0 = results[2 * i];
      const token1 = results[2 * i + 1];
      if (typeof token0 !== 'string' || typeof token1 !== 'string') return [];
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
  return { pairs, isLoading: Boolean(account) && (scanning || (contracts !== undefined && reading)) };
}

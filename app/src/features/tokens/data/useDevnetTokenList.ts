import { useQuery } from '@tanstack/react-query';
import { type Address, erc20Abi } from 'viem';
import { usePublicClient } from 'wagmi';
import { DEVNET_CHAIN_ID } from '@/chain/chains.ts';
import { getDeployment } from '@/chain/deployments.ts';
import { readInChunks } from '@/chain/reads.ts';
import { DEVNET_LIST_NAME } from '../lists/builtinLists.ts';
import type { TokenInfo, TokenList } from '../lists/types.ts';

/** Builds the list from what each token contract says about itself; the manifest has only addresses. */
export function devnetListFromReads(
  tokens: readonly (readonly [string, Address])[],
  results: readonly unknown[],
): TokenList {
  const entries: TokenInfo[] = [];
  tokens.forEach(([key, address], i) => {
    const [name, symbol, decimals] = results.slice(i * 3, i * 3 + 3);
    if (typeof decimals !== 'number') return; // not a token (or not deployed on this run)
    entries.push({
      chainId: DEVNET_CHAIN_ID,
      address,
      decimals,
      symbol: typeof symbol === 'string' && symbol ? symbol : key,
      name: typeof name === 'string' && name ? name : key,
    });
  });
  return {
    name: DEVNET_LIST_NAME,
    timestamp: new Date(0).toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    tokens: entries,
  };
}

/**
 * The devnet's default list, generated from its deployment manifest with one batched read of
 * every token's name, symbol and decimals. Read from the devnet itself, whatever chain the
 * wallet is on, and never refreshed: a deployment's tokens do not change.
 */
export function useDevnetTokenList(): { list: TokenList | undefined; error: boolean } {
  const deployment = getDeployment(DEVNET_CHAIN_ID);
  const client = usePublicClient({ chainId: DEVNET_CHAIN_ID });
  const tokens = Object.entries(deployment?.tokens ?? {});
  const query = useQuery({
    queryKey: ['devnetTokenList', tokens],
    enabled: Boolean(client && deployment),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const calls = tokens.flatMap(([, address]) =>
        (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
          address,
          abi: erc20Abi,
          functionName,
        })),
      );
      const { results } = await readInChunks(client!, calls, 'tolerant', 0n);
      return devnetListFromReads(tokens, results);
    },
  });
  return { list: query.data, error: query.isError };
}

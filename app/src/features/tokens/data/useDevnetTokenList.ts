import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { DEVNET_CHAIN_ID } from '@/chain/chains.ts';
import { useChainClient } from '@/chain/client.ts';
import { getDeployment } from '@/chain/deployments.ts';
import { type ChainReadsData, readCalls } from '@/chain/reads.ts';
import { DEVNET_LIST_NAME } from '../lists/builtinLists.ts';
import { devnetLogoURI } from '../lists/devnetLogos.ts';
import type { TokenInfo, TokenList } from '../lists/types.ts';
import { tokenInfoCalls } from './tokenInfoCalls.ts';

/** Builds the list from what each token contract says about itself; the manifest has only addresses. */
export function devnetListFromReads(
  tokens: readonly (readonly [string, Address])[],
  results: ChainReadsData<ReturnType<typeof tokenInfoCalls>>,
): TokenList {
  const entries: TokenInfo[] = [];
  tokens.forEach(([key, address], i) => {
    const decimals = results.decimals[i];
    if (decimals === null || decimals === undefined) return; // not a token (or not deployed on this run)
    const logoURI = devnetLogoURI(key);
    entries.push({
      chainId: DEVNET_CHAIN_ID,
      address,
      decimals,
      symbol: results.symbol[i] || key,
      name: results.name[i] || key,
      ...(logoURI ? { logoURI } : {}),
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
  const client = useChainClient(DEVNET_CHAIN_ID);
  const tokens = Object.entries(deployment?.tokens ?? {});
  const query = useQuery({
    queryKey: ['devnetTokenList', tokens],
    enabled: Boolean(client && deployment),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const calls = tokenInfoCalls(tokens.map(([, address]) => address));
      const { results } = await readCalls(client!, calls, 'tolerant', 0n);
      return devnetListFromReads(tokens, results);
    },
  });
  return { list: query.data, error: query.isError };
}

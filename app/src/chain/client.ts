import type { Chain, Client, Transport } from 'viem';
import { useClient } from 'wagmi';

/** A chain's viem client, without viem's public-actions decorator. */
export type ChainClient = Client<Transport, Chain | undefined>;

/**
 * The client of a chain, to call viem's actions with (`multicall(client, …)` from 'viem/actions').
 * Not wagmi's usePublicClient: its decorator imports every public action (ENS, SIWE, signature
 * checks with secp256k1…), about 25 KiB gzip that no first paint needs.
 */
export function useChainClient(chainId: number): ChainClient | undefined {
  return useClient({ chainId }) as ChainClient | undefined;
}

import { type Chain, type Client, createClient, fallback, http, type Transport } from 'viem';
import { findChain } from './chains.ts';

/** A chain's viem client, without viem's public-actions decorator. */
export type ChainClient = Client<Transport, Chain | undefined>;

function transportFor(chain: Chain): Transport {
  const urls = chain.rpcUrls.default.http;
  if (urls.length === 1) return http(urls[0], { batch: true });
  return fallback(
    urls.map((url) => http(url, { batch: true })),
    { rank: true },
  );
}

const clients = new Map<number, ChainClient>();

/**
 * One client per supported chain for the page's lifetime, shared by the reads and the wallet's
 * config (chain/wagmi.ts), so their requests batch together. Plain viem, not wagmi's: the first
 * paint reads before the wallet code loads. Not viem's public client either: its decorator
 * imports every public action (ENS, SIWE, signature checks with secp256k1…), about 25 KiB gzip
 * that no first paint needs; call viem's actions with it (`multicall(client, …)`).
 */
export function chainClient(chainId: number): ChainClient | undefined {
  const chain = findChain(chainId);
  if (!chain) return undefined;
  let client = clients.get(chain.id);
  if (!client) {
    client = createClient({
      chain,
      transport: transportFor(chain),
      // Contract reads made one by one are folded into Multicall3 aggregate3 calls.
      batch: { multicall: { batchSize: 1024 * 64 } },
    });
    clients.set(chain.id, client);
  }
  return client;
}

/** The client of a chain, for components (the same as chainClient). */
export function useChainClient(chainId: number): ChainClient | undefined {
  return chainClient(chainId);
}

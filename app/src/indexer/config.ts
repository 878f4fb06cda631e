// Where each chain's indexer answers. Without one (a chain whose operator runs none), every
// page works from the chain alone and the info pages say so.
import { BSC_CHAIN_ID, BSC_TESTNET_CHAIN_ID, DEVNET_CHAIN_ID } from '@flaskswap/sdk';

const urls: Record<number, string | undefined> = {
  [DEVNET_CHAIN_ID]: import.meta.env.VITE_DEVNET_INDEXER_URL ?? 'http://127.0.0.1:42069',
  [BSC_CHAIN_ID]: import.meta.env.VITE_INDEXER_URL_56,
  [BSC_TESTNET_CHAIN_ID]: import.meta.env.VITE_INDEXER_URL_97,
};

export function indexerUrlFor(chainId: number): string | undefined {
  const url = urls[chainId];
  return url ? url.replace(/\/+$/, '') : undefined;
}

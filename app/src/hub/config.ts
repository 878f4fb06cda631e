// Where each chain's hub (usernames, and on the devnet the IPFS gateway stand-in) answers, and
// which gateway turns ipfs:// links into URLs. Without a hub the app works from the chain alone:
// usernames are empty (SPEC.md §7).
import { BSC_CHAIN_ID, BSC_TESTNET_CHAIN_ID, DEVNET_CHAIN_ID } from '@flaskswap/sdk';

const DEFAULT_DEVNET_HUB_URL = 'http://127.0.0.1:8787';
const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs';

const hubUrls: Record<number, string | undefined> = {
  [DEVNET_CHAIN_ID]: import.meta.env.VITE_DEVNET_HUB_URL ?? DEFAULT_DEVNET_HUB_URL,
  [BSC_CHAIN_ID]: import.meta.env.VITE_HUB_URL_56,
  [BSC_TESTNET_CHAIN_ID]: import.meta.env.VITE_HUB_URL_97,
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The hub's base URL on `chainId`, or undefined when that chain has none. */
export function hubUrlFor(chainId: number): string | undefined {
  const url = hubUrls[chainId];
  return url ? withoutTrailingSlash(url) : undefined;
}

/** The gateway base for ipfs:// links (`<base>/<cid>`): the hub's on the devnet, a public one elsewhere. */
export function ipfsGatewayFor(chainId: number): string {
  const hub = chainId === DEVNET_CHAIN_ID ? hubUrlFor(chainId) : undefined;
  if (hub) return `${hub}/ipfs`;
  return withoutTrailingSlash(import.meta.env.VITE_IPFS_GATEWAY ?? DEFAULT_IPFS_GATEWAY);
}

// ipfs:// links from metadata and the manifest, as URLs of the active chain's gateway (SPEC.md §7).
import { ipfsToGatewayUrl } from '@flaskswap/sdk';
import { useCallback } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { ipfsGatewayFor } from '@/hub/config.ts';

/** The gateway base of the active chain (the hub's /ipfs on the devnet). */
export function useIpfsGateway(): string {
  return ipfsGatewayFor(useActiveChain().chain.id);
}

/** Turns an ipfs:// or http(s) link into a URL the browser may load; anything else → null. */
export function useGatewayUrl(): (link: string | undefined) => string | null {
  const gateway = useIpfsGateway();
  return useCallback((link) => (link ? ipfsToGatewayUrl(link, gateway) : null), [gateway]);
}

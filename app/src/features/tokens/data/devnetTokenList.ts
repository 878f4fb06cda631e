import type { Manifest } from '@flaskswap/sdk';
import { DEVNET_CHAIN_ID } from '@/chain/chains.ts';
import { getDeployment } from '@/chain/deployments.ts';
import { DEVNET_LIST_NAME } from '../lists/builtinLists.ts';
import { devnetLogoURI } from '../lists/devnetLogos.ts';
import type { TokenInfo, TokenList } from '../lists/types.ts';

/**
 * The devnet's default list, from its deployment manifest: the deploy wrote each token's symbol,
 * name and decimals as its contract reports them, so the first quote waits for no read. A token
 * without details (not a token contract) is left out.
 */
export function devnetTokenList(
  manifest: Pick<Manifest, 'tokens' | 'tokenDetails'> | undefined,
): TokenList | undefined {
  if (!manifest) return undefined;
  const entries: TokenInfo[] = [];
  for (const [key, address] of Object.entries(manifest.tokens)) {
    const details = manifest.tokenDetails?.[key];
    if (!details) continue;
    const logoURI = devnetLogoURI(key);
    entries.push({ chainId: DEVNET_CHAIN_ID, address, ...details, ...(logoURI ? { logoURI } : {}) });
  }
  return {
    name: DEVNET_LIST_NAME,
    timestamp: new Date(0).toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    tokens: entries,
  };
}

/** Built once: a deployment's tokens do not change while the app runs. */
export const DEVNET_TOKEN_LIST = devnetTokenList(getDeployment(DEVNET_CHAIN_ID));

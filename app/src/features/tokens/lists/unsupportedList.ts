import type { ManifestUnsupportedToken } from '@flaskswap/sdk';
import type { TokenInfo, TokenList } from './types.ts';

/** What `withManifestUnsupported` reads of a deployment manifest. */
export interface UnsupportedSource {
  chainId: number;
  unsupportedTokens?: readonly ManifestUnsupportedToken[];
}

/**
 * The built-in unsupported list plus every deployment's `unsupportedTokens` (each for its own chain),
 * so a chain's deploy names the tokens the interface refuses without an app edit. An address the
 * list already has on that chain is not added twice.
 */
export function withManifestUnsupported(list: TokenList, deployments: readonly UnsupportedSource[]): TokenList {
  const seen = new Set(list.tokens.map((token) => `${token.chainId}:${token.address.toLowerCase()}`));
  const added: TokenInfo[] = [];
  for (const { chainId, unsupportedTokens } of deployments) {
    for (const { address, symbol, name, decimals } of unsupportedTokens ?? []) {
      const key = `${chainId}:${address.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      added.push({ chainId, address, symbol, name, decimals });
    }
  }
  return added.length ? { ...list, tokens: [...list.tokens, ...added] } : list;
}

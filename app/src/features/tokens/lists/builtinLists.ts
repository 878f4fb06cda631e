import { DEVNET_CHAIN_ID } from '@/chain/chains.ts';
import { allDeployments, getDeployment, hasDeployment } from '@/chain/deployments.ts';
import defaultList from './flaskswap-default.tokenlist.json';
import type { TokenList } from './types.ts';
import unsupportedList from './unsupported.tokenlist.json';
import { withManifestUnsupported } from './unsupportedList.ts';

// Lists that ship with the app. Their keys are not URLs: they are never fetched, and their
// tokens come from the bundle (or, for the devnet, from the deployment).
export const DEFAULT_LIST_URL = 'flaskswap:default';
export const DEVNET_LIST_URL = 'flaskswap:devnet';
export const UNSUPPORTED_LIST_URL = 'flaskswap:unsupported';

export const DEVNET_LIST_NAME = 'FlaskSwap Devnet';

export function isBuiltinList(url: string): boolean {
  return url === DEFAULT_LIST_URL || url === DEVNET_LIST_URL || url === UNSUPPORTED_LIST_URL;
}

/** The lists a fresh install starts with, all active; the devnet's only in builds that have it. */
export const DEFAULT_LIST_URLS: readonly string[] = hasDeployment(DEVNET_CHAIN_ID)
  ? [DEVNET_LIST_URL, DEFAULT_LIST_URL]
  : [DEFAULT_LIST_URL];

/** Lists whose tokens are blocked from trading rather than offered. Not shown under Manage. */
export const UNSUPPORTED_LIST_URLS: readonly string[] = [UNSUPPORTED_LIST_URL];

/** The shipped list (SPEC.md: version 1.0.0, no tokens) plus each deployment's `unsupportedTokens`. */
export const UNSUPPORTED_LIST: TokenList = withManifestUnsupported(unsupportedList as TokenList, allDeployments());

/**
 * The chain-56 list: 27 well-known BSC tokens, plus FLASK once a mainnet deployment manifest
 * names its address.
 */
export const DEFAULT_LIST: TokenList = withFlask(defaultList as TokenList);

function withFlask(list: TokenList): TokenList {
  const flask = getDeployment(56)?.tokens.FLASK;
  if (!flask) return list;
  return {
    ...list,
    tokens: [...list.tokens, { chainId: 56, address: flask, decimals: 18, symbol: 'FLASK', name: 'FlaskSwap Token' }],
  };
}

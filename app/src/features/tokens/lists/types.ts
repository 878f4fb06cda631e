/**
 * The token-list format (tokenlists.org, the @uniswap/token-lists schema), as far as the app
 * reads it. Everything in a list comes from whoever published it: treat it as untrusted.
 */
export interface Version {
  major: number;
  minor: number;
  patch: number;
}

export interface TokenInfo {
  chainId: number;
  address: string;
  name: string;
  decimals: number;
  symbol: string;
  logoURI?: string;
  tags?: string[];
}

export interface Tag {
  name: string;
  description: string;
}

export interface TokenList {
  name: string;
  timestamp: string;
  version: Version;
  tokens: TokenInfo[];
  logoURI?: string;
  keywords?: string[];
  tags?: Record<string, Tag>;
}

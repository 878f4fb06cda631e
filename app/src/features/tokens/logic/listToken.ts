import { Token } from '@flaskswap/sdk';
import type { TokenInfo, TokenList } from '../lists/types.ts';
import { safeText } from './safeText.ts';

/**
 * A token that came from a token list: the SDK Token plus what only lists know (logo, tags, the
 * list it came from). Names and symbols are cleaned before they reach the Token.
 */
export class ListToken extends Token {
  readonly logoURI: string | undefined;
  readonly tags: readonly string[];
  readonly listName: string;

  constructor(info: TokenInfo, list: Pick<TokenList, 'name'>) {
    super({
      chainId: info.chainId,
      address: info.address,
      decimals: info.decimals,
      symbol: safeText(info.symbol, 64),
      name: safeText(info.name, 64),
    });
    this.logoURI = info.logoURI;
    this.tags = info.tags ?? [];
    this.listName = safeText(list.name, 64);
  }
}

/** ListToken for a list entry, or undefined when the entry cannot be a token (bad address or decimals). */
export function tryListToken(info: TokenInfo, list: Pick<TokenList, 'name'>): ListToken | undefined {
  try {
    return new ListToken(info, list);
  } catch {
    return undefined;
  }
}

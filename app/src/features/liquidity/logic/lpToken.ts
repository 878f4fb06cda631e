import { type Currency, type NativeCurrency, Token } from '@flaskswap/sdk';
import type { Address } from 'viem';

const lpTokens = new Map<string, Token>();

/** The pair's LP token (every pair's is 'FlaskSwap LPs' / FLASK-LP with 18 decimals). */
export function lpTokenOf(chainId: number, pair: Address): Token {
  const key = `${chainId}:${pair}`;
  let token = lpTokens.get(key);
  if (!token) {
    token = new Token({
      chainId,
      address: pair,
      decimals: 18,
      symbol: 'FLASK-LP',
      name: 'FlaskSwap LPs',
    });
    lpTokens.set(key, token);
  }
  return token;
}

/** WBNB shown as BNB, as the liquidity pages link and label it. */
export function unwrapped(token: Token, native: NativeCurrency): Currency {
  return token.equals(native.wrapped) ? native : token;
}

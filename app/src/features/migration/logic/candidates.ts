import { computePairAddress, type Token } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';

/** A couple of tokens, sorted as both exchanges sort a pair's (token0 < token1). */
export type TokenCouple = readonly [Token, Token];

const keyOf = (a: Token, b: Token) => [a.address.toLowerCase(), b.address.toLowerCase()].sort().join(':');

/**
 * The couples whose legacy pair may hold the account's LP: every known token against every base
 * token (the way the liquidity pages track pairs), plus couples known from elsewhere (the
 * indexer's FlaskSwap pairs), once each, sorted.
 */
export function candidateCouples(
  tokens: readonly Token[],
  bases: readonly Token[],
  extra: readonly (readonly [Token, Token])[] = [],
): TokenCouple[] {
  const couples = new Map<string, TokenCouple>();
  const add = (a: Token, b: Token) => {
    if (a.chainId !== b.chainId || a.equals(b)) return;
    const key = keyOf(a, b);
    if (!couples.has(key)) couples.set(key, a.sortsBefore(b) ? [a, b] : [b, a]);
  };
  for (const base of bases) {
    for (const token of tokens) add(token, base);
    for (const other of bases) add(base, other);
  }
  for (const [a, b] of extra) add(a, b);
  return [...couples.values()];
}

/** The legacy exchange's pair of a couple, by CREATE2 (no factory round trip). */
export function legacyPairAddress(legacy: { factory: Address; initCodeHash: Hex }, [a, b]: TokenCouple): Address {
  return computePairAddress({
    factory: legacy.factory,
    initCodeHash: legacy.initCodeHash,
    tokenA: a.address,
    tokenB: b.address,
  });
}

import type { Address } from 'viem';
import type { ChainConfig } from '../chain/config.ts';
import type { Currency, Token } from './currency.ts';
import { computePairAddress } from './pair-address.ts';

/**
 * The token pairs worth reading reserves for when trading A for B: the direct pair, A and B
 * against each base token, and every pair of base tokens, so routes of up to 3 hops through
 * the bases exist. Identical tokens and duplicates are dropped; BNB counts as WBNB.
 */
export function candidatePairTokens(config: ChainConfig, currencyA: Currency, currencyB: Currency): [Token, Token][] {
  const tokenA = currencyA.wrapped;
  const tokenB = currencyB.wrapped;
  const bases = config.baseTokens;
  const combinations: [Token, Token][] = [[tokenA, tokenB]];
  for (const base of bases) combinations.push([tokenA, base]);
  for (const base of bases) combinations.push([tokenB, base]);
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++) combinations.push([bases[i]!, bases[j]!]);
  }
  const seen = new Set<string>();
  return combinations.filter(([x, y]) => {
    if (x.chainId !== config.chainId || y.chainId !== config.chainId) throw new Error('invalid currency');
    if (x.equals(y)) return false;
    const [low, high] = [x.address.toLowerCase(), y.address.toLowerCase()].sort();
    const key = `${low}:${high}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The pair contract of two tokens on the config's factory. */
export function pairAddressOf(config: ChainConfig, tokenA: Token, tokenB: Token): Address {
  return computePairAddress({
    factory: config.factory,
    initCodeHash: config.initCodeHash,
    tokenA: tokenA.address,
    tokenB: tokenB.address,
  });
}

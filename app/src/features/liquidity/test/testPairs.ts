// Test fixtures for the liquidity logic: tokens, BNB and pairs from plain numbers.
import { CurrencyAmount, Pair, Token } from '@flaskswap/sdk';
import type { PairSnapshot } from '../logic/pairSnapshot.ts';

export { BNB, E18, FLASK, WBNB } from '@/test/tokens.ts';

export const DOGE = new Token({
  chainId: 31337,
  address: '0x1111111111111111111111111111111111111111',
  decimals: 8,
  symbol: 'DOGE',
});

export function testPair(
  tokenA: Token,
  reserveA: bigint,
  tokenB: Token,
  reserveB: bigint,
  totalSupply: bigint,
  extra: Partial<PairSnapshot> = {},
): PairSnapshot {
  return {
    address: '0x2222222222222222222222222222222222222222',
    pair: new Pair(CurrencyAmount.fromRaw(tokenA, reserveA), CurrencyAmount.fromRaw(tokenB, reserveB)),
    totalSupply,
    kLast: 0n,
    feeOn: false,
    ...extra,
  };
}

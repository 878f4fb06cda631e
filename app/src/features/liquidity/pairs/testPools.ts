// Test fixtures for the liquidity logic: tokens, BNB and pools from plain numbers.
import { CurrencyAmount, NativeCurrency, Pair, Token } from '@flaskswap/sdk';
import type { PoolSnapshot } from './pool.ts';

export const E18 = 10n ** 18n;

export const WBNB = new Token({
  chainId: 31337,
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 18,
  symbol: 'WBNB',
});
export const BNB = new NativeCurrency({ wrapped: WBNB });
export const FLASK = new Token({
  chainId: 31337,
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  decimals: 18,
  symbol: 'FLASK',
});
export const DOGE = new Token({
  chainId: 31337,
  address: '0x1111111111111111111111111111111111111111',
  decimals: 8,
  symbol: 'DOGE',
});

export function testPool(
  tokenA: Token,
  reserveA: bigint,
  tokenB: Token,
  reserveB: bigint,
  totalSupply: bigint,
  extra: Partial<PoolSnapshot> = {},
): PoolSnapshot {
  return {
    address: '0x2222222222222222222222222222222222222222',
    pair: new Pair(CurrencyAmount.fromRaw(tokenA, reserveA), CurrencyAmount.fromRaw(tokenB, reserveB)),
    totalSupply,
    kLast: 0n,
    feeOn: false,
    ...extra,
  };
}

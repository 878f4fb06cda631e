import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINIMUM_LIQUIDITY, sqrt } from '../../src/amm/math.ts';
import {
  migrationMinimums,
  migrationQuote,
  priceGapBips,
  pricesDifferBeyondSlippage,
} from '../../src/migration/quote.ts';

const E18 = 10n ** 18n;
// A legacy pair at 1.1 B per A, 1% of its LP held.
const legacy = { reserve0: 100_000n * E18, reserve1: 110_000n * E18, totalSupply: 104_880n * E18 };
const held = legacy.totalSupply / 100n;

describe('migrationQuote', () => {
  it('burns at the legacy reserves, deposits at FlaskSwap’s price and returns the rest', () => {
    const flask = { reserve0: 50_000n * E18, reserve1: 50_000n * E18, totalSupply: 50_000n * E18 };
    const quote = migrationQuote({ legacy, legacyLiquidity: held, flask });
    expect(quote.paid).toEqual([
      (held * legacy.reserve0) / legacy.totalSupply,
      (held * legacy.reserve1) / legacy.totalSupply,
    ]);
    // FlaskSwap's price is 1: all of token0, as much token1, the extra 10% of token1 back.
    expect(quote.deposited).toEqual([quote.paid[0], quote.paid[0]]);
    expect(quote.returned).toEqual([0n, quote.paid[1] - quote.paid[0]]);
    expect(quote.liquidity).toBe(quote.paid[0]);
    expect(quote.createsPair).toBe(false);
  });

  it('puts all of both in a pair FlaskSwap does not have yet, at the legacy price', () => {
    for (const flask of [undefined, { reserve0: 0n, reserve1: 0n, totalSupply: 0n }]) {
      const quote = migrationQuote({ legacy, legacyLiquidity: held, flask });
      expect(quote.createsPair).toBe(true);
      expect(quote.deposited).toEqual(quote.paid);
      expect(quote.returned).toEqual([0n, 0n]);
      expect(quote.liquidity).toBe(sqrt(quote.paid[0] * quote.paid[1]) - MINIMUM_LIQUIDITY);
    }
  });

  it('for any prices: deposit plus return is the payout, one side goes in whole, the deposit is at FlaskSwap’s price', () => {
    const reserve = fc.bigInt({ min: 10n ** 6n, max: 10n ** 30n });
    fc.assert(
      fc.property(reserve, reserve, reserve, reserve, fc.integer({ min: 1, max: 10_000 }), (l0, l1, f0, f1, bips) => {
        const legacyPair = { reserve0: l0, reserve1: l1, totalSupply: sqrt(l0 * l1) };
        const legacyLiquidity = (legacyPair.totalSupply * BigInt(bips)) / 10_000n;
        if (legacyLiquidity * l0 < legacyPair.totalSupply || legacyLiquidity * l1 < legacyPair.totalSupply) return;
        const flask = { reserve0: f0, reserve1: f1, totalSupply: sqrt(f0 * f1) };
        let quote: ReturnType<typeof migrationQuote>;
        try {
          quote = migrationQuote({ legacy: legacyPair, legacyLiquidity, flask });
        } catch {
          return; // too small a deposit to mint any FlaskSwap LP: the contract reverts too
        }
        const [d0, d1] = quote.deposited;
        expect(d0 + quote.returned[0]).toBe(quote.paid[0]);
        expect(d1 + quote.returned[1]).toBe(quote.paid[1]);
        expect(d0 === quote.paid[0] || d1 === quote.paid[1]).toBe(true);
        // d1/d0 within rounding of f1/f0.
        const gap = d1 * f0 > d0 * f1 ? d1 * f0 - d0 * f1 : d0 * f1 - d1 * f0;
        expect(gap <= f0 || gap <= f1).toBe(true);
      }),
    );
  });
});

describe('migrationMinimums', () => {
  it('takes the slippage tolerance off each deposited amount', () => {
    const quote = migrationQuote({ legacy, legacyLiquidity: held, flask: undefined });
    expect(migrationMinimums(quote, 50)).toEqual([
      (quote.deposited[0] * 9950n) / 10_000n,
      (quote.deposited[1] * 9950n) / 10_000n,
    ]);
  });
});

describe('priceGapBips', () => {
  it('measures FlaskSwap’s price against the legacy one, either way', () => {
    const flask = { reserve0: 1_000n, reserve1: 1_000n };
    expect(priceGapBips({ reserve0: 1_000n, reserve1: 1_100n }, flask)).toBe(909n); // 1 vs 1.1: 9.09% below
    expect(priceGapBips({ reserve0: 1_000n, reserve1: 960n }, flask)).toBe(416n); // 1 vs 0.96: 4.16% above
    expect(priceGapBips({ reserve0: 5n, reserve1: 5n }, flask)).toBe(0n);
  });

  it('warns only beyond the slippage tolerance', () => {
    expect(pricesDifferBeyondSlippage(50n, 50)).toBe(false);
    expect(pricesDifferBeyondSlippage(51n, 50)).toBe(true);
    expect(pricesDifferBeyondSlippage(30n, 50)).toBe(false);
  });
});

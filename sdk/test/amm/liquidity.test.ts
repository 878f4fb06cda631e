import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getAddLiquidityAmounts,
  getAmountOut,
  getLiquidityBurned,
  getLiquidityMinted,
  InsufficientLiquidityBurnedError,
  InsufficientLiquidityMintedError,
  MINIMUM_LIQUIDITY,
  protocolFeeLiquidity,
  shareOfPair,
  sqrt,
  totalSupplyAfterProtocolFee,
} from '../../src/index.ts';
import { reserveArb } from '../helpers.ts';

const E = 10n ** 18n;

describe('getLiquidityMinted', () => {
  it('first mint: sqrt(a × b) − MINIMUM_LIQUIDITY', () => {
    const state = { reserve0: 0n, reserve1: 0n, totalSupply: 0n };
    expect(getLiquidityMinted(state, 3n * E, 12n * E)).toBe(6n * E - MINIMUM_LIQUIDITY);
    expect(() => getLiquidityMinted(state, 1000n, 1000n)).toThrow(InsufficientLiquidityMintedError);
  });
  it('later mints: the smaller proportional share', () => {
    const state = { reserve0: 10n * E, reserve1: 20n * E, totalSupply: 10n * E };
    expect(getLiquidityMinted(state, E, 2n * E)).toBe(E);
    expect(getLiquidityMinted(state, E, 10n * E)).toBe(E);
    expect(getLiquidityMinted(state, 5n * E, 2n * E)).toBe(E);
    expect(() => getLiquidityMinted(state, 0n, 1n)).toThrow(InsufficientLiquidityMintedError);
  });
});

describe('getLiquidityBurned', () => {
  it('pays the pro-rata share of both reserves', () => {
    const state = { reserve0: 10n * E, reserve1: 20n * E, totalSupply: 10n * E };
    expect(getLiquidityBurned(state, E)).toEqual({ amount0: E, amount1: 2n * E });
    expect(() => getLiquidityBurned(state, 0n)).toThrow(InsufficientLiquidityBurnedError);
    expect(() => getLiquidityBurned(state, 11n * E)).toThrow();
  });
  it('mint then burn is never profitable (property)', () => {
    fc.assert(
      fc.property(reserveArb, reserveArb, fc.bigInt({ min: 1n, max: 10n ** 24n }), (r0, r1, deposit0) => {
        const totalSupply = sqrt(r0 * r1);
        fc.pre(totalSupply > MINIMUM_LIQUIDITY);
        const deposit1 = (deposit0 * r1) / r0 + 1n;
        const state = { reserve0: r0, reserve1: r1, totalSupply };
        let minted: bigint;
        try {
          minted = getLiquidityMinted(state, deposit0, deposit1);
        } catch {
          return;
        }
        const after = { reserve0: r0 + deposit0, reserve1: r1 + deposit1, totalSupply: totalSupply + minted };
        let burned: { amount0: bigint; amount1: bigint };
        try {
          burned = getLiquidityBurned(after, minted);
        } catch (error) {
          // Too little to pay out both tokens: the burn reverts, which is not a profit either.
          expect(error).toBeInstanceOf(InsufficientLiquidityBurnedError);
          return;
        }
        expect(burned.amount0 <= deposit0 && burned.amount1 <= deposit1).toBe(true);
      }),
    );
  });
});

describe('protocol fee', () => {
  it('is nothing with the fee off or no kLast', () => {
    expect(protocolFeeLiquidity({ reserve0: 4n, reserve1: 4n, totalSupply: 1n, feeOn: false, kLast: 1n })).toBe(0n);
    expect(protocolFeeLiquidity({ reserve0: 4n, reserve1: 4n, totalSupply: 1n, feeOn: true, kLast: 0n })).toBe(0n);
    expect(protocolFeeLiquidity({ reserve0: 4n, reserve1: 4n, totalSupply: 1n, feeOn: true, kLast: 16n })).toBe(0n);
  });
  it('mints supply × (rootK − rootKLast) × 8 / (17 rootK + 8 rootKLast)', () => {
    const state = {
      reserve0: 121n * E,
      reserve1: 100n * E,
      totalSupply: 100n * E,
      feeOn: true,
      kLast: 10_000n * E * E,
    };
    // rootK = 110e18, rootKLast = 100e18
    const expected = (100n * E * 10n * E * 8n) / (110n * E * 17n + 100n * E * 8n);
    expect(protocolFeeLiquidity(state)).toBe(expected);
    expect(totalSupplyAfterProtocolFee(state)).toBe(100n * E + expected);
  });
  it('gives the fee collector 8/25 of the fee growth after swaps (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 18n, max: 10n ** 27n }),
        fc.bigInt({ min: 10n ** 18n, max: 10n ** 27n }),
        fc.array(fc.bigInt({ min: 10n ** 15n, max: 10n ** 24n }), { minLength: 1, maxLength: 10 }),
        (r0, r1, swaps) => {
          const totalSupply = sqrt(r0 * r1);
          let reserve0 = r0;
          let reserve1 = r1;
          swaps.forEach((amountIn, i) => {
            if (i % 2 === 0) {
              const out = getAmountOut(amountIn, reserve0, reserve1);
              reserve0 += amountIn;
              reserve1 -= out;
            } else {
              const out = getAmountOut(amountIn, reserve1, reserve0);
              reserve1 += amountIn;
              reserve0 -= out;
            }
          });
          const state = { reserve0, reserve1, totalSupply, feeOn: true, kLast: r0 * r1 };
          const fee = protocolFeeLiquidity(state);
          // The fee LP's share of sqrt(k) ≈ 8/25 of the growth of sqrt(k) (to rounding).
          const rootK = sqrt(reserve0 * reserve1);
          const growth = rootK - sqrt(r0 * r1);
          const feeValue = (fee * rootK) / (totalSupply + fee);
          const target = (growth * 8n) / 25n;
          const tolerance = target / 10n ** 6n + 2n;
          expect(feeValue >= target - tolerance && feeValue <= target + tolerance).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('getAddLiquidityAmounts and shareOfPair', () => {
  it('uses both desired amounts in a new pool', () => {
    expect(getAddLiquidityAmounts({ amountADesired: 1n, amountBDesired: 7n, reserveA: 0n, reserveB: 0n })).toEqual({
      amountA: 1n,
      amountB: 7n,
    });
  });
  it('keeps the pool ratio otherwise', () => {
    const reserves = { reserveA: 10n * E, reserveB: 20n * E };
    expect(getAddLiquidityAmounts({ amountADesired: E, amountBDesired: 5n * E, ...reserves })).toEqual({
      amountA: E,
      amountB: 2n * E,
    });
    expect(getAddLiquidityAmounts({ amountADesired: 5n * E, amountBDesired: 2n * E, ...reserves })).toEqual({
      amountA: E,
      amountB: 2n * E,
    });
  });
  it('shares', () => {
    expect(shareOfPair(1n, 4n).toFixed(2)).toBe('25.00');
    expect(shareOfPair(1n, 0n).toFixed(2)).toBe('0.00');
  });
});

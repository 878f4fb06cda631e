import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getAmountIn,
  getAmountOut,
  getAmountsIn,
  getAmountsOut,
  InsufficientInputAmountError,
  InsufficientOutputAmountError,
  InsufficientReservesError,
  quote,
  sqrt,
} from '../../src/index.ts';
import { amountArb, reserveArb } from '../helpers.ts';

const E = 10n ** 18n;

describe('getAmountOut', () => {
  // [amountIn, reserveIn, reserveOut] in whole tokens → output in wei, from the 9975/10000 formula.
  const table: [bigint, bigint, bigint, bigint][] = [
    [1n, 5n, 10n, 1663192997082117548n],
    [1n, 10n, 5n, 453512161854967037n],
    [2n, 5n, 10n, 2852037169406719085n],
    [2n, 10n, 5n, 831596498541058774n],
    [1n, 10n, 10n, 907024323709934075n],
    [1n, 100n, 100n, 987648209114086982n],
    [1n, 1000n, 1000n, 996505985279683515n],
  ];
  it.each(table)('%s in against %s/%s', (amountIn, reserveIn, reserveOut, expected) => {
    expect(getAmountOut(amountIn * E, reserveIn * E, reserveOut * E)).toBe(expected);
  });
  it('rejects what the router rejects', () => {
    expect(() => getAmountOut(0n, 1n, 1n)).toThrow(InsufficientInputAmountError);
    expect(() => getAmountOut(1n, 0n, 1n)).toThrow(InsufficientReservesError);
    expect(() => getAmountOut(1n, 1n, 0n)).toThrow(InsufficientReservesError);
  });
  it('quotes 0 for dust, as the router does', () => {
    expect(getAmountOut(1n, 10n ** 20n, 10n ** 18n)).toBe(0n);
  });
});

describe('getAmountIn', () => {
  it('is the smallest input for the output', () => {
    expect(getAmountIn(E, 5n * E, 10n * E)).toBe(556947925368978001n);
    expect(getAmountIn(453305446940074565n, 5n * E, 10n * E)).toBe(238009893524591113n);
  });
  it('rejects what the router rejects', () => {
    expect(() => getAmountIn(0n, 1n, 1n)).toThrow(InsufficientOutputAmountError);
    expect(() => getAmountIn(1n, 0n, 1n)).toThrow(InsufficientReservesError);
    expect(() => getAmountIn(10n, 100n, 10n)).toThrow(InsufficientReservesError);
    expect(() => getAmountIn(11n, 100n, 10n)).toThrow(InsufficientReservesError);
  });

  it('getAmountOut(getAmountIn(out)) ≥ out (property)', () => {
    fc.assert(
      fc.property(reserveArb, reserveArb, amountArb, (reserveIn, reserveOut, wanted) => {
        fc.pre(wanted < reserveOut);
        const amountIn = getAmountIn(wanted, reserveIn, reserveOut);
        expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBeGreaterThanOrEqual(wanted);
      }),
    );
  });
  it('getAmountIn is minimal: one wei less gives less than the output (property)', () => {
    fc.assert(
      fc.property(reserveArb, reserveArb, amountArb, (reserveIn, reserveOut, wanted) => {
        fc.pre(wanted < reserveOut);
        const amountIn = getAmountIn(wanted, reserveIn, reserveOut);
        fc.pre(amountIn > 1n);
        expect(getAmountOut(amountIn - 1n, reserveIn, reserveOut)).toBeLessThan(wanted);
      }),
    );
  });
  it('getAmountIn(getAmountOut(in)) ≤ in (property)', () => {
    fc.assert(
      fc.property(reserveArb, reserveArb, amountArb, (reserveIn, reserveOut, amountIn) => {
        const out = getAmountOut(amountIn, reserveIn, reserveOut);
        fc.pre(out > 0n);
        expect(getAmountIn(out, reserveIn, reserveOut)).toBeLessThanOrEqual(amountIn);
      }),
    );
  });
  it('never lets k drop after the fee (property)', () => {
    fc.assert(
      fc.property(reserveArb, reserveArb, amountArb, (reserveIn, reserveOut, amountIn) => {
        const out = getAmountOut(amountIn, reserveIn, reserveOut);
        // The pair's check: (balanceIn×10000 − in×25) × balanceOut×10000 ≥ rIn × rOut × 10000².
        const adjustedIn = (reserveIn + amountIn) * 10_000n - amountIn * 25n;
        const adjustedOut = (reserveOut - out) * 10_000n;
        expect(adjustedIn * adjustedOut >= reserveIn * reserveOut * 10n ** 8n).toBe(true);
      }),
    );
  });
});

describe('getAmountsOut / getAmountsIn', () => {
  it('chain the hops', () => {
    const reserves = [
      [5n * E, 10n * E],
      [10n * E, 5n * E],
    ] as const;
    const out = getAmountsOut(E, reserves);
    expect(out).toEqual([E, 1663192997082117548n, getAmountOut(1663192997082117548n, 10n * E, 5n * E)]);
    const back = getAmountsIn(out[2]!, reserves);
    expect(back[2]).toBe(out[2]);
    expect(back[0]).toBeLessThanOrEqual(E);
  });
});

describe('quote and sqrt', () => {
  it('quote is the pool ratio without fee', () => {
    expect(quote(E, 5n * E, 10n * E)).toBe(2n * E);
    expect(() => quote(0n, 1n, 1n)).toThrow(InsufficientInputAmountError);
    expect(() => quote(1n, 0n, 1n)).toThrow(InsufficientReservesError);
  });
  it('sqrt is the floor square root', () => {
    expect([0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n].map(sqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 3n, 4n, 4n]);
    expect(() => sqrt(-1n)).toThrow();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), (value) => {
        const root = sqrt(value);
        expect(root * root <= value && (root + 1n) * (root + 1n) > value).toBe(true);
      }),
    );
  });
});

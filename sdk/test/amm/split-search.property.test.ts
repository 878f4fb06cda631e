// The split search against a brute-force search (split-brute-force.ts) on small graphs: every
// route, every ordered choice of routes, every share on the same grid. Each property counts the
// cases that found a route and a split, and fails under a floor, so a generator that stops
// producing routes cannot make it pass.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { PairIndex } from '../../src/amm/pair-index.ts';
import { searchSplit } from '../../src/amm/split-search.ts';
import {
  bestSplitTradeExactIn,
  bestSplitTradeExactOut,
  bestTradeExactIn,
  bestTradeExactOut,
  CurrencyAmount,
  type Pair,
  ZERO_PERCENT,
} from '../../src/index.ts';
import { pair, testToken } from '../helpers.ts';
import { bruteForceBestTotal, type Direction, runSplit } from './split-brute-force.ts';

const E = 10n ** 18n;
const TOKENS = 5;
const tokens = Array.from({ length: TOKENS }, (_, i) => testToken(i));
const [tokenIn, tokenOut] = [tokens[0]!, tokens[1]!];
const combos: [number, number][] = [];
for (let i = 0; i < TOKENS; i++) for (let j = i + 1; j < TOKENS; j++) combos.push([i, j]);

/**
 * Markets without arbitrage, as real ones are kept: each token has a price, each pair a depth
 * (in value, 10^3 to 10^6 of the unit) and reserves at those prices within ±0.5%.
 */
const pricedMarketArb = fc
  .record({
    prices: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: TOKENS, maxLength: TOKENS }),
    chosen: fc.uniqueArray(fc.integer({ min: 0, max: combos.length - 1 }), { minLength: 3, maxLength: 7 }),
    depths: fc.array(fc.tuple(fc.integer({ min: 1000, max: 1_000_000 }), fc.integer({ min: -50, max: 50 })), {
      minLength: 7,
      maxLength: 7,
    }),
  })
  .map(({ prices, chosen, depths }) =>
    chosen.map((combo, k) => {
      const [i, j] = combos[combo]!;
      const [depth, noiseBips] = depths[k]!;
      const reserveI = (BigInt(depth) * 1000n * E) / BigInt(prices[i]!);
      const reserveJ = (BigInt(depth) * BigInt(1000 * (10_000 + noiseBips)) * E) / 10_000n / BigInt(prices[j]!);
      return pair(tokens[i]!, reserveI, tokens[j]!, reserveJ);
    }),
  );

/** Any reserves from 100 to 10^6 tokens, prices unrelated: arbitrage everywhere. */
const anyMarketArb = fc
  .record({
    chosen: fc.uniqueArray(fc.integer({ min: 0, max: combos.length - 1 }), { minLength: 4, maxLength: 7 }),
    reserves: fc.array(
      fc.tuple(fc.bigInt({ min: 100n * E, max: 10n ** 6n * E }), fc.bigInt({ min: 100n * E, max: 10n ** 6n * E })),
      {
        minLength: 7,
        maxLength: 7,
      },
    ),
  })
  .map(({ chosen, reserves }) =>
    chosen.map((combo, k) =>
      pair(tokens[combos[combo]![0]]!, reserves[k]![0], tokens[combos[combo]![1]]!, reserves[k]![1]),
    ),
  );

/** A trade of 0.01% to 50% of the deepest reserve of the typed side's token. */
function tradeAmount(pairs: readonly Pair[], direction: Direction, bips: number): bigint {
  const typed = direction === 'exactIn' ? tokenIn : tokenOut;
  let deepest = 0n;
  for (const p of pairs)
    if (p.involvesToken(typed) && p.reserveOf(typed).raw > deepest) deepest = p.reserveOf(typed).raw;
  return (deepest * BigInt(bips)) / 10_000n;
}

const better = (direction: Direction, a: bigint, b: bigint) => (direction === 'exactIn' ? a > b : a < b);

/** Counts of what the generated cases produced, checked against floors after each property. */
const counts = { routed: 0, split: 0, runs: 0 };
function resetCounts() {
  counts.routed = 0;
  counts.split = 0;
  counts.runs = 0;
}
function expectFloors(runs: number, routedShare: number, splitShare: number) {
  expect(counts.runs).toBe(runs);
  expect(counts.routed).toBeGreaterThanOrEqual(Math.ceil(runs * routedShare));
  expect(counts.split).toBeGreaterThanOrEqual(Math.ceil(runs * splitShare));
}

/** Any small graph (arbitrage included): never above the brute-force optimum, amounts exact. */
function checkAnySmallGraph(runs: number, seed?: number) {
  fc.assert(
    fc.property(
      anyMarketArb,
      fc.constantFrom<Direction>('exactIn', 'exactOut'),
      fc.integer({ min: 1, max: 5000 }),
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 2, max: 3 }),
      (pairs, direction, bips, maxParts, maxHops) => {
        counts.runs++;
        const amount = tradeAmount(pairs, direction, bips);
        if (amount === 0n) return;
        const options = { maxParts, maxHops, steps: 10, candidates: 8 };
        const found = searchSplit(new PairIndex(pairs), direction, tokenIn.key, tokenOut.key, amount, options);
        const brute = bruteForceBestTotal(pairs, direction, tokenIn, tokenOut, amount, options);
        if (brute === undefined) {
          expect(found).toBeUndefined();
          return;
        }
        counts.routed++;
        // The brute force finds a working split: so does the search (from some start).
        expect(found).toBeDefined();
        if (!found) return;
        if (found.routes.length > 1) counts.split++;
        expect(better(direction, found.total, brute)).toBe(false);
        expect(found.routes.length).toBeLessThanOrEqual(maxParts);
        expect(found.steps.reduce((a, b) => a + b, 0)).toBe(10);
        expect(found.amounts.reduce((a, b) => a + b, 0n)).toBe(amount);
        expect(runSplit(pairs, direction, tokenIn, found.routes, found.amounts)).toEqual(found.quotes);
        expect(found.quotes.reduce((a, b) => a + b, 0n)).toBe(found.total);
      },
    ),
    { numRuns: runs, seed },
  );
}

describe('split search against brute force', () => {
  afterAll(resetCounts);

  it('on any small graph (arbitrage included): never above the brute-force optimum, amounts exact (property)', () => {
    resetCounts();
    checkAnySmallGraph(200);
    expectFloors(200, 0.5, 0.03);
  });

  it('finds the uneven split of two routes that alone pays an exact output (CI seed -915315103)', () => {
    resetCounts();
    checkAnySmallGraph(30, -915315103);
  });

  it('on markets without arbitrage: the brute-force optimum in nearly every case, never far from it (property)', () => {
    // Statistical, so with a fixed seed: the same 300 markets every run. Misses come from splits
    // the step-by-step search cannot reach (routes crossing one pair both ways, or a better order
    // that needs other shares at once); none has been more than a few percent.
    resetCounts();
    const runs = 300;
    let exact = 0;
    let within10Bips = 0;
    let worst = 0;
    fc.assert(
      fc.property(
        pricedMarketArb,
        fc.constantFrom<Direction>('exactIn', 'exactOut'),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 2, max: 3 }),
        fc.constantFrom(2, 3),
        (pairs, direction, bips, maxParts, maxHops) => {
          counts.runs++;
          const amount = tradeAmount(pairs, direction, bips);
          const options = { maxParts, maxHops, steps: 10, candidates: 8 };
          const brute = bruteForceBestTotal(pairs, direction, tokenIn, tokenOut, amount, options);
          const found = searchSplit(new PairIndex(pairs), direction, tokenIn.key, tokenOut.key, amount, options);
          if (brute === undefined) return;
          counts.routed++;
          expect(found).toBeDefined();
          if (!found) return;
          if (found.routes.length > 1) counts.split++;
          const gap = direction === 'exactIn' ? brute - found.total : found.total - brute;
          expect(gap).toBeGreaterThanOrEqual(0n);
          if (gap === 0n) exact++;
          if (gap * 10_000n <= brute * 10n) within10Bips++;
          worst = Math.max(worst, Number((gap * 1_000_000n) / brute) / 10_000);
        },
      ),
      { numRuns: runs, seed: 34 },
    );
    expectFloors(runs, 0.6, 0.15);
    expect(within10Bips / counts.routed).toBeGreaterThanOrEqual(0.97);
    expect(exact / counts.routed).toBeGreaterThanOrEqual(0.9);
    expect(worst).toBeLessThan(3); // percent
  });

  it('in 5% steps, two parts: never below the best single route, never above the brute force (property)', () => {
    resetCounts();
    const runs = 150;
    fc.assert(
      fc.property(
        pricedMarketArb,
        fc.constantFrom<Direction>('exactIn', 'exactOut'),
        fc.integer({ min: 1, max: 3000 }),
        (pairs, direction, bips) => {
          counts.runs++;
          const amount = tradeAmount(pairs, direction, bips);
          if (amount === 0n) return;
          const options = { maxParts: 2, maxHops: 3, minimumDelta: ZERO_PERCENT };
          const trade =
            direction === 'exactIn'
              ? bestSplitTradeExactIn(pairs, CurrencyAmount.fromRaw(tokenIn, amount), tokenOut, options)
              : bestSplitTradeExactOut(pairs, tokenIn, CurrencyAmount.fromRaw(tokenOut, amount), options);
          const [single] =
            direction === 'exactIn'
              ? bestTradeExactIn(pairs, CurrencyAmount.fromRaw(tokenIn, amount), tokenOut, { maxNumResults: 1 })
              : bestTradeExactOut(pairs, tokenIn, CurrencyAmount.fromRaw(tokenOut, amount), { maxNumResults: 1 });
          const brute = bruteForceBestTotal(pairs, direction, tokenIn, tokenOut, amount, { ...options, steps: 20 });
          if (brute === undefined) {
            expect(trade).toBeUndefined();
            return;
          }
          counts.routed++;
          expect(trade).toBeDefined();
          if (!trade) return;
          if (trade.isSplit) counts.split++;
          const total = direction === 'exactIn' ? trade.outputAmount.raw : trade.inputAmount.raw;
          if (single) {
            const singleTotal = direction === 'exactIn' ? single.outputAmount.raw : single.inputAmount.raw;
            expect(better(direction, singleTotal, total)).toBe(false);
          }
          expect(better(direction, total, brute)).toBe(false);
          const typed = direction === 'exactIn' ? trade.inputAmount.raw : trade.outputAmount.raw;
          expect(typed).toBe(amount);
          for (const part of trade.parts) expect((part.share.numerator * 20n) % part.share.denominator).toBe(0n);
        },
      ),
      { numRuns: runs },
    );
    expectFloors(runs, 0.6, 0.1);
  });
});

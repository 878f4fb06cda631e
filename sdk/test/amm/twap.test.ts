import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averagePrices, observePair, type PairOracleState } from '../../src/index.ts';

const Q112 = 2n ** 112n;
const E18 = 10n ** 18n;

/** A pair that held `reserve0`/`reserve1` since `at`, with accumulators `start`. */
const pairState = (reserve0: bigint, reserve1: bigint, at: number, start = 0n): PairOracleState => ({
  price0CumulativeLast: start,
  price1CumulativeLast: start,
  reserve0,
  reserve1,
  blockTimestampLast: at,
});

describe('observePair', () => {
  it('adds the current prices for the seconds since the last update, as the pair would', () => {
    const seen = observePair(pairState(100n, 250n, 1_000), 1_010);
    expect(seen.price0Cumulative).toBe(((250n * Q112) / 100n) * 10n);
    expect(seen.price1Cumulative).toBe(((100n * Q112) / 250n) * 10n);
  });
  it('adds nothing in the second of the update, nor for an empty pair', () => {
    expect(observePair(pairState(100n, 250n, 1_000, 7n), 1_000).price0Cumulative).toBe(7n);
    expect(observePair(pairState(0n, 0n, 1_000, 7n), 2_000).price0Cumulative).toBe(7n);
  });
  it('wraps like the contract: uint32 time and uint256 accumulators', () => {
    const nearTop = 2n ** 256n - 1n;
    const seen = observePair(pairState(1n, 1n, 2 ** 32 - 1, nearTop), 2 ** 32 + 1);
    expect(seen.price0Cumulative).toBe(2n * Q112 - 1n);
  });
});

describe('averagePrices', () => {
  it('weighs each price by the seconds it held', () => {
    // 2.0 for 90 s, then 10.0 for 10 s: a short spike barely moves the average.
    const start = observePair(pairState(100n, 200n, 0), 0);
    const beforeSpike = observePair(pairState(100n, 200n, 0), 90);
    const spiked = { ...pairState(100n, 1_000n, 90), price0CumulativeLast: beforeSpike.price0Cumulative };
    const end = observePair(spiked, 100);
    const average = averagePrices(start, end)!;
    expect(average.price0).toBeGreaterThanOrEqual((28n * E18) / 10n - 1n);
    expect(average.price0).toBeLessThanOrEqual((28n * E18) / 10n);
  });
  it('is undefined when no time passed', () => {
    const seen = observePair(pairState(100n, 200n, 0), 5);
    expect(averagePrices(seen, seen)).toBeUndefined();
  });
  it('equals the spot price of reserves that never moved, across an accumulator wrap', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1000n, max: 2n ** 112n - 1n }),
        fc.bigInt({ min: 1000n, max: 2n ** 112n - 1n }),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (reserve0, reserve1, start, seconds) => {
          const state = pairState(reserve0, reserve1, 50, start);
          const average = averagePrices(observePair(state, 50), observePair(state, 50 + seconds))!;
          expect(average.price0).toBe((((reserve1 * Q112) / reserve0) * E18) / Q112);
          expect(average.price1).toBe((((reserve0 * Q112) / reserve1) * E18) / Q112);
        },
      ),
    );
  });
});

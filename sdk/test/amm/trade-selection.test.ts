import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeOurs } from '../../bench/pancake.ts';
import {
  BETTER_TRADE_LESS_HOPS_THRESHOLD,
  bestTradeExactIn,
  bestTradeExactInWithHopPreference,
  bestTradeExactOut,
  bestTradeExactOutWithHopPreference,
  isTradeBetter,
  type Pair,
  Percent,
  Route,
  type Trade,
} from '../../src/index.ts';
import { amount, amountArb, pair, pairSetArb, testToken } from '../helpers.ts';

const E = 10n ** 18n;
const [t0, t1, t2] = [testToken(0), testToken(1), testToken(2)];

/** A set of pairs over six tokens, the tokens in and out, and an amount. */
const searchArbs = [
  pairSetArb(6, 12),
  fc.integer({ min: 0, max: 5 }),
  fc.integer({ min: 0, max: 5 }),
  amountArb,
] as const;

describe('isTradeBetter', () => {
  const direct = bestTradeExactIn([pair(t0, 1000n * E, t2, 1000n * E)], amount(t0, E), t2)[0]!;
  const better = bestTradeExactIn([pair(t0, 1000n * E, t2, 1010n * E)], amount(t0, E), t2)[0]!;

  it('compares execution prices, with an optional margin', () => {
    expect(isTradeBetter(direct, better)).toBe(true);
    expect(isTradeBetter(better, direct)).toBe(false);
    expect(isTradeBetter(direct, better, Percent.fromBips(50))).toBe(true);
    expect(isTradeBetter(direct, better, Percent.fromBips(150))).toBe(false);
  });
  it('handles missing trades', () => {
    expect(isTradeBetter(direct, undefined)).toBe(false);
    expect(isTradeBetter(undefined, direct)).toBe(true);
    expect(isTradeBetter(undefined, undefined)).toBeUndefined();
  });
  it("throws 'Trades are not comparable' across currencies or trade types", () => {
    const reversed = bestTradeExactIn([pair(t0, 1000n * E, t2, 1000n * E)], amount(t2, E), t0)[0]!;
    const exactOut = bestTradeExactOut([pair(t0, 1000n * E, t2, 1000n * E)], t0, amount(t2, E))[0]!;
    expect(() => isTradeBetter(direct, reversed as never)).toThrow('Trades are not comparable');
    expect(() => isTradeBetter(direct, exactOut as never)).toThrow('Trades are not comparable');
  });
});

describe('hop preference', () => {
  it('is 0.5%', () => {
    expect(BETTER_TRADE_LESS_HOPS_THRESHOLD.toFixed(2)).toBe('0.50');
  });

  // Direct pool 1000:1000; the two-hop route is made better by a factor `edge` (in 1/10000).
  const market = (edgeBips: bigint): Pair[] => [
    pair(t0, 1000n * E, t2, 1000n * E),
    pair(t0, 10n ** 9n * E, t1, 10n ** 9n * E),
    pair(t1, 10n ** 9n * E, t2, (10n ** 9n * E * (10_000n + edgeBips)) / 10_000n),
  ];

  it('keeps the direct route unless the longer one is better by more than 0.5%', () => {
    let sawDirect = false;
    let sawTwoHops = false;
    for (const edge of [0n, 30n, 60n, 80n, 100n, 120n, 200n]) {
      const pairs = market(edge);
      const [direct] = bestTradeExactIn(pairs, amount(t0, E), t2, { maxHops: 1 });
      const [twoHops] = bestTradeExactIn(pairs.slice(1), amount(t0, E), t2);
      const chosen = bestTradeExactInWithHopPreference(pairs, amount(t0, E), t2)!;
      const longerWins = twoHops!.outputAmount.raw * 10_000n > direct!.outputAmount.raw * 10_050n;
      expect(chosen.route.pairs.length).toBe(longerWins ? 2 : 1);
      if (longerWins) sawTwoHops = true;
      else sawDirect = true;
    }
    expect(sawDirect && sawTwoHops).toBe(true);
  });
  it('single-hop mode only looks at direct pairs', () => {
    const pairs = market(500n);
    expect(bestTradeExactInWithHopPreference(pairs, amount(t0, E), t2)!.route.pairs.length).toBe(2);
    expect(
      bestTradeExactInWithHopPreference(pairs, amount(t0, E), t2, { singleHopOnly: true })!.route.pairs.length,
    ).toBe(1);
    expect(
      bestTradeExactOutWithHopPreference(pairs, t0, amount(t2, E), { singleHopOnly: true })!.route.pairs.length,
    ).toBe(1);
    expect(
      bestTradeExactInWithHopPreference(pairs.slice(1), amount(t0, E), t2, { singleHopOnly: true }),
    ).toBeUndefined();
    expect(() => bestTradeExactInWithHopPreference(pairs, amount(t0, E), t2, { maxHops: 0 })).toThrow();
  });

  /** The rule spelled out: best trade within 1, 2, … maxHops hops, replacing only on a clear win. */
  function naive(trades: (maxHops: number) => Trade | undefined, maxHops: number): Trade | undefined {
    let chosen: Trade | undefined;
    for (let hops = 1; hops <= maxHops; hops++) {
      const candidate = trades(hops);
      if (isTradeBetter(chosen, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) chosen = candidate;
    }
    return chosen;
  }

  it('one search gives the same choice as searching each hop limit (property)', () => {
    fc.assert(
      fc.property(...searchArbs, fc.integer({ min: 1, max: 3 }), ({ tokens, pairs }, from, to, raw, maxHops) => {
        fc.pre(from !== to);
        const [tokenIn, tokenOut] = [tokens[from]!, tokens[to]!];
        const exactIn = bestTradeExactInWithHopPreference(pairs, amount(tokenIn, raw), tokenOut, { maxHops });
        const expectedIn = naive(
          (hops) => bestTradeExactIn(pairs, amount(tokenIn, raw), tokenOut, { maxHops: hops, maxNumResults: 1 })[0],
          maxHops,
        );
        expect(describeOurs(exactIn ? [exactIn] : [])).toEqual(describeOurs(expectedIn ? [expectedIn] : []));
        const exactOut = bestTradeExactOutWithHopPreference(pairs, tokenIn, amount(tokenOut, raw), { maxHops });
        const expectedOut = naive(
          (hops) => bestTradeExactOut(pairs, tokenIn, amount(tokenOut, raw), { maxHops: hops, maxNumResults: 1 })[0],
          maxHops,
        );
        expect(describeOurs(exactOut ? [exactOut] : [])).toEqual(describeOurs(expectedOut ? [expectedOut] : []));
      }),
      { numRuns: 150 },
    );
  });

  it('a chosen longer route always beats every shorter one by more than 0.5% (property)', () => {
    // Cases that reached the comparison: a generator that stops producing multi-hop choices fails.
    let compared = 0;
    fc.assert(
      fc.property(...searchArbs, ({ tokens, pairs }, from, to, raw) => {
        fc.pre(from !== to);
        const [tokenIn, tokenOut] = [tokens[from]!, tokens[to]!];
        const chosen = bestTradeExactInWithHopPreference(pairs, amount(tokenIn, raw), tokenOut);
        if (!chosen) return;
        const hops = chosen.route.pairs.length;
        if (hops === 1) return;
        const [shorter] = bestTradeExactIn(pairs, amount(tokenIn, raw), tokenOut, { maxHops: hops - 1 });
        if (shorter) {
          compared++;
          expect(chosen.outputAmount.raw * 10_000n > shorter.outputAmount.raw * 10_050n).toBe(true);
        }
        expect(chosen.route).toBeInstanceOf(Route);
      }),
      { numRuns: 150 },
    );
    // 30-39 of 150 in practice; under 10 means the generator lost its multi-hop graphs.
    expect(compared).toBeGreaterThanOrEqual(10);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeOurs,
  describeTheirs,
  pancakeBestTradeExactIn,
  pancakeBestTradeExactOut,
  toPancake,
} from '../../bench/pancake.ts';
import {
  bestTradeExactIn,
  bestTradeExactOut,
  CurrencyAmount,
  type Pair,
  PairIndex,
  Route,
  type Token,
  Trade,
} from '../../src/index.ts';
import { amount, BNB, pair, pairSetArb, testToken, WBNB } from '../helpers.ts';

const E = 10n ** 18n;
const [t0, t1, t2, t3] = [testToken(0), testToken(1), testToken(2), testToken(3)];
const pairs = [
  pair(t0, 1000n * E, t1, 1000n * E),
  pair(t0, 1000n * E, t2, 1000n * E),
  pair(t0, 1000n * E, t3, 1000n * E),
  pair(t1, 1000n * E, t3, 1200n * E),
  pair(t2, 1000n * E, t3, 1000n * E),
];

describe('bestTradeExactIn', () => {
  it('finds every route to the output, best first', () => {
    const trades = bestTradeExactIn(pairs, amount(t0, E), t3, { maxNumResults: 10 });
    expect(trades.map((trade) => trade.route.path.map((token) => token.symbol).join('>'))).toEqual([
      'T0>T1>T3',
      'T0>T3',
      'T0>T2>T3',
    ]);
    for (let i = 1; i < trades.length; i++) {
      expect(trades[i - 1]!.outputAmount.raw >= trades[i]!.outputAmount.raw).toBe(true);
    }
  });
  it('respects maxHops and maxNumResults', () => {
    expect(bestTradeExactIn(pairs, amount(t0, E), t3, { maxHops: 1 }).map((t) => t.route.pairs.length)).toEqual([1]);
    expect(bestTradeExactIn(pairs, amount(t0, E), t3, { maxNumResults: 1 })).toHaveLength(1);
    expect(() => bestTradeExactIn(pairs, amount(t0, E), t3, { maxHops: 0 })).toThrow();
    expect(() => bestTradeExactIn(pairs, amount(t0, E), t3, { maxNumResults: 0 })).toThrow();
  });
  it('returns nothing without a route, for unknown tokens, or for nothing in', () => {
    expect(bestTradeExactIn([pairs[0]!], amount(t0, E), t3)).toEqual([]);
    expect(bestTradeExactIn(pairs, amount(testToken(9), E), t3)).toEqual([]);
    expect(bestTradeExactIn(pairs, amount(t0, 0n), t3)).toEqual([]);
    expect(bestTradeExactIn([], amount(t0, E), t3)).toEqual([]);
  });
  it('skips pairs without liquidity and hops that would output nothing', () => {
    const thin = [pair(t0, 10n ** 30n, t3, 1n), pair(t0, 1000n * E, t1, 1000n * E), pair(t1, 1000n * E, t3, 1000n * E)];
    expect(bestTradeExactIn(thin, amount(t0, 1000n), t3).map((t) => t.route.pairs.length)).toEqual([2]);
  });
  it('trades BNB through WBNB pairs and keeps BNB on the trade', () => {
    const bnbPairs = [pair(WBNB, 1000n * E, t0, 1000n * E), ...pairs];
    const [trade] = bestTradeExactIn(bnbPairs, CurrencyAmount.fromRaw(BNB, E), t3);
    expect(trade!.inputAmount.currency).toBe(BNB);
    expect(trade!.route.path[0]).toBe(WBNB);
    const [back] = bestTradeExactOut(bnbPairs, t3, CurrencyAmount.fromRaw(BNB, E));
    expect(back!.outputAmount.currency).toBe(BNB);
  });
  it('accepts a PairIndex kept across searches', () => {
    const index = new PairIndex(pairs);
    for (const raw of [E, 2n * E, 10n * E]) {
      expect(describeOurs(bestTradeExactIn(index, amount(t0, raw), t3))).toEqual(
        describeOurs(bestTradeExactIn(pairs, amount(t0, raw), t3)),
      );
      expect(describeOurs(bestTradeExactOut(index, t1, amount(t2, raw)))).toEqual(
        describeOurs(bestTradeExactOut(pairs, t1, amount(t2, raw))),
      );
    }
  });
  it('never mixes chains: the same address on another chain is another token', () => {
    const other = [pair(testToken(0, 18, 97), 1000n * E, testToken(3, 18, 97), 1000n * E)];
    expect(bestTradeExactIn(other, amount(t0, E), t3)).toEqual([]);
  });
});

describe('bestTradeExactOut', () => {
  it('finds the cheapest routes, best first', () => {
    const trades = bestTradeExactOut(pairs, t0, amount(t3, E), { maxNumResults: 10 });
    expect(trades.map((trade) => trade.route.path.map((token) => token.symbol).join('>'))).toEqual([
      'T0>T1>T3',
      'T0>T3',
      'T0>T2>T3',
    ]);
    expect(trades.every((trade) => trade.outputAmount.raw === E)).toBe(true);
  });
  it('skips pools that cannot pay the output, and a zero output', () => {
    expect(bestTradeExactOut(pairs, t0, amount(t3, 1000n * E))).toEqual([]);
    expect(bestTradeExactOut(pairs, t0, amount(t3, 0n))).toEqual([]);
  });
});

/** Every route over distinct tokens from `tokenIn` to `tokenOut` with at most `maxHops` pairs. */
function allRoutes(pairList: readonly Pair[], tokenIn: Token, tokenOut: Token, maxHops: number): Pair[][] {
  const routes: Pair[][] = [];
  const walk = (token: Token, path: Pair[], visited: Set<string>) => {
    for (const p of pairList) {
      if (!p.involvesToken(token) || path.includes(p)) continue;
      const next = p.otherToken(token);
      if (visited.has(next.address)) continue;
      if (next.equals(tokenOut)) routes.push([...path, p]);
      else if (path.length + 1 < maxHops) walk(next, [...path, p], new Set([...visited, next.address]));
    }
  };
  walk(tokenIn, [], new Set([tokenIn.address]));
  return routes;
}

/** The trades `make` builds on each route of at most `maxHops` (a route it cannot trade on is left out). */
function singleRouteTrades(
  pairList: readonly Pair[],
  tokenIn: Token,
  tokenOut: Token,
  maxHops: number,
  make: (route: Route) => Trade,
): Trade[] {
  const trades: Trade[] = [];
  for (const routePairs of allRoutes(pairList, tokenIn, tokenOut, maxHops)) {
    try {
      trades.push(make(new Route(routePairs, tokenIn, tokenOut)));
    } catch {}
  }
  return trades;
}

const query = fc.record({
  set: pairSetArb(7, 14),
  from: fc.integer({ min: 0, max: 6 }),
  to: fc.integer({ min: 0, max: 6 }),
  amount: fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 28n })),
  maxHops: fc.integer({ min: 1, max: 3 }),
  maxNumResults: fc.integer({ min: 1, max: 4 }),
});

describe('best trade properties', () => {
  it('exact in is never worse than any single route (property)', () => {
    fc.assert(
      fc.property(query, ({ set, from, to, amount: raw, maxHops }) => {
        fc.pre(from !== to);
        const [tokenIn, tokenOut] = [set.tokens[from]!, set.tokens[to]!];
        const [best] = bestTradeExactIn(set.pairs, amount(tokenIn, raw), tokenOut, { maxHops });
        for (const trade of singleRouteTrades(set.pairs, tokenIn, tokenOut, maxHops, (route) =>
          Trade.exactIn(route, amount(tokenIn, raw)),
        )) {
          expect(best).toBeDefined();
          expect(best!.outputAmount.raw >= trade.outputAmount.raw).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('exact out is never worse than any single route, and its input buys at least the output (property)', () => {
    fc.assert(
      fc.property(query, ({ set, from, to, amount: raw, maxHops, maxNumResults }) => {
        fc.pre(from !== to);
        const [tokenIn, tokenOut] = [set.tokens[from]!, set.tokens[to]!];
        const trades = bestTradeExactOut(set.pairs, tokenIn, amount(tokenOut, raw), { maxHops, maxNumResults });
        for (const trade of trades) {
          expect(Trade.exactIn(trade.route, trade.inputAmount).outputAmount.raw >= raw).toBe(true);
        }
        for (const trade of singleRouteTrades(set.pairs, tokenIn, tokenOut, maxHops, (route) =>
          Trade.exactOut(route, amount(tokenOut, raw)),
        )) {
          expect(trades[0]!.inputAmount.raw <= trade.inputAmount.raw).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("returns exactly @pancakeswap/sdk's trades: same routes, same amounts, same order (property)", () => {
    fc.assert(
      fc.property(query, ({ set, from, to, amount: raw, maxHops, maxNumResults }) => {
        fc.pre(from !== to);
        const [tokenIn, tokenOut] = [set.tokens[from]!, set.tokens[to]!];
        const theirs = toPancake(set.pairs);
        const options = { maxHops, maxNumResults };
        let theirsIn: string[];
        let theirsOut: string[];
        try {
          theirsIn = describeTheirs(
            pancakeBestTradeExactIn(theirs.pairs, theirs.token(tokenIn), raw, theirs.token(tokenOut), options),
          );
          theirsOut = describeTheirs(
            pancakeBestTradeExactOut(theirs.pairs, theirs.token(tokenIn), raw, theirs.token(tokenOut), options),
          );
        } catch {
          // Their mid-price quote must fit in uint256; extreme random reserves break that. Not a real market.
          return;
        }
        expect(describeOurs(bestTradeExactIn(set.pairs, amount(tokenIn, raw), tokenOut, options))).toEqual(theirsIn);
        expect(describeOurs(bestTradeExactOut(set.pairs, tokenIn, amount(tokenOut, raw), options))).toEqual(theirsOut);
      }),
      { numRuns: 150 },
    );
  });

  it('breaks exact ties like @pancakeswap/sdk: mid price, then hops, then discovery order', () => {
    // Identical pools everywhere: many routes give the same output.
    const tokens = [t0, t1, t2, t3, testToken(4)];
    const same: Pair[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (let j = i + 1; j < tokens.length; j++) same.push(pair(tokens[i]!, 10n ** 6n, tokens[j]!, 10n ** 6n));
    }
    const theirs = toPancake(same);
    for (const raw of [1n, 2n, 1000n, 10n ** 5n]) {
      const options = { maxHops: 3, maxNumResults: 5 };
      expect(describeOurs(bestTradeExactIn(same, amount(t0, raw), t3, options))).toEqual(
        describeTheirs(pancakeBestTradeExactIn(theirs.pairs, theirs.token(t0), raw, theirs.token(t3), options)),
      );
      expect(describeOurs(bestTradeExactOut(same, t0, amount(t3, raw), options))).toEqual(
        describeTheirs(pancakeBestTradeExactOut(theirs.pairs, theirs.token(t0), raw, theirs.token(t3), options)),
      );
    }
  });
});

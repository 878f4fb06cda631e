import { describe, expect, it } from 'vitest';
import { searchSplit } from '../../src/amm/split-search.ts';
import {
  bestSplitTradeExactIn,
  bestSplitTradeExactOut,
  bestTradeExactIn,
  bestTradeExactInWithHopPreference,
  CurrencyAmount,
  chooseTradeExactIn,
  computeSplitPriceBreakdown,
  computeTradePriceBreakdown,
  type Pair,
  PairIndex,
  Percent,
  SPLIT_SWAP_GAS,
  SplitTrade,
  splitExtraGas,
  Trade,
} from '../../src/index.ts';
import { amount, BNB, pair, testToken, WBNB } from '../helpers.ts';
import { runSplit } from './split-brute-force.ts';

const E = 10n ** 18n;
const [t0, t1, t2, t3] = [testToken(0), testToken(1), testToken(2), testToken(3)];

/** t0 → t1 two ways that share no pair: direct, and through t2 (both deep, same price). */
const parallel: Pair[] = [
  pair(t0, 1_000_000n * E, t1, 1_000_000n * E),
  pair(t0, 2_000_000n * E, t2, 2_000_000n * E),
  pair(t2, 2_000_000n * E, t1, 2_000_000n * E),
];

/** t0 → t1 through one shared pair t0-t3, then t3 → t1 directly or through t2. */
const sharedFirstHop: Pair[] = [
  pair(t0, 5_000_000n * E, t3, 5_000_000n * E),
  pair(t3, 300_000n * E, t1, 300_000n * E),
  pair(t3, 300_000n * E, t2, 300_000n * E),
  pair(t2, 300_000n * E, t1, 300_000n * E),
];

function partRoutes(trade: SplitTrade, pairs: readonly Pair[]): number[][] {
  return trade.parts.map((part) => part.route.pairs.map((p) => pairs.indexOf(p)));
}

describe('bestSplitTradeExactIn', () => {
  it('splits a large trade over two routes that share no pair, each part quoted on its own', () => {
    const trade = bestSplitTradeExactIn(parallel, amount(t0, 100_000n * E), t1)!;
    const [single] = bestTradeExactIn(parallel, amount(t0, 100_000n * E), t1);
    expect(trade.isSplit).toBe(true);
    expect(trade.inputAmount.raw).toBe(100_000n * E);
    expect(trade.parts.reduce((sum, part) => sum + part.inputAmount.raw, 0n)).toBe(100_000n * E);
    expect(trade.parts.reduce((sum, part) => sum.add(part.share), new Percent(0n)).equalTo(1n)).toBe(true);
    for (const part of trade.parts) {
      expect(Trade.exactIn(part.route, part.inputAmount).outputAmount.raw).toBe(part.outputAmount.raw);
    }
    expect(trade.outputAmount.raw).toBeGreaterThan(single!.outputAmount.raw);
  });

  it('counts the reserves a shared pair loses to the earlier part', () => {
    const trade = bestSplitTradeExactIn(sharedFirstHop, amount(t0, 100_000n * E), t1)!;
    expect(trade.isSplit).toBe(true);
    const routes = partRoutes(trade, sharedFirstHop);
    expect(routes.every((route) => route[0] === 0)).toBe(true);
    const quotes = runSplit(
      sharedFirstHop,
      'exactIn',
      t0,
      routes,
      trade.parts.map((part) => part.inputAmount.raw),
    );
    expect(trade.parts.map((part) => part.outputAmount.raw)).toEqual(quotes);
    // Quoted alone, the second part would get more than it does after the first moved t0-t3.
    const second = trade.parts[1]!;
    expect(Trade.exactIn(second.route, second.inputAmount).outputAmount.raw).toBeGreaterThan(second.outputAmount.raw);
  });

  it('is the single route for small trades, in single-hop mode and with one part', () => {
    const small = bestSplitTradeExactIn(parallel, amount(t0, E), t1)!;
    expect(small.isSplit).toBe(false);
    const hopPreferred = bestTradeExactInWithHopPreference(parallel, amount(t0, E), t1)!;
    expect(small.parts[0]!.route.pairs).toEqual(hopPreferred.route.pairs);
    expect(small.outputAmount.raw).toBe(hopPreferred.outputAmount.raw);
    const large = amount(t0, 100_000n * E);
    expect(bestSplitTradeExactIn(parallel, large, t1, { singleHopOnly: true })!.parts).toHaveLength(1);
    expect(bestSplitTradeExactIn(parallel, large, t1, { maxParts: 1 })!.parts).toHaveLength(1);
    expect(bestSplitTradeExactIn(parallel.slice(1), large, t1, { singleHopOnly: true })).toBeUndefined();
  });

  it('takes the split only when it gains more than its extra gas is worth', () => {
    // Output in WBNB: one wei of gas cost is one wei of output.
    const market = [
      pair(t0, 1_000_000n * E, WBNB, 1_000_000n * E),
      pair(t0, 2_000_000n * E, t2, 2_000_000n * E),
      pair(t2, 2_000_000n * E, WBNB, 2_000_000n * E),
    ];
    const input = amount(t0, 50_000n * E);
    const split = bestSplitTradeExactIn(market, input, WBNB)!;
    const single = bestTradeExactInWithHopPreference(market, input, WBNB)!;
    expect(split.isSplit).toBe(true);
    const gain = split.outputAmount.raw - single.outputAmount.raw;
    const extraGas = splitExtraGas(
      split.parts.map((part) => part.route.pairs.length),
      single.route.pairs.length,
    );
    expect(extraGas).toBeGreaterThan(SPLIT_SWAP_GAS.perPart);
    const breakEven = gain / extraGas;
    const withGasPrice = (priceWei: bigint) =>
      bestSplitTradeExactIn(market, input, WBNB, { gas: { priceWei, wrappedNative: WBNB } })!;
    expect(withGasPrice(breakEven).isSplit).toBe(gain > breakEven * extraGas);
    expect(withGasPrice(breakEven + 1n).isSplit).toBe(false);
    expect(withGasPrice(breakEven - 1n).isSplit).toBe(true);
  });

  it('keeps the single route when the pairs cannot price the gas in the output token', () => {
    const trade = bestSplitTradeExactIn(parallel, amount(t0, 100_000n * E), t1, {
      gas: { priceWei: 1n, wrappedNative: WBNB },
    })!;
    expect(trade.isSplit).toBe(false);
  });

  it('takes BNB in through WBNB', () => {
    const market = [
      pair(WBNB, 1_000_000n * E, t1, 1_000_000n * E),
      pair(WBNB, 2_000_000n * E, t2, 2_000_000n * E),
      pair(t2, 2_000_000n * E, t1, 2_000_000n * E),
    ];
    const trade = bestSplitTradeExactIn(market, CurrencyAmount.fromRaw(BNB, 100_000n * E), t1)!;
    expect(trade.isSplit).toBe(true);
    expect(trade.inputAmount.currency).toBe(BNB);
    for (const part of trade.parts) expect(part.route.input).toBe(BNB);
    const wrapped = bestSplitTradeExactIn(market, amount(WBNB, 100_000n * E), t1)!;
    expect(wrapped.outputAmount.raw).toBe(trade.outputAmount.raw);
  });

  it('is deterministic, with or without a kept PairIndex', () => {
    const describe = (trade: SplitTrade | undefined) =>
      trade?.parts.map((part) => [part.route.path.map((t) => t.symbol), part.inputAmount.raw, part.outputAmount.raw]);
    const input = amount(t0, 100_000n * E);
    const index = new PairIndex(sharedFirstHop);
    const first = describe(bestSplitTradeExactIn(sharedFirstHop, input, t1));
    expect(describe(bestSplitTradeExactIn(sharedFirstHop, input, t1))).toEqual(first);
    expect(describe(bestSplitTradeExactIn(index, input, t1))).toEqual(first);
    expect(describe(bestSplitTradeExactIn(index, input, t1))).toEqual(first);
  });

  it('rejects options outside their bounds', () => {
    const input = amount(t0, E);
    expect(() => bestSplitTradeExactIn(parallel, input, t1, { maxParts: 5 })).toThrow('maxParts');
    expect(() => bestSplitTradeExactIn(parallel, input, t1, { maxParts: 0 })).toThrow('maxParts');
    expect(() => bestSplitTradeExactIn(parallel, input, t1, { stepBips: 1000 })).toThrow('stepBips');
    expect(() => bestSplitTradeExactIn(parallel, input, t1, { stepBips: 300 })).toThrow('stepBips');
    expect(() => bestSplitTradeExactIn(parallel, input, t1, { stepBips: 50 })).toThrow('stepBips');
    expect(() => bestSplitTradeExactIn(parallel, input, t1, { maxHops: 0 })).toThrow('maxHops');
    expect(bestSplitTradeExactIn(parallel, input, t1, { stepBips: 100 })).toBeDefined();
  });
});

describe('chooseTradeExactIn', () => {
  it('is the single route until a split search is passed, then the same split as bestSplitTradeExactIn', () => {
    const input = amount(t0, 100_000n * E);
    const single = chooseTradeExactIn(parallel, input, t1)!;
    expect(single.isSplit).toBe(false);
    expect(single.outputAmount.raw).toBe(bestTradeExactIn(parallel, input, t1)[0]!.outputAmount.raw);
    const split = chooseTradeExactIn(parallel, input, t1, { search: searchSplit })!;
    expect(split.isSplit).toBe(true);
    expect(split.outputAmount.raw).toBe(bestSplitTradeExactIn(parallel, input, t1)!.outputAmount.raw);
  });
});

describe('bestSplitTradeExactOut', () => {
  it('pays exactly the amount out, each part quoted after the earlier ones', () => {
    const out = amount(t1, 100_000n * E);
    const trade = bestSplitTradeExactOut(sharedFirstHop, t0, out)!;
    expect(trade.isSplit).toBe(true);
    expect(trade.outputAmount.raw).toBe(out.raw);
    const quotes = runSplit(
      sharedFirstHop,
      'exactOut',
      t0,
      partRoutes(trade, sharedFirstHop),
      trade.parts.map((part) => part.outputAmount.raw),
    );
    expect(trade.parts.map((part) => part.inputAmount.raw)).toEqual(quotes);
    const [single] = bestTradeExactIn(sharedFirstHop, trade.inputAmount, t1);
    expect(single!.outputAmount.raw).toBeLessThan(out.raw);
  });

  it('pays an output that no single route can pay', () => {
    // Each route's last pair holds 300k of t1: 400k out needs both.
    const out = amount(t1, 400_000n * E);
    const both = [
      pair(t0, 10n ** 9n * E, t1, 300_000n * E),
      pair(t0, 10n ** 9n * E, t2, 10n ** 9n * E),
      pair(t2, 10n ** 9n * E, t1, 300_000n * E),
    ];
    const trade = bestSplitTradeExactOut(both, t0, out)!;
    expect(trade.isSplit).toBe(true);
    expect(trade.outputAmount.raw).toBe(out.raw);
  });
});

describe('SplitTrade', () => {
  it("of one part has the route's price impact, fees and slippage bounds", () => {
    const [single] = bestTradeExactIn(sharedFirstHop, amount(t0, 1000n * E), t1);
    const asSplit = SplitTrade.fromTrade(single!);
    expect(asSplit.priceImpact.equalTo(single!.priceImpact)).toBe(true);
    const breakdown = computeSplitPriceBreakdown(asSplit);
    const expected = computeTradePriceBreakdown(single!);
    expect(breakdown.realizedLpFeePercent.equalTo(expected.realizedLpFeePercent)).toBe(true);
    expect(breakdown.realizedLpFee.raw).toBe(expected.realizedLpFee.raw);
    expect(breakdown.priceImpactWithoutFee.equalTo(expected.priceImpactWithoutFee)).toBe(true);
    const slippage = Percent.fromBips(50);
    expect(asSplit.minimumAmountOut(slippage).raw).toBe(single!.minimumAmountOut(slippage).raw);
    expect(asSplit.maximumAmountIn(slippage).raw).toBe(single!.maximumAmountIn(slippage).raw);
  });

  it("prices the whole split: each part's input at its route's mid price against the total output", () => {
    const trade = bestSplitTradeExactIn(parallel, amount(t0, 100_000n * E), t1)!;
    // Both routes' mid price is 1 (same decimals): impact = 1 − output / input.
    const expected = new Percent(trade.inputAmount.raw - trade.outputAmount.raw, trade.inputAmount.raw);
    expect(trade.priceImpact.equalTo(expected)).toBe(true);
    // Less impact than the whole amount on the better single route.
    const [single] = bestTradeExactIn(parallel, amount(t0, 100_000n * E), t1);
    expect(trade.priceImpact.lessThan(single!.priceImpact)).toBe(true);
    const { realizedLpFeePercent } = computeSplitPriceBreakdown(trade);
    // Between one hop's fee (0.25%) and two hops' (0.499375%).
    expect(realizedLpFeePercent.greaterThan(Percent.fromBips(25))).toBe(true);
    expect(realizedLpFeePercent.lessThan(Percent.fromBips(50))).toBe(true);
  });

  it('refuses parts of different currencies', () => {
    const a = bestTradeExactIn(parallel, amount(t0, E), t1)[0]!;
    const b = bestTradeExactIn(parallel, amount(t0, E), t2)[0]!;
    const part = (trade: Trade) => ({ ...SplitTrade.fromTrade(trade).parts[0]! });
    expect(() => new SplitTrade('exactIn', [part(a), part(b) as never])).toThrow('invalid currency');
    expect(() => new SplitTrade('exactIn', [])).toThrow();
  });
});

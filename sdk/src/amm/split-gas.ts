// What a split costs in gas beyond the single route it replaces, and what that gas is worth in
// the currency the trade is compared in. The figures fit the gasUsed of whole transactions in
// bench/results/gas.md (router: 1 hop 86,554, 2 hops 130,559; split router: 2 parts over 3 hops
// 182,791, 3 parts over 5 hops 275,221), leaning to more extra gas: parts that share a pair
// cost less than this (the 4-part row).
import { type PairsOrIndex, rankRoutes, toPairIndex } from './best-trade.ts';
import type { Currency, Token } from './currency.ts';
import { Fraction } from './fraction.ts';

/** A router swap along one route: gas = base + perHop × hops. */
export const ROUTER_SWAP_GAS = { base: 42_500n, perHop: 44_000n } as const;
/** A split router swap: gas = base + perPart × parts + perHop × hops over all parts. */
export const SPLIT_SWAP_GAS = { base: 42_000n, perPart: 4_500n, perHop: 44_100n } as const;

/** The extra gas of a split whose parts have these hop counts, over a single route of `singleHops`. */
export function splitExtraGas(partHops: readonly number[], singleHops: number): bigint {
  let split = SPLIT_SWAP_GAS.base;
  for (const hops of partHops) split += SPLIT_SWAP_GAS.perPart + SPLIT_SWAP_GAS.perHop * BigInt(hops);
  const single = ROUTER_SWAP_GAS.base + ROUTER_SWAP_GAS.perHop * BigInt(singleHops);
  return split > single ? split - single : 0n;
}

/**
 * The price of one wei of BNB in raw units of `currency`: 1 for BNB and WBNB, else the mid price of
 * the best route from WBNB for 1 BNB over the pairs; undefined where no route prices it.
 */
export function nativePriceIn(pairs: PairsOrIndex, currency: Currency, wrappedNative: Token): Fraction | undefined {
  const token = currency.wrapped;
  if (token.equals(wrappedNative)) return new Fraction(1n);
  const index = toPairIndex(pairs);
  const oneBnb = 10n ** BigInt(wrappedNative.decimals);
  const { overall } = rankRoutes(
    { index, tradeType: 'exactIn', currencyIn: wrappedNative, currencyOut: token, amount: oneBnb, maxHops: 3 },
    { overall: 1 },
  );
  const best = overall?.items[0];
  if (!best) return undefined;
  let price = new Fraction(1n);
  let from: Token = wrappedNative;
  for (const position of best.pairIndexes) {
    const pair = index.pairs[position]!;
    const to = pair.otherToken(from);
    price = price.multiply(new Fraction(pair.reserveOf(to).raw, pair.reserveOf(from).raw));
    from = to;
  }
  return price;
}

import type { Currency } from './currency.ts';
import type { CurrencyAmount } from './currency-amount.ts';
import type { Pair } from './pair.ts';
import { PairIndex } from './pair-index.ts';
import { Route } from './route.ts';
import { type RouteCandidate, searchRoutes, TopRoutes } from './route-search.ts';
import { Trade, type TradeType } from './trade.ts';

export interface BestTradeOptions {
  /** How many trades to return, best first. Default 3. */
  maxNumResults?: number;
  /** The longest route, in pairs. Default 3; 1 is single-hop mode. */
  maxHops?: number;
}

/** The candidate pairs, or a PairIndex of them kept across searches over the same pairs. */
export type PairsOrIndex = readonly Pair[] | PairIndex;

export function toPairIndex(pairs: PairsOrIndex): PairIndex {
  return pairs instanceof PairIndex ? pairs : new PairIndex(pairs);
}

function positiveInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${what} must be a positive integer`);
  return value;
}

interface SearchRequest {
  index: PairIndex;
  tradeType: TradeType;
  currencyIn: Currency;
  currencyOut: Currency;
  amount: bigint;
  maxHops: number;
}

/**
 * Searches once and fills one ranking per requested capacity: `overall` over all routes and,
 * if asked, one best route per hop count (what the hop preference rule compares).
 */
export function rankRoutes(
  request: SearchRequest,
  capacities: { overall?: number; perHopCount?: boolean },
): { overall: TopRoutes | undefined; perHopCount: TopRoutes[] } {
  const { index, tradeType, maxHops } = request;
  const inputToken = request.currencyIn.wrapped.key;
  const outputToken = request.currencyOut.wrapped.key;
  const overall = capacities.overall ? new TopRoutes(index, tradeType, inputToken, capacities.overall) : undefined;
  const perHopCount: TopRoutes[] = [];
  if (capacities.perHopCount) {
    for (let hops = 1; hops <= maxHops; hops++) perHopCount.push(new TopRoutes(index, tradeType, inputToken, 1));
  }
  if (request.amount === 0n) return { overall, perHopCount };
  const collectorsByHops: TopRoutes[][] = [[]];
  for (let hops = 1; hops <= maxHops; hops++) {
    const collectors: TopRoutes[] = [];
    if (overall) collectors.push(overall);
    const perHop = perHopCount[hops - 1];
    if (perHop) collectors.push(perHop);
    collectorsByHops.push(collectors);
  }
  searchRoutes({
    index,
    direction: tradeType,
    inputToken,
    outputToken,
    amount: request.amount,
    maxHops,
    collectorsByHops,
  });
  return { overall, perHopCount };
}

/** Turns a ranked route into a Trade (recomputing its amounts through the Pair objects). */
export function candidateToTrade<TInput extends Currency, TOutput extends Currency, TType extends TradeType>(
  index: PairIndex,
  candidate: RouteCandidate,
  tradeType: TType,
  currencyIn: TInput,
  currencyOut: TOutput,
  amount: CurrencyAmount<TType extends 'exactIn' ? TInput : TOutput>,
): Trade<TInput, TOutput, TType> {
  const pairs: Pair[] = [];
  for (const position of candidate.pairIndexes) pairs.push(index.pairs[position]!);
  const route = new Route(pairs, currencyIn, currencyOut);
  const trade =
    tradeType === 'exactIn'
      ? Trade.exactIn(route, amount as CurrencyAmount<TInput>)
      : Trade.exactOut(route, amount as CurrencyAmount<TOutput>);
  return trade as Trade<TInput, TOutput, TType>;
}

/**
 * The best trades spending exactly `amountIn`, over routes of at most `maxHops` pairs, best
 * first: most output, then lowest price impact, then fewest hops. Routes are linear (no split).
 */
export function bestTradeExactIn<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  amountIn: CurrencyAmount<TInput>,
  currencyOut: TOutput,
  options: BestTradeOptions = {},
): Trade<TInput, TOutput, 'exactIn'>[] {
  const index = toPairIndex(pairs);
  const maxNumResults = positiveInteger(options.maxNumResults ?? 3, 'maxNumResults');
  const maxHops = positiveInteger(options.maxHops ?? 3, 'maxHops');
  const request = {
    index,
    tradeType: 'exactIn' as const,
    currencyIn: amountIn.currency,
    currencyOut,
    amount: amountIn.raw,
    maxHops,
  };
  const { overall } = rankRoutes(request, { overall: maxNumResults });
  const trades: Trade<TInput, TOutput, 'exactIn'>[] = [];
  for (const candidate of overall?.items ?? []) {
    trades.push(candidateToTrade(index, candidate, 'exactIn', amountIn.currency, currencyOut, amountIn));
  }
  return trades;
}

/**
 * The best trades receiving exactly `amountOut`, best first: least input, then lowest price
 * impact, then fewest hops. A zero output has no trade.
 */
export function bestTradeExactOut<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  currencyIn: TInput,
  amountOut: CurrencyAmount<TOutput>,
  options: BestTradeOptions = {},
): Trade<TInput, TOutput, 'exactOut'>[] {
  const index = toPairIndex(pairs);
  const maxNumResults = positiveInteger(options.maxNumResults ?? 3, 'maxNumResults');
  const maxHops = positiveInteger(options.maxHops ?? 3, 'maxHops');
  const request = {
    index,
    tradeType: 'exactOut' as const,
    currencyIn,
    currencyOut: amountOut.currency,
    amount: amountOut.raw,
    maxHops,
  };
  const { overall } = rankRoutes(request, { overall: maxNumResults });
  const trades: Trade<TInput, TOutput, 'exactOut'>[] = [];
  for (const candidate of overall?.items ?? []) {
    trades.push(candidateToTrade(index, candidate, 'exactOut', currencyIn, amountOut.currency, amountOut));
  }
  return trades;
}

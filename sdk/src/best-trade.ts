import type { Currency } from './currency.ts';
import type { CurrencyAmount } from './currency-amount.ts';
import type { Pair } from './pair.ts';
import { buildPairGraph, type PairGraph } from './pair-graph.ts';
import { Route } from './route.ts';
import { type RouteCandidate, searchRoutes, TopRoutes } from './route-search.ts';
import { Trade, type TradeType } from './trade.ts';

export interface BestTradeOptions {
  /** How many trades to return, best first. Default 3. */
  maxNumResults?: number;
  /** The longest route, in pairs. Default 3; 1 is single-hop mode. */
  maxHops?: number;
}

/** Either the candidate pairs, or a graph of them built once with buildPairGraph for repeated searches. */
export type PairsOrGraph = readonly Pair[] | PairGraph;

function toGraph(pairs: PairsOrGraph): PairGraph {
  return 'adjacency' in pairs ? pairs : buildPairGraph(pairs);
}

function positiveInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${what} must be a positive integer`);
  return value;
}

interface SearchRequest {
  graph: PairGraph;
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
  const { graph, tradeType, maxHops } = request;
  const inputToken = graph.tokenIds.get(request.currencyIn.wrapped.address);
  const outputToken = graph.tokenIds.get(request.currencyOut.wrapped.address);
  const overall = capacities.overall
    ? new TopRoutes(graph, tradeType, inputToken ?? -1, capacities.overall)
    : undefined;
  const perHopCount = capacities.perHopCount
    ? Array.from({ length: maxHops }, () => new TopRoutes(graph, tradeType, inputToken ?? -1, 1))
    : [];
  if (inputToken === undefined || outputToken === undefined || request.amount === 0n) return { overall, perHopCount };
  const collectors = Array.from({ length: maxHops + 1 }, (_, hops) => [
    ...(overall ? [overall] : []),
    ...(perHopCount[hops - 1] ? [perHopCount[hops - 1]!] : []),
  ]);
  searchRoutes({
    graph,
    direction: tradeType,
    inputToken,
    outputToken,
    amount: request.amount,
    maxHops,
    collectorsFor: (hops) => collectors[hops]!,
  });
  return { overall, perHopCount };
}

/** Turns a ranked route into a Trade (recomputing its amounts through the Pair objects). */
export function candidateToTrade<TInput extends Currency, TOutput extends Currency, TType extends TradeType>(
  graph: PairGraph,
  candidate: RouteCandidate,
  tradeType: TType,
  currencyIn: TInput,
  currencyOut: TOutput,
  amount: CurrencyAmount<TType extends 'exactIn' ? TInput : TOutput>,
): Trade<TInput, TOutput, TType> {
  const route = new Route(
    candidate.pairIndexes.map((index) => graph.pairs[index]!.pair),
    currencyIn,
    currencyOut,
  );
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
  pairs: PairsOrGraph,
  amountIn: CurrencyAmount<TInput>,
  currencyOut: TOutput,
  options: BestTradeOptions = {},
): Trade<TInput, TOutput, 'exactIn'>[] {
  const graph = toGraph(pairs);
  const maxNumResults = positiveInteger(options.maxNumResults ?? 3, 'maxNumResults');
  const maxHops = positiveInteger(options.maxHops ?? 3, 'maxHops');
  const request = {
    graph,
    tradeType: 'exactIn' as const,
    currencyIn: amountIn.currency,
    currencyOut,
    amount: amountIn.raw,
    maxHops,
  };
  const { overall } = rankRoutes(request, { overall: maxNumResults });
  return (overall?.items ?? []).map((candidate) =>
    candidateToTrade(graph, candidate, 'exactIn', amountIn.currency, currencyOut, amountIn),
  );
}

/**
 * The best trades receiving exactly `amountOut`, best first: least input, then lowest price
 * impact, then fewest hops. A zero output has no trade.
 */
export function bestTradeExactOut<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrGraph,
  currencyIn: TInput,
  amountOut: CurrencyAmount<TOutput>,
  options: BestTradeOptions = {},
): Trade<TInput, TOutput, 'exactOut'>[] {
  const graph = toGraph(pairs);
  const maxNumResults = positiveInteger(options.maxNumResults ?? 3, 'maxNumResults');
  const maxHops = positiveInteger(options.maxHops ?? 3, 'maxHops');
  const request = {
    graph,
    tradeType: 'exactOut' as const,
    currencyIn,
    currencyOut: amountOut.currency,
    amount: amountOut.raw,
    maxHops,
  };
  const { overall } = rankRoutes(request, { overall: maxNumResults });
  return (overall?.items ?? []).map((candidate) =>
    candidateToTrade(graph, candidate, 'exactOut', currencyIn, amountOut.currency, amountOut),
  );
}

// Choosing the trade to show: a route with more hops costs more gas and more exposure, so it
// must beat the best shorter route by more than 0.5% before it is preferred.
import { candidateToTrade, type PairsOrIndex, rankRoutes, toPairIndex } from './best-trade.ts';
import type { Currency } from './currency.ts';
import type { CurrencyAmount } from './currency-amount.ts';
import { Fraction } from './fraction.ts';
import { Percent } from './percent.ts';
import type { RouteCandidate } from './route-search.ts';
import type { Trade, TradeType } from './trade.ts';

/** A longer route must be better than this to replace a shorter one. */
export const BETTER_TRADE_LESS_HOPS_THRESHOLD = Percent.fromBips(50);
export const ZERO_PERCENT = new Percent(0n);

type AnyTrade = Trade<Currency, Currency, TradeType>;

/**
 * Whether tradeB is better than tradeA by more than `minimumDelta`, comparing execution prices.
 * A trade beats no trade; with neither there is no answer (undefined).
 */
export function isTradeBetter(
  tradeA: AnyTrade | undefined,
  tradeB: AnyTrade | undefined,
  minimumDelta: Percent = ZERO_PERCENT,
): boolean | undefined {
  if (tradeA && !tradeB) return false;
  if (tradeB && !tradeA) return true;
  if (!tradeA || !tradeB) return undefined;
  if (
    tradeA.tradeType !== tradeB.tradeType ||
    !tradeA.inputAmount.currency.equals(tradeB.inputAmount.currency) ||
    !tradeA.outputAmount.currency.equals(tradeB.outputAmount.currency)
  ) {
    throw new Error('Trades are not comparable');
  }
  const priceA = tradeA.executionPrice.raw;
  const priceB = tradeB.executionPrice.raw;
  if (minimumDelta.equalTo(0n)) return priceA.lessThan(priceB);
  return priceA.multiply(new Fraction(1n).add(minimumDelta)).lessThan(priceB);
}

export interface HopPreferenceOptions {
  /** Default 3. */
  maxHops?: number;
  /** The user's "single hop only" setting: same as maxHops 1. */
  singleHopOnly?: boolean;
  /** Default BETTER_TRADE_LESS_HOPS_THRESHOLD (0.5%). */
  minimumDelta?: Percent;
}

/**
 * Walks the hop limits 1..maxHops, taking the best trade of each limit only if it beats the
 * current choice by more than minimumDelta. One search serves every limit: the best trade within
 * i hops is the best of the per-hop-count winners up to i.
 */
function selectWithHopPreference<TInput extends Currency, TOutput extends Currency, TType extends TradeType>(
  pairs: PairsOrIndex,
  tradeType: TType,
  currencyIn: TInput,
  currencyOut: TOutput,
  amount: CurrencyAmount<TType extends 'exactIn' ? TInput : TOutput>,
  options: HopPreferenceOptions,
): Trade<TInput, TOutput, TType> | undefined {
  const index = toPairIndex(pairs);
  const maxHops = options.singleHopOnly ? 1 : (options.maxHops ?? 3);
  if (!Number.isInteger(maxHops) || maxHops < 1) throw new Error('maxHops must be a positive integer');
  const minimumDelta = options.minimumDelta ?? BETTER_TRADE_LESS_HOPS_THRESHOLD;
  const { perHopCount } = rankRoutes(
    { index, tradeType, currencyIn, currencyOut, amount: amount.raw, maxHops },
    { perHopCount: true },
  );
  let bestWithin: RouteCandidate | undefined;
  let chosen: Trade<TInput, TOutput, TType> | undefined;
  for (const ranking of perHopCount) {
    const winner = ranking.items[0];
    if (winner && (!bestWithin || ranking.compare(winner, bestWithin) < 0)) {
      bestWithin = winner;
      const candidate = candidateToTrade(index, winner, tradeType, currencyIn, currencyOut, amount);
      if (isTradeBetter(chosen, candidate, minimumDelta)) chosen = candidate;
    }
  }
  return chosen;
}

/** The exact-in trade to show, applying the hop preference rule. */
export function bestTradeExactInWithHopPreference<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  amountIn: CurrencyAmount<TInput>,
  currencyOut: TOutput,
  options: HopPreferenceOptions = {},
): Trade<TInput, TOutput, 'exactIn'> | undefined {
  return selectWithHopPreference(pairs, 'exactIn', amountIn.currency, currencyOut, amountIn, options);
}

/** The exact-out trade to show, applying the hop preference rule. */
export function bestTradeExactOutWithHopPreference<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  currencyIn: TInput,
  amountOut: CurrencyAmount<TOutput>,
  options: HopPreferenceOptions = {},
): Trade<TInput, TOutput, 'exactOut'> | undefined {
  return selectWithHopPreference(pairs, 'exactOut', currencyIn, amountOut.currency, amountOut, options);
}

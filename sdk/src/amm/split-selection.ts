// Choosing between the best single route (with the hop preference rule) and the best split: the
// split is taken only when it beats the single route by more than its extra gas is worth. The
// split search comes in as an option, so the app can load it after the first single-route quote
// (split-best.ts passes it for callers that want it at once).
import { type PairsOrIndex, toPairIndex } from './best-trade.ts';
import type { Currency, Token } from './currency.ts';
import { CurrencyAmount } from './currency-amount.ts';
import type { Pair } from './pair.ts';
import type { PairIndex } from './pair-index.ts';
import { Percent } from './percent.ts';
import { Route } from './route.ts';
import { nativePriceIn, splitExtraGas } from './split-gas.ts';
import type { SplitAllocation, searchSplit } from './split-search.ts';
import { type SplitPart, SplitTrade } from './split-trade.ts';
import type { Trade, TradeType } from './trade.ts';
import {
  bestTradeExactInWithHopPreference,
  bestTradeExactOutWithHopPreference,
  type HopPreferenceOptions,
} from './trade-selection.ts';

/** The most parts a split may have: what the split router is measured and tested with. */
export const MAX_SPLIT_PARTS = 4;
/** Splits move the amount in steps of 5% by default. */
export const DEFAULT_SPLIT_STEP_BIPS = 500;
/** How many routes (best for one step's amount) a split chooses from. */
export const SPLIT_CANDIDATE_ROUTES = 8;

export interface SplitTradeOptions extends HopPreferenceOptions {
  /** 1 to 4; default 4. 1 is a single route. */
  maxParts?: number;
  /** The step of the shares in basis points: 500 (5%, the default) down to 100 (1%), dividing 10000. */
  stepBips?: number;
  /**
   * What the split's extra gas is worth: at this gas price, with BNB priced through the pairs.
   * Without it gas is not counted; where the pairs cannot price BNB, no split is taken.
   */
  gas?: { priceWei: bigint; wrappedNative: Token };
  /** The split search; without it only the single route is considered. */
  search?: SplitSearch;
}

/** searchSplit (split-search.ts), or any search with its contract. */
export type SplitSearch = typeof searchSplit;

function checkedOptions(options: SplitTradeOptions): { maxParts: number; steps: number; maxHops: number } {
  const maxParts = options.maxParts ?? MAX_SPLIT_PARTS;
  if (!Number.isInteger(maxParts) || maxParts < 1 || maxParts > MAX_SPLIT_PARTS) {
    throw new Error(`maxParts must be an integer from 1 to ${MAX_SPLIT_PARTS}`);
  }
  const stepBips = options.stepBips ?? DEFAULT_SPLIT_STEP_BIPS;
  if (!Number.isInteger(stepBips) || stepBips < 100 || stepBips > DEFAULT_SPLIT_STEP_BIPS || 10_000 % stepBips !== 0) {
    throw new Error('stepBips must divide 10000 and be from 100 to 500');
  }
  const maxHops = options.singleHopOnly ? 1 : (options.maxHops ?? 3);
  if (!Number.isInteger(maxHops) || maxHops < 1) throw new Error('maxHops must be a positive integer');
  return { maxParts, steps: 10_000 / stepBips, maxHops };
}

function splitTradeOf<TInput extends Currency, TOutput extends Currency, TType extends TradeType>(
  index: PairIndex,
  tradeType: TType,
  currencyIn: TInput,
  currencyOut: TOutput,
  split: SplitAllocation,
  steps: number,
): SplitTrade<TInput, TOutput, TType> {
  const parts: SplitPart<TInput, TOutput>[] = split.routes.map((positions, i) => {
    const pairs: Pair[] = positions.map((position) => index.pairs[position]!);
    const [input, output] =
      tradeType === 'exactIn' ? [split.amounts[i]!, split.quotes[i]!] : [split.quotes[i]!, split.amounts[i]!];
    return {
      route: new Route(pairs, currencyIn, currencyOut),
      inputAmount: CurrencyAmount.fromRaw(currencyIn, input),
      outputAmount: CurrencyAmount.fromRaw(currencyOut, output),
      share: new Percent(BigInt(split.steps[i]!), BigInt(steps)),
    };
  });
  return new SplitTrade(tradeType, parts);
}

/** Whether the split beats the single trade by more than its extra gas is worth. */
function splitWins(
  index: PairIndex,
  tradeType: TradeType,
  split: SplitAllocation,
  single: Trade | undefined,
  quoteCurrency: Currency,
  gas: SplitTradeOptions['gas'],
): boolean {
  if (!single) return true;
  const singleTotal = tradeType === 'exactIn' ? single.outputAmount.raw : single.inputAmount.raw;
  const gain = tradeType === 'exactIn' ? split.total - singleTotal : singleTotal - split.total;
  if (gain <= 0n) return false;
  if (!gas) return true;
  const price = nativePriceIn(index, quoteCurrency, gas.wrappedNative);
  if (!price) return false;
  const extraGas = splitExtraGas(
    split.routes.map((route) => route.length),
    single.route.pairs.length,
  );
  return gain * price.denominator > extraGas * gas.priceWei * price.numerator;
}

function select<TInput extends Currency, TOutput extends Currency, TType extends TradeType>(
  pairs: PairsOrIndex,
  tradeType: TType,
  currencyIn: TInput,
  currencyOut: TOutput,
  amount: CurrencyAmount<TType extends 'exactIn' ? TInput : TOutput>,
  options: SplitTradeOptions,
): SplitTrade<TInput, TOutput, TType> | undefined {
  const index = toPairIndex(pairs);
  const { maxParts, steps, maxHops } = checkedOptions(options);
  const hopOptions = { ...options, maxHops, singleHopOnly: false };
  const single = (
    tradeType === 'exactIn'
      ? bestTradeExactInWithHopPreference(index, amount as CurrencyAmount<TInput>, currencyOut, hopOptions)
      : bestTradeExactOutWithHopPreference(index, currencyIn, amount as CurrencyAmount<TOutput>, hopOptions)
  ) as Trade<TInput, TOutput, TType> | undefined;
  const asSingle = single && SplitTrade.fromTrade(single);
  // One pair per two tokens: without a second hop there is no second route.
  if (maxParts === 1 || maxHops === 1 || !options.search) return asSingle;
  const split = options.search(index, tradeType, currencyIn.wrapped.key, currencyOut.wrapped.key, amount.raw, {
    maxParts,
    steps,
    maxHops,
    candidates: SPLIT_CANDIDATE_ROUTES,
  });
  if (!split || split.routes.length < 2) return asSingle;
  const quoteCurrency = tradeType === 'exactIn' ? currencyOut : currencyIn;
  if (!splitWins(index, tradeType, split, single, quoteCurrency, options.gas)) return asSingle;
  return splitTradeOf(index, tradeType, currencyIn, currencyOut, split, steps);
}

/**
 * The exact-in trade to show: the best split of `amountIn` over up to 4 routes (with
 * `options.search`) when it beats the best single route (hop preference applied) by more than its
 * extra gas, else that route.
 */
export function chooseTradeExactIn<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  amountIn: CurrencyAmount<TInput>,
  currencyOut: TOutput,
  options: SplitTradeOptions = {},
): SplitTrade<TInput, TOutput, 'exactIn'> | undefined {
  return select(pairs, 'exactIn', amountIn.currency, currencyOut, amountIn, options);
}

/** The exact-out trade to show: as chooseTradeExactIn, for receiving exactly `amountOut`. */
export function chooseTradeExactOut<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  currencyIn: TInput,
  amountOut: CurrencyAmount<TOutput>,
  options: SplitTradeOptions = {},
): SplitTrade<TInput, TOutput, 'exactOut'> | undefined {
  return select(pairs, 'exactOut', currencyIn, amountOut.currency, amountOut, options);
}

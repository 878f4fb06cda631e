// The trade to show, split search included: chooseTradeExactIn/Out with searchSplit.
import type { PairsOrIndex } from './best-trade.ts';
import type { Currency } from './currency.ts';
import type { CurrencyAmount } from './currency-amount.ts';
import { searchSplit } from './split-search.ts';
import { chooseTradeExactIn, chooseTradeExactOut, type SplitTradeOptions } from './split-selection.ts';
import type { SplitTrade } from './split-trade.ts';

/**
 * The best split of `amountIn` over up to 4 routes when it beats the best single route (hop
 * preference applied) by more than its extra gas, else that route.
 */
export function bestSplitTradeExactIn<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  amountIn: CurrencyAmount<TInput>,
  currencyOut: TOutput,
  options: SplitTradeOptions = {},
): SplitTrade<TInput, TOutput, 'exactIn'> | undefined {
  return chooseTradeExactIn(pairs, amountIn, currencyOut, { search: searchSplit, ...options });
}

/** As bestSplitTradeExactIn, for receiving exactly `amountOut`. */
export function bestSplitTradeExactOut<TInput extends Currency, TOutput extends Currency>(
  pairs: PairsOrIndex,
  currencyIn: TInput,
  amountOut: CurrencyAmount<TOutput>,
  options: SplitTradeOptions = {},
): SplitTrade<TInput, TOutput, 'exactOut'> | undefined {
  return chooseTradeExactOut(pairs, currencyIn, amountOut, { search: searchSplit, ...options });
}

import type { Currency } from './currency.ts';
import { CurrencyAmount } from './currency-amount.ts';
import { Percent } from './percent.ts';
import { Price } from './price.ts';
import type { Route } from './route.ts';
import { maximumInputAfterSlippage, minimumOutputAfterSlippage } from './slippage-bounds.ts';

/** Which side the user typed: the input (exact in) or the output (exact out). */
export type TradeType = 'exactIn' | 'exactOut';

/**
 * A swap along one route with its amounts as the router would compute them. It does not
 * account for other swaps landing first; slippage bounds (minimum received / maximum sold)
 * cover that.
 */
export class Trade<
  TInput extends Currency = Currency,
  TOutput extends Currency = Currency,
  TType extends TradeType = TradeType,
> {
  readonly route: Route<TInput, TOutput>;
  readonly tradeType: TType;
  readonly inputAmount: CurrencyAmount<TInput>;
  readonly outputAmount: CurrencyAmount<TOutput>;
  private cachedPriceImpact: Percent | undefined;

  private constructor(
    route: Route<TInput, TOutput>,
    tradeType: TType,
    inputAmount: CurrencyAmount<TInput>,
    outputAmount: CurrencyAmount<TOutput>,
  ) {
    this.route = route;
    this.tradeType = tradeType;
    this.inputAmount = inputAmount;
    this.outputAmount = outputAmount;
  }

  /** Spends exactly `amountIn`; throws if a pair on the route cannot take it. */
  static exactIn<TInput extends Currency, TOutput extends Currency>(
    route: Route<TInput, TOutput>,
    amountIn: CurrencyAmount<TInput>,
  ): Trade<TInput, TOutput, 'exactIn'> {
    if (!amountIn.currency.equals(route.input)) throw new Error('invalid currency');
    let amount = amountIn.wrapped;
    for (const pair of route.pairs) amount = pair.getOutputAmount(amount);
    return new Trade(route, 'exactIn', amountIn, CurrencyAmount.fromRaw(route.output, amount.raw));
  }

  /** Receives exactly `amountOut`; throws if a pair on the route cannot pay it. */
  static exactOut<TInput extends Currency, TOutput extends Currency>(
    route: Route<TInput, TOutput>,
    amountOut: CurrencyAmount<TOutput>,
  ): Trade<TInput, TOutput, 'exactOut'> {
    if (!amountOut.currency.equals(route.output)) throw new Error('invalid currency');
    let amount = amountOut.wrapped;
    for (let i = route.pairs.length - 1; i >= 0; i--) amount = route.pairs[i]!.getInputAmount(amount);
    return new Trade(route, 'exactOut', CurrencyAmount.fromRaw(route.input, amount.raw), amountOut);
  }

  /** Output per input actually obtained. */
  get executionPrice(): Price<TInput, TOutput> {
    return Price.fromAmounts(this.inputAmount, this.outputAmount);
  }

  /**
   * How much worse than the mid price the trade executes, fee included:
   * (input × midPrice − output) / (input × midPrice), exact.
   */
  get priceImpact(): Percent {
    if (this.cachedPriceImpact) return this.cachedPriceImpact;
    const mid = this.route.midPrice.raw;
    const quoted = this.inputAmount.raw * mid.numerator;
    this.cachedPriceImpact = new Percent(quoted - this.outputAmount.raw * mid.denominator, quoted);
    return this.cachedPriceImpact;
  }

  /** The least the user accepts for an exact-in trade: output / (1 + slippage), rounded down. */
  minimumAmountOut(slippage: Percent): CurrencyAmount<TOutput> {
    return this.tradeType === 'exactOut' ? this.outputAmount : minimumOutputAfterSlippage(this.outputAmount, slippage);
  }

  /** The most the user pays for an exact-out trade: input × (1 + slippage), rounded down. */
  maximumAmountIn(slippage: Percent): CurrencyAmount<TInput> {
    return this.tradeType === 'exactIn' ? this.inputAmount : maximumInputAfterSlippage(this.inputAmount, slippage);
  }

  /** The execution price at the slippage bounds. */
  worstExecutionPrice(slippage: Percent): Price<TInput, TOutput> {
    return Price.fromAmounts(this.maximumAmountIn(slippage), this.minimumAmountOut(slippage));
  }
}

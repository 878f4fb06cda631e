// A trade whose amount is split over up to 4 routes and executed in one transaction by the split
// router, part after part; a trade of one part is a plain single-route swap through the router.
import type { Currency } from './currency.ts';
import { CurrencyAmount } from './currency-amount.ts';
import { Fraction } from './fraction.ts';
import { Percent } from './percent.ts';
import { Price } from './price.ts';
import type { Route } from './route.ts';
import { maximumInputAfterSlippage, minimumOutputAfterSlippage } from './slippage-bounds.ts';
import type { Trade, TradeType } from './trade.ts';
import { realizedLpFeePercent, type TradePriceBreakdown } from './trade-fees.ts';

/** One route of a split and what goes through it, as the chain computes it after the earlier parts. */
export interface SplitPart<TInput extends Currency = Currency, TOutput extends Currency = Currency> {
  readonly route: Route<TInput, TOutput>;
  readonly inputAmount: CurrencyAmount<TInput>;
  readonly outputAmount: CurrencyAmount<TOutput>;
  /** The part's share of the typed amount (the input exact in, the output exact out). */
  readonly share: Percent;
}

export class SplitTrade<
  TInput extends Currency = Currency,
  TOutput extends Currency = Currency,
  TType extends TradeType = TradeType,
> {
  readonly tradeType: TType;
  /** In execution order. */
  readonly parts: readonly SplitPart<TInput, TOutput>[];
  readonly inputAmount: CurrencyAmount<TInput>;
  readonly outputAmount: CurrencyAmount<TOutput>;
  private cachedPriceImpact: Percent | undefined;

  constructor(tradeType: TType, parts: readonly SplitPart<TInput, TOutput>[]) {
    const first = parts[0];
    if (!first) throw new Error('A split needs at least one part');
    let input = 0n;
    let output = 0n;
    for (const part of parts) {
      if (!part.route.input.equals(first.route.input) || !part.route.output.equals(first.route.output)) {
        throw new Error('invalid currency');
      }
      input += part.inputAmount.raw;
      output += part.outputAmount.raw;
    }
    this.tradeType = tradeType;
    this.parts = parts;
    this.inputAmount = CurrencyAmount.fromRaw(first.route.input, input);
    this.outputAmount = CurrencyAmount.fromRaw(first.route.output, output);
  }

  /** A single-route trade as a split of one part. */
  static fromTrade<TInput extends Currency, TOutput extends Currency, TType extends TradeType>(
    trade: Trade<TInput, TOutput, TType>,
  ): SplitTrade<TInput, TOutput, TType> {
    return new SplitTrade(trade.tradeType, [
      { route: trade.route, inputAmount: trade.inputAmount, outputAmount: trade.outputAmount, share: new Percent(1n) },
    ]);
  }

  /** More than one route: the split router executes it. */
  get isSplit(): boolean {
    return this.parts.length > 1;
  }

  /** Output per input actually obtained. */
  get executionPrice(): Price<TInput, TOutput> {
    return Price.fromAmounts(this.inputAmount, this.outputAmount);
  }

  /**
   * How much worse than the mid prices the whole split executes, fees included: each part's input
   * valued at its route's mid price, against the total output. One part: the route's impact.
   */
  get priceImpact(): Percent {
    if (this.cachedPriceImpact) return this.cachedPriceImpact;
    let quoted = new Fraction(0n);
    for (const part of this.parts) quoted = quoted.add(part.route.midPrice.raw.multiply(part.inputAmount.raw));
    this.cachedPriceImpact = Percent.fromFraction(quoted.subtract(this.outputAmount.raw).divide(quoted));
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

/**
 * The fees of a split: each part pays 0.25% per hop on its own input, so the fee share is the
 * input-weighted mean of the parts' (1 − 0.9975^hops). One part: computeTradePriceBreakdown's.
 */
export function computeSplitPriceBreakdown<TInput extends Currency, TOutput extends Currency>(
  trade: SplitTrade<TInput, TOutput>,
): TradePriceBreakdown<TInput> {
  let fee = new Fraction(0n);
  for (const part of trade.parts) {
    fee = fee.add(realizedLpFeePercent(part.route.pairs.length).multiply(part.inputAmount.raw));
  }
  const feePercent = Percent.fromFraction(trade.inputAmount.raw === 0n ? fee : fee.divide(trade.inputAmount.raw));
  return {
    realizedLpFeePercent: feePercent,
    realizedLpFee: trade.inputAmount.multiply(feePercent),
    priceImpactWithoutFee: trade.priceImpact.subtract(feePercent),
  };
}

// What a trade pays in fees, for the swap page's "Liquidity Provider Fee" and
// "Price Impact" lines: each hop keeps 0.25% of what enters it.

import type { Currency } from './currency.ts';
import type { CurrencyAmount } from './currency-amount.ts';
import { Fraction } from './fraction.ts';
import { FEE_DENOMINATOR, FEE_NUMERATOR } from './math.ts';
import { Percent } from './percent.ts';
import type { Trade } from './trade.ts';

/** How the 0.25% fee (25 parts) is shared: 17 to liquidity providers, 3 treasury, 5 buyback-and-burn. */
export const FEE_SPLIT = { liquidityProviders: 17n, treasury: 3n, buybackAndBurn: 5n, total: 25n } as const;

/** The fee share of the input over `hops` pairs: 1 − (9975/10000)^hops. */
export function realizedLpFeePercent(hops: number): Percent {
  const kept = new Fraction(FEE_NUMERATOR ** BigInt(hops), FEE_DENOMINATOR ** BigInt(hops));
  return Percent.fromFraction(new Fraction(1n).subtract(kept));
}

export interface TradePriceBreakdown<TInput extends Currency> {
  /** The fee share of the input over all hops. */
  realizedLpFeePercent: Percent;
  /** The fee in the input currency (rounded down). */
  realizedLpFee: CurrencyAmount<TInput>;
  /** The price impact due to the pair's depth alone: priceImpact − realizedLpFeePercent. */
  priceImpactWithoutFee: Percent;
}

export function computeTradePriceBreakdown<TInput extends Currency, TOutput extends Currency>(
  trade: Trade<TInput, TOutput>,
): TradePriceBreakdown<TInput> {
  const feePercent = realizedLpFeePercent(trade.route.pairs.length);
  return {
    realizedLpFeePercent: feePercent,
    realizedLpFee: trade.inputAmount.multiply(feePercent),
    priceImpactWithoutFee: trade.priceImpact.subtract(feePercent),
  };
}

/** The trade's fee split as the contracts route it (each part rounded down). */
export function splitTradeFee<T extends Currency>(
  fee: CurrencyAmount<T>,
): { liquidityProviders: CurrencyAmount<T>; treasury: CurrencyAmount<T>; buybackAndBurn: CurrencyAmount<T> } {
  return {
    liquidityProviders: fee.multiply(new Fraction(FEE_SPLIT.liquidityProviders, FEE_SPLIT.total)),
    treasury: fee.multiply(new Fraction(FEE_SPLIT.treasury, FEE_SPLIT.total)),
    buybackAndBurn: fee.multiply(new Fraction(FEE_SPLIT.buybackAndBurn, FEE_SPLIT.total)),
  };
}

// Slippage bounds on plain amounts, for calls that are not trades (adding and removing liquidity).
import { slippageToPercent } from './slippage.ts';

/** The least the router may take or pay out: amount × (1 − slippage), rounded down. */
export function minimumAmountWithSlippage(amount: bigint, bips: number): bigint {
  const slippage = slippageToPercent(bips);
  return (amount * (slippage.denominator - slippage.numerator)) / slippage.denominator;
}

/** The most the router may take: amount × (1 + slippage), rounded down. */
export function maximumAmountWithSlippage(amount: bigint, bips: number): bigint {
  const slippage = slippageToPercent(bips);
  return (amount * (slippage.denominator + slippage.numerator)) / slippage.denominator;
}

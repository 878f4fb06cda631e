// Slippage bounds: on a trade's amounts (minimum received, maximum sold), and on plain amounts
// for calls that are not trades (adding and removing liquidity).
import type { Currency } from './currency.ts';
import type { CurrencyAmount } from './currency-amount.ts';
import { Fraction } from './fraction.ts';
import type { Percent } from './percent.ts';
import { slippageToPercent } from './slippage.ts';

function assertSlippage(slippage: Percent): void {
  if (slippage.lessThan(0n)) throw new Error('Unexpected slippage value');
}

/** The least an exact-in trade accepts: output / (1 + slippage), rounded down. */
export function minimumOutputAfterSlippage<T extends Currency>(output: CurrencyAmount<T>, slippage: Percent) {
  assertSlippage(slippage);
  return output.multiply(new Fraction(slippage.denominator, slippage.denominator + slippage.numerator));
}

/** The most an exact-out trade pays: input × (1 + slippage), rounded down. */
export function maximumInputAfterSlippage<T extends Currency>(input: CurrencyAmount<T>, slippage: Percent) {
  assertSlippage(slippage);
  return input.multiply(new Fraction(slippage.denominator + slippage.numerator, slippage.denominator));
}

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

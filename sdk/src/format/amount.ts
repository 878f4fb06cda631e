// Display precision of SPEC.md §9 and the helpers that apply it to raw bigint amounts.

import type { Percent } from '../amm/percent.ts';
import { type DecimalFormatOptions, formatFixed, formatSignificant, pow10 } from './decimal.ts';
import { localizeDecimal } from './locale.ts';

export const DISPLAY_PRECISION = {
  /** Amounts and balances in inputs: significant digits. */
  amount: 6,
  /** The transaction history summary. */
  historySummary: 3,
  /** Prices, minimum received and maximum sold. */
  price: 4,
  /** The confirm-swap modal. */
  modal: 6,
  /** Balances in the token dialog. */
  tokenDialogBalance: 4,
  /** Decimals: earned rewards. */
  earnedDecimals: 5,
  /** Decimals: USD values. */
  usdDecimals: 2,
  /** Decimals: LP share on a position card, and in the detail view. */
  lpShareCardDecimals: 6,
  lpShareDetailDecimals: 2,
  /** Decimals: token amounts where nothing else is said. */
  tokenDecimals: 3,
  /** Decimals: the price in the page title. */
  pageTitlePriceDecimals: 3,
  /** The most decimals any number is shown with. */
  maxDecimals: 80,
} as const;

/** `raw` smallest units of a token with `decimals`, to `significantDigits` significant digits. */
export function formatAmount(
  raw: bigint,
  decimals: number,
  significantDigits: number = DISPLAY_PRECISION.amount,
  options?: DecimalFormatOptions,
): string {
  return formatSignificant(raw, pow10(decimals), significantDigits, options);
}

/** `raw` smallest units of a token with `decimals`, with exactly `fixedDecimals` after the point. */
export function formatAmountFixed(
  raw: bigint,
  decimals: number,
  fixedDecimals: number = DISPLAY_PRECISION.tokenDecimals,
  options?: DecimalFormatOptions,
): string {
  if (fixedDecimals > DISPLAY_PRECISION.maxDecimals) throw new Error('At most 80 decimals');
  return formatFixed(raw, pow10(decimals), fixedDecimals, options);
}

/** A pair share as a percentage number: '<0.01' under 0.01%, else with `decimals` decimals (in `options.locale`). */
export function formatPairShare(
  share: Percent,
  decimals: number = DISPLAY_PRECISION.lpShareDetailDecimals,
  options?: DecimalFormatOptions,
): string {
  if (share.numerator > 0n && share.multiply(10_000n).lessThan(1n))
    return `<${localizeDecimal('0.01', options?.locale)}`;
  return share.toFixed(decimals, options);
}

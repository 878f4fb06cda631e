import {
  DEFAULT_FORMAT_LOCALE,
  DISPLAY_PRECISION,
  formatAmount,
  formatAmountFixed,
  formatNumber,
  withPercentSign,
  withUsdSign,
} from '@flaskswap/sdk';

// Every helper takes the reader's Intl locale (useFormatLocale); en-US when none is given.

/** '$1,234.56' (SPEC.md section 9: USD with 2 decimals), de-DE '1.234,56 $'; '-' when unknown. */
export function formatUsd(value: number | undefined | null, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '-';
  return withUsdSign(formatNumber(value, locale, DISPLAY_PRECISION.usdDecimals, true), locale);
}

/** '123.45%' with at most 2 decimals; '-' when unknown; '∞%' past what a double holds (tiny stakes). */
export function formatPercent(value: number | undefined | null, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (value === Number.POSITIVE_INFINITY) return withPercentSign('∞', locale);
  if (value === undefined || value === null || !Number.isFinite(value)) return '-';
  return withPercentSign(formatNumber(value, locale, 2), locale);
}

/** Earned rewards: 5 decimals (SPEC.md section 9). */
export function formatEarned(raw: bigint, decimals: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmountFixed(raw, decimals, DISPLAY_PRECISION.earnedDecimals, {
    rounding: 'down',
    grouping: true,
    locale,
  });
}

/** Staked amounts and balances: 3 decimals, grouped. */
export function formatStaked(
  raw: bigint,
  decimals: number,
  fixedDecimals: number = DISPLAY_PRECISION.tokenDecimals,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  return formatAmountFixed(raw, decimals, fixedDecimals, { rounding: 'down', grouping: true, locale });
}

/** An amount to 6 significant digits ('Balance: …'). */
export function formatBalance(raw: bigint, decimals: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmount(raw, decimals, DISPLAY_PRECISION.amount, { rounding: 'down', locale });
}

import { DEFAULT_FORMAT_LOCALE, DISPLAY_PRECISION, formatAmount, localizeDecimal } from '@flaskswap/sdk';

/**
 * Token and LP amounts on the IFO screens: 6 significant digits, thousands grouped, rounded down
 * so that a figure to claim never shows more than the harvest pays.
 */
export function formatTokens(raw: bigint, decimals: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmount(raw, decimals, DISPLAY_PRECISION.amount, { rounding: 'down', grouping: true, locale });
}

/** LP amounts (18 decimals). */
export const formatLp = (raw: bigint, locale: string = DEFAULT_FORMAT_LOCALE) => formatTokens(raw, 18, locale);

/** A manifest's plain decimal ('60000', '0.2') with thousands grouped: '60,000'. */
export function groupDecimalText(text: string, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return localizeDecimal(text, locale, true);
}

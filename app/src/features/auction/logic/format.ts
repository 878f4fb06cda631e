import { DEFAULT_FORMAT_LOCALE, DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';

/** FLASK amounts on the auction screens: 6 significant digits, thousands grouped. */
export function formatFlask(raw: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmount(raw, 18, DISPLAY_PRECISION.amount, { rounding: 'down', grouping: true, locale });
}

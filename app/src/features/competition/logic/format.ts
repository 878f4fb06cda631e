import { DEFAULT_FORMAT_LOCALE, DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';

/** FLASK prizes: 6 significant digits, grouped, rounded down (never more than the claim pays). */
export function formatFlask(raw: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmount(raw, 18, DISPLAY_PRECISION.amount, { rounding: 'down', grouping: true, locale });
}

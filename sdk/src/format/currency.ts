// FLASK and dollar figures: one function per display rule, named for the rule, so that two screens
// that show the same rule share it and two rules never share a name.
import { DISPLAY_PRECISION, formatAmount, formatAmountFixed } from './amount.ts';
import { DEFAULT_FORMAT_LOCALE, localizeDecimal, withUsdSign } from './locale.ts';

const FLASK_DECIMALS = 18;

/** FLASK to 6 significant digits, grouped, rounded down (never more than a claim pays): auction, competition. */
export function formatFlaskSignificant(raw: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmount(raw, FLASK_DECIMALS, DISPLAY_PRECISION.amount, { rounding: 'down', grouping: true, locale });
}

/** FLASK with 3 decimals, grouped, rounded down ('1,234.567'): lottery. */
export function formatFlaskThreeDecimals(raw: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmountFixed(raw, FLASK_DECIMALS, DISPLAY_PRECISION.tokenDecimals, {
    rounding: 'down',
    grouping: true,
    locale,
  });
}

/** A fixed-point dollar figure with exactly 3 decimals: '$312.451' (prediction's oracle prices). */
export function formatUsdThreeDecimals(raw: bigint, decimals: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return withUsdSign(formatAmountFixed(raw, decimals, 3, { locale }), locale);
}

/** A float price to 4 digits: at most 4 decimals from 1 up, 4 significant digits below; '-' when unknown. */
export function formatPriceFourDigits(value: number | undefined, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  if (value === 0) return '0';
  if (Math.abs(value) >= 1) return value.toLocaleString(locale, { maximumFractionDigits: 4 });
  const text = value.toPrecision(4);
  // Exponent notation ('1.234e-7') is left as it is: it has no separators to localize.
  return text.includes('e') ? text : localizeDecimal(text, locale);
}

/** formatPriceFourDigits in dollars: '$0.5000', de-DE '0,5000 $'; '-' when unknown (info's token prices). */
export function formatUsdFourDigits(value: number | undefined, locale: string = DEFAULT_FORMAT_LOCALE): string {
  const price = formatPriceFourDigits(value, locale);
  return price === '-' ? price : withUsdSign(price, locale);
}

import { DEFAULT_FORMAT_LOCALE, formatAmount, formatAmountFixed, withUsdSign } from '@flaskswap/sdk';

/** An oracle price in dollars with 3 decimals: "$312.451". */
export function formatUsdPrice(price: bigint, decimals: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return withUsdSign(formatAmountFixed(price, decimals, 3, { locale }), locale);
}

/** A signed difference in dollars: "+$1.205" / "-$0.500". */
export function formatUsdDifference(
  difference: bigint,
  decimals: number,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  const sign = difference < 0n ? '-' : '+';
  const magnitude = formatAmountFixed(difference < 0n ? -difference : difference, decimals, 3, { locale });
  return `${sign}${withUsdSign(magnitude, locale)}`;
}

/** A BNB amount (wei) to 4 significant digits. */
export function formatBnb(wei: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmount(wei, 18, 4, { locale });
}

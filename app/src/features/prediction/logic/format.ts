import { DEFAULT_FORMAT_LOCALE, formatAmount, formatUsdThreeDecimals } from '@flaskswap/sdk';

/** A signed difference in dollars: "+$1.205" / "-$0.500". */
export function formatUsdDifference(
  difference: bigint,
  decimals: number,
  locale: string = DEFAULT_FORMAT_LOCALE,
): string {
  const sign = difference < 0n ? '-' : '+';
  return `${sign}${formatUsdThreeDecimals(difference < 0n ? -difference : difference, decimals, locale)}`;
}

/** A BNB amount (wei) to 4 significant digits. */
export function formatBnb(wei: bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatAmount(wei, 18, 4, { locale });
}

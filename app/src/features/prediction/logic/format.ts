import { formatAmount, formatAmountFixed } from '@flaskswap/sdk';

/** An oracle price in dollars with 3 decimals: "$312.451". */
export function formatUsdPrice(price: bigint, decimals: number): string {
  const negative = price < 0n;
  const text = formatAmountFixed(negative ? -price : price, decimals, 3);
  return `${negative ? '-' : ''}$${text}`;
}

/** A signed difference in dollars: "+$1.205" / "-$0.500". */
export function formatUsdDifference(difference: bigint, decimals: number): string {
  const sign = difference < 0n ? '-' : '+';
  return `${sign}$${formatAmountFixed(difference < 0n ? -difference : difference, decimals, 3)}`;
}

/** A BNB amount (wei) to 4 significant digits. */
export function formatBnb(wei: bigint): string {
  return formatAmount(wei, 18, 4);
}

import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';

/**
 * Token and LP amounts on the IFO screens: 6 significant digits, thousands grouped, rounded down
 * so that a figure to claim never shows more than the harvest pays.
 */
export function formatTokens(raw: bigint, decimals: number): string {
  return formatAmount(raw, decimals, DISPLAY_PRECISION.amount, { rounding: 'down', groupSeparator: ',' });
}

/** LP amounts (18 decimals). */
export const formatLp = (raw: bigint) => formatTokens(raw, 18);

/** A manifest's plain decimal ('60000', '0.2') with thousands grouped: '60,000'. */
export function groupDecimalText(text: string): string {
  const [integer = '', fraction] = text.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

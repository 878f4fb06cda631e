import { DISPLAY_PRECISION, formatAmount, formatAmountFixed } from '@flaskswap/sdk';

const usdFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: DISPLAY_PRECISION.usdDecimals,
  maximumFractionDigits: DISPLAY_PRECISION.usdDecimals,
});
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '$1,234.56' (SPEC.md section 9: USD with 2 decimals); '-' when unknown. */
export function formatUsd(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '-';
  return `$${usdFormat.format(value)}`;
}

/** '123.45%' with at most 2 decimals; '-' when unknown; '∞%' past what a double holds (tiny stakes). */
export function formatPercent(value: number | undefined | null): string {
  if (value === Number.POSITIVE_INFINITY) return '∞%';
  if (value === undefined || value === null || !Number.isFinite(value)) return '-';
  return `${percentFormat.format(value)}%`;
}

/** Earned rewards: 5 decimals (SPEC.md section 9). */
export function formatEarned(raw: bigint, decimals: number): string {
  return formatAmountFixed(raw, decimals, DISPLAY_PRECISION.earnedDecimals, { rounding: 'down', groupSeparator: ',' });
}

/** Staked amounts and balances: 3 decimals, grouped. */
export function formatStaked(
  raw: bigint,
  decimals: number,
  fixedDecimals: number = DISPLAY_PRECISION.tokenDecimals,
): string {
  return formatAmountFixed(raw, decimals, fixedDecimals, { rounding: 'down', groupSeparator: ',' });
}

/** An amount to 6 significant digits ('Balance: …'). */
export function formatBalance(raw: bigint, decimals: number): string {
  return formatAmount(raw, decimals, DISPLAY_PRECISION.amount, { rounding: 'down' });
}

// The indexer sends raw token amounts as decimal strings (GraphQL BigInt) and USD figures as
// floats. These turn them into display numbers without losing the sign or the decimals.
import { toUnits } from '@flaskswap/sdk';

/** A raw amount (string or bigint) in whole tokens, as a float for display and charts. */
export function rawToNumber(raw: string | bigint, decimals: number): number {
  return toUnits(typeof raw === 'bigint' ? raw : BigInt(raw), decimals);
}

const compactUsd = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plainUsd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1.23M' for big figures, '$12.34' for small ones, '<$0.01' below a cent, '-' when unknown. */
export function formatUsdCompact(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  if (value > 0 && value < 0.01) return '<$0.01';
  return `$${(Math.abs(value) >= 100_000 ? compactUsd : plainUsd).format(value)}`;
}

/** A price with enough significant digits for tokens worth fractions of a cent. */
export function formatPrice(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  if (value === 0) return '0';
  if (Math.abs(value) >= 1) return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  return value.toPrecision(4);
}

/** A token amount for tables: grouped, at most 4 decimals, compact past a million. */
export function formatTokenAmount(value: number): string {
  if (!Number.isFinite(value)) return '-';
  if (Math.abs(value) >= 1_000_000)
    return value.toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 2 });
  return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
}

/** '+1.23%' / '-4.50%'; '-' without a base. */
export function formatChange(percent: number | undefined): string {
  if (percent === undefined || !Number.isFinite(percent)) return '-';
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(2)}%`;
}

/** Symbols and names come from token contracts (untrusted): shown as text, cut to a sane length. */
export function truncateLabel(text: string, max = 12): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

// The indexer sends raw token amounts as decimal strings (GraphQL BigInt) and USD figures as
// floats. These turn them into display numbers without losing the sign or the decimals.
import {
  DEFAULT_FORMAT_LOCALE,
  formatNumber,
  localizeDecimal,
  toUnits,
  withPercentSign,
  withUsdSign,
} from '@flaskswap/sdk';

/** A raw amount (string or bigint) in whole tokens, as a float for display and charts. */
export function rawToNumber(raw: string | bigint, decimals: number): number {
  return toUnits(typeof raw === 'bigint' ? raw : BigInt(raw), decimals);
}

const usdFormats = new Map<string, { compact: Intl.NumberFormat; plain: Intl.NumberFormat }>();

function usdFormatsOf(locale: string) {
  let formats = usdFormats.get(locale);
  if (!formats) {
    const cents = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    formats = {
      compact: new Intl.NumberFormat(locale, { ...cents, notation: 'compact' }),
      plain: new Intl.NumberFormat(locale, cents),
    };
    usdFormats.set(locale, formats);
  }
  return formats;
}

/** '$1.23M' for big figures, '$12.34' for small ones, '<$0.01' below a cent, '-' when unknown (in `locale`). */
export function formatUsdCompact(value: number | undefined, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  if (value > 0 && value < 0.01) return `<${withUsdSign(localizeDecimal('0.01', locale), locale)}`;
  const formats = usdFormatsOf(locale);
  return (Math.abs(value) >= 100_000 ? formats.compact : formats.plain).format(value);
}

/** A token amount for tables: grouped, at most 4 decimals, compact past a million. */
export function formatTokenAmount(value: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (!Number.isFinite(value)) return '-';
  if (Math.abs(value) >= 1_000_000)
    return value.toLocaleString(locale, { notation: 'compact', maximumFractionDigits: 2 });
  return value.toLocaleString(locale, { maximumFractionDigits: 4 });
}

/** A count (transactions): grouped the locale's way. */
export function formatCount(value: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return formatNumber(value, locale, 0);
}

/** '+1.23%' / '-4.50%'; '-' without a base. */
export function formatChange(percent: number | undefined, locale: string = DEFAULT_FORMAT_LOCALE): string {
  if (percent === undefined || !Number.isFinite(percent)) return '-';
  return `${percent >= 0 ? '+' : ''}${withPercentSign(localizeDecimal(percent.toFixed(2), locale), locale)}`;
}

/** Symbols and names come from token contracts (untrusted): shown as text, cut to a sane length. */
export function truncateLabel(text: string, max = 12): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

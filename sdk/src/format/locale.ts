// Locale presentation of numbers already rounded by the exact decimal code: only the separators,
// the grouping pattern, the minus sign and the placement of `%` and `$` follow the locale (Intl);
// the digits themselves never pass through a float.

/** The locale every formatter uses when none is given: its output is the canonical one. */
export const DEFAULT_FORMAT_LOCALE = 'en-US';

interface NumberSymbols {
  decimal: string;
  minusSign: string;
  /** Groups an integer written with ASCII digits (a bigint, so any length stays exact). */
  group: Intl.NumberFormat;
}

const symbolsCache = new Map<string, NumberSymbols>();

function numberSymbols(locale: string): NumberSymbols {
  let symbols = symbolsCache.get(locale);
  if (!symbols) {
    const parts = new Intl.NumberFormat(locale).formatToParts(-1.5);
    symbols = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      minusSign: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
      group: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    };
    symbolsCache.set(locale, symbols);
  }
  return symbols;
}

/**
 * A plain decimal ('-1234.5', as formatFixed/formatSignificant compute it) in `locale`:
 * de-DE '-1.234,5', fr-FR '-1 234,5', hi-IN '12,34,567.5'. Grouping only on request.
 * Locales whose default digits are not Latin must be given with `-u-nu-latn`.
 */
export function localizeDecimal(text: string, locale: string = DEFAULT_FORMAT_LOCALE, grouping = false): string {
  const negative = text.startsWith('-');
  const [integer = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const symbols = numberSymbols(locale);
  const groupedInteger = grouping ? symbols.group.format(BigInt(integer)) : integer;
  const body = fraction === undefined ? groupedInteger : `${groupedInteger}${symbols.decimal}${fraction}`;
  return negative ? `${symbols.minusSign}${body}` : body;
}

const affixCache = new Map<string, { prefix: string; suffix: string }>();

/** What surrounds a number in `locale`'s percent or USD pattern ('$' + n, n + ' %', '%' + n). */
function affixes(locale: string, style: 'percent' | 'usd'): { prefix: string; suffix: string } {
  const key = `${style}|${locale}`;
  let found = affixCache.get(key);
  if (!found) {
    const format =
      style === 'percent'
        ? new Intl.NumberFormat(locale, { style: 'percent' })
        : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const parts = format.formatToParts(1);
    const numberParts = new Set(['integer', 'group', 'decimal', 'fraction']);
    const first = parts.findIndex((part) => numberParts.has(part.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((part) => numberParts.has(part.type));
    const join = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join('');
    found = { prefix: join(parts.slice(0, first)), suffix: join(parts.slice(last + 1)) };
    affixCache.set(key, found);
  }
  return found;
}

function withAffixes(localized: string, locale: string, style: 'percent' | 'usd'): string {
  const { prefix, suffix } = affixes(locale, style);
  const { minusSign } = numberSymbols(locale);
  // The sign goes before the currency symbol, as Intl writes '-$1.00'.
  if (localized.startsWith(minusSign)) return `${minusSign}${prefix}${localized.slice(minusSign.length)}${suffix}`;
  return `${prefix}${localized}${suffix}`;
}

/** A localized number (from localizeDecimal) as a percentage: '12.5%', de-DE '12,5 %', tr-TR '%12,5'. */
export function withPercentSign(localized: string, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return withAffixes(localized, locale, 'percent');
}

/** A localized number (from localizeDecimal) as US dollars: '$1,234.56', de-DE '1.234,56 $'. */
export function withUsdSign(localized: string, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return withAffixes(localized, locale, 'usd');
}

const numberFormatCache = new Map<string, Intl.NumberFormat>();

/**
 * A JavaScript number (USD values, APRs: already floats) in `locale` with at most
 * `maxFractionDigits` decimals (exactly, when `fixed`), grouped.
 */
export function formatNumber(
  value: number,
  locale: string = DEFAULT_FORMAT_LOCALE,
  maxFractionDigits = 2,
  fixed = false,
): string {
  const key = `${locale}|${maxFractionDigits}|${fixed}`;
  let format = numberFormatCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fixed ? maxFractionDigits : 0,
      maximumFractionDigits: maxFractionDigits,
    });
    numberFormatCache.set(key, format);
  }
  return format.format(value);
}

const dateTimeCache = new Map<string, Intl.DateTimeFormat>();

/** A unix time (seconds) as the locale writes date and time (Date.toLocaleString's fields): en-US '1/2/2026, 3:04:05 PM'. */
export function formatDateTime(seconds: number | bigint, locale: string = DEFAULT_FORMAT_LOCALE): string {
  let format = dateTimeCache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    dateTimeCache.set(locale, format);
  }
  return format.format(new Date(Number(seconds) * 1000));
}

// Exact decimal rendering of rational numbers (bigint numerator / denominator): no floating
// point anywhere, so 80-decimal token amounts print exactly.
import { localizeDecimal } from './locale.ts';

/** How a value that does not fit the requested digits is rounded, always on its absolute value. */
export type Rounding = 'down' | 'halfUp' | 'up';

export interface DecimalFormatOptions {
  /** Default 'halfUp' (half away from zero), like the values users see in exchanges. */
  rounding?: Rounding;
  /** Groups the integer part the locale's way ('1,234' / '1.234' / '12,34,567'); default off. */
  grouping?: boolean;
  /** BCP 47 locale for the separators; default en-US. Non-Latin-digit locales need `-u-nu-latn`. */
  locale?: string;
}

/** Rounds the non-negative quotient n / d (d > 0) to an integer. */
export function divideRounded(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  if (rounding === 'down') return q;
  if (rounding === 'up') return q + 1n;
  return r * 2n >= d ? q + 1n : q;
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Renders the integer `scaled` × 10^-decimals as a plain decimal string ('-1234.5'). */
function renderScaled(negative: boolean, scaled: bigint, decimals: number): string {
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const sign = negative && scaled !== 0n ? '-' : '';
  return fraction ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** A plain decimal in the options' locale; untouched when neither locale nor grouping is asked. */
function present(plain: string, options: DecimalFormatOptions): string {
  if (options.locale === undefined && !options.grouping) return plain;
  return localizeDecimal(plain, options.locale, options.grouping ?? false);
}

function assertDigits(value: number, minimum: number, what: string): void {
  if (!Number.isInteger(value) || value < minimum) throw new Error(`${what} must be an integer ≥ ${minimum}`);
}

function normalize(numerator: bigint, denominator: bigint): { negative: boolean; n: bigint; d: bigint } {
  if (denominator === 0n) throw new Error('Division by zero');
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  return { negative, n: numerator < 0n ? -numerator : numerator, d: denominator < 0n ? -denominator : denominator };
}

/** numerator / denominator with exactly `decimals` digits after the point (trailing zeros kept). */
export function formatFixed(
  numerator: bigint,
  denominator: bigint,
  decimals: number,
  options: DecimalFormatOptions = {},
): string {
  assertDigits(decimals, 0, 'decimals');
  const { negative, n, d } = normalize(numerator, denominator);
  const scaled = divideRounded(n * pow10(decimals), d, options.rounding ?? 'halfUp');
  return present(renderScaled(negative, scaled, decimals), options);
}

/** Decimal exponent e of a positive n / d: 10^e ≤ n / d < 10^(e+1). */
function decimalExponent(n: bigint, d: bigint): number {
  const estimate = n.toString().length - d.toString().length;
  const atLeast = estimate >= 0 ? n >= d * pow10(estimate) : n * pow10(-estimate) >= d;
  return atLeast ? estimate : estimate - 1;
}

/**
 * numerator / denominator rounded to `significantDigits` significant digits, in plain notation
 * (never exponent form) and without trailing zeros after the point: 1234567 → "1234570",
 * 0.000123456789 → "0.000123457".
 */
export function formatSignificant(
  numerator: bigint,
  denominator: bigint,
  significantDigits: number,
  options: DecimalFormatOptions = {},
): string {
  assertDigits(significantDigits, 1, 'significantDigits');
  const { negative, n, d } = normalize(numerator, denominator);
  if (n === 0n) return '0';
  // Keep `significantDigits` digits: scale so that the first one lands in the units place + (digits - 1).
  const shift = significantDigits - 1 - decimalExponent(n, d);
  const rounded =
    shift >= 0
      ? divideRounded(n * pow10(shift), d, options.rounding ?? 'halfUp')
      : divideRounded(n, d * pow10(-shift), options.rounding ?? 'halfUp') * pow10(-shift);
  const rendered = renderScaled(negative, rounded, Math.max(shift, 0));
  return present(rendered.includes('.') ? rendered.replace(/\.?0+$/, '') : rendered, options);
}

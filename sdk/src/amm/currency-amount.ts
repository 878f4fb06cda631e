import { type DecimalFormatOptions, pow10 } from '../format/decimal.ts';
import type { Currency, Token } from './currency.ts';
import { type BigintOrFraction, Fraction } from './fraction.ts';

export const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * A whole number of a currency's smallest units (wei), as the chain holds it. Immutable;
 * arithmetic that could produce fractions (multiply, divide) rounds down, as the contracts do.
 */
export class CurrencyAmount<T extends Currency = Currency> {
  readonly currency: T;
  /** The amount in the currency's smallest unit. */
  readonly raw: bigint;

  protected constructor(currency: T, raw: bigint) {
    if (raw < 0n || raw > MAX_UINT256) throw new Error('Amount out of range');
    this.currency = currency;
    this.raw = raw;
  }

  static fromRaw<T extends Currency>(currency: T, raw: bigint): CurrencyAmount<T> {
    return new CurrencyAmount(currency, raw);
  }

  /** The same amount of the wrapped token (BNB → WBNB); tokens return themselves. */
  get wrapped(): CurrencyAmount<Token> {
    if (this.currency.isToken) return this as CurrencyAmount<Token>;
    return new CurrencyAmount(this.currency.wrapped, this.raw);
  }

  private same(other: CurrencyAmount<Currency>): void {
    if (!this.currency.equals(other.currency)) throw new Error('invalid currency');
  }

  add(other: CurrencyAmount<T>): CurrencyAmount<T> {
    this.same(other);
    return new CurrencyAmount(this.currency, this.raw + other.raw);
  }

  subtract(other: CurrencyAmount<T>): CurrencyAmount<T> {
    this.same(other);
    return new CurrencyAmount(this.currency, this.raw - other.raw);
  }

  /** this × factor, rounded down. */
  multiply(factor: BigintOrFraction): CurrencyAmount<T> {
    const f = Fraction.from(factor);
    return new CurrencyAmount(this.currency, (this.raw * f.numerator) / f.denominator);
  }

  /** this ÷ divisor, rounded down. */
  divide(divisor: BigintOrFraction): CurrencyAmount<T> {
    const f = Fraction.from(divisor);
    return new CurrencyAmount(this.currency, (this.raw * f.denominator) / f.numerator);
  }

  lessThan(other: CurrencyAmount<T>): boolean {
    this.same(other);
    return this.raw < other.raw;
  }

  equalTo(other: CurrencyAmount<T>): boolean {
    this.same(other);
    return this.raw === other.raw;
  }

  greaterThan(other: CurrencyAmount<T>): boolean {
    this.same(other);
    return this.raw > other.raw;
  }

  /** The amount in whole units (raw / 10^decimals), exact. */
  toFraction(): Fraction {
    return new Fraction(this.raw, pow10(this.currency.decimals));
  }

  toSignificant(significantDigits = 6, options?: DecimalFormatOptions): string {
    return this.toFraction().toSignificant(significantDigits, options);
  }

  /** Whole units with `decimals` digits after the point (at most the currency's decimals). */
  toFixed(decimals = this.currency.decimals, options?: DecimalFormatOptions): string {
    if (decimals > this.currency.decimals) throw new Error('More decimals than the currency has');
    return this.toFraction().toFixed(decimals, options);
  }

  /** Every digit, no rounding, no trailing zeros: what a form field should be filled with. */
  toExact(): string {
    const fixed = this.toFraction().toFixed(this.currency.decimals, { rounding: 'down' });
    return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  }
}

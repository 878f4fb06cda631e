import { type DecimalFormatOptions, formatFixed, formatSignificant } from '../format/decimal.ts';

export type BigintOrFraction = bigint | Fraction;

/**
 * An exact rational number on bigint. Immutable; never reduced (reducing costs a gcd per step
 * and nothing needs it, since comparisons cross-multiply). The denominator is kept positive.
 */
export class Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;

  constructor(numerator: bigint, denominator = 1n) {
    if (denominator === 0n) throw new Error('Division by zero');
    this.numerator = denominator < 0n ? -numerator : numerator;
    this.denominator = denominator < 0n ? -denominator : denominator;
  }

  static from(value: BigintOrFraction): Fraction {
    return typeof value === 'bigint' ? new Fraction(value) : value;
  }

  /** The integer part, truncated toward zero. */
  get quotient(): bigint {
    return this.numerator / this.denominator;
  }

  /** What is left after the quotient: this - quotient. */
  get remainder(): Fraction {
    return new Fraction(this.numerator % this.denominator, this.denominator);
  }

  invert(): Fraction {
    return new Fraction(this.denominator, this.numerator);
  }

  add(other: BigintOrFraction): Fraction {
    const o = Fraction.from(other);
    if (o.denominator === this.denominator) return new Fraction(this.numerator + o.numerator, this.denominator);
    return new Fraction(
      this.numerator * o.denominator + o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  subtract(other: BigintOrFraction): Fraction {
    const o = Fraction.from(other);
    if (o.denominator === this.denominator) return new Fraction(this.numerator - o.numerator, this.denominator);
    return new Fraction(
      this.numerator * o.denominator - o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  multiply(other: BigintOrFraction): Fraction {
    const o = Fraction.from(other);
    return new Fraction(this.numerator * o.numerator, this.denominator * o.denominator);
  }

  divide(other: BigintOrFraction): Fraction {
    const o = Fraction.from(other);
    return new Fraction(this.numerator * o.denominator, this.denominator * o.numerator);
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than `other`. */
  compare(other: BigintOrFraction): -1 | 0 | 1 {
    const o = Fraction.from(other);
    const left = this.numerator * o.denominator;
    const right = o.numerator * this.denominator;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  lessThan(other: BigintOrFraction): boolean {
    return this.compare(other) < 0;
  }

  equalTo(other: BigintOrFraction): boolean {
    return this.compare(other) === 0;
  }

  greaterThan(other: BigintOrFraction): boolean {
    return this.compare(other) > 0;
  }

  /** Plain decimal with `significantDigits` significant digits, trailing zeros dropped. */
  toSignificant(significantDigits: number, options?: DecimalFormatOptions): string {
    return formatSignificant(this.numerator, this.denominator, significantDigits, options);
  }

  /** Plain decimal with exactly `decimals` digits after the point. */
  toFixed(decimals: number, options?: DecimalFormatOptions): string {
    return formatFixed(this.numerator, this.denominator, decimals, options);
  }
}

import type { DecimalFormatOptions } from '../format/decimal.ts';
import { type BigintOrFraction, Fraction } from './fraction.ts';

const BIPS_BASE = 10_000n;

/**
 * A fraction shown as a percentage: new Percent(1n, 200n) is 0.5 and prints "0.5". Arithmetic
 * keeps the Percent type so chains like `impact.subtract(fee)` stay printable as percentages.
 */
export class Percent extends Fraction {
  /** 50 basis points → 0.5%. */
  static fromBips(bips: bigint | number): Percent {
    return new Percent(BigInt(bips), BIPS_BASE);
  }

  static fromFraction(fraction: Fraction): Percent {
    return new Percent(fraction.numerator, fraction.denominator);
  }

  override invert(): Percent {
    return Percent.fromFraction(super.invert());
  }

  override add(other: BigintOrFraction): Percent {
    return Percent.fromFraction(super.add(other));
  }

  override subtract(other: BigintOrFraction): Percent {
    return Percent.fromFraction(super.subtract(other));
  }

  override multiply(other: BigintOrFraction): Percent {
    return Percent.fromFraction(super.multiply(other));
  }

  override divide(other: BigintOrFraction): Percent {
    return Percent.fromFraction(super.divide(other));
  }

  /** The percentage value (this × 100) with `significantDigits` significant digits. */
  override toSignificant(significantDigits = 5, options?: DecimalFormatOptions): string {
    return new Fraction(this.numerator * 100n, this.denominator).toSignificant(significantDigits, options);
  }

  /** The percentage value (this × 100) with `decimals` digits after the point. */
  override toFixed(decimals = 2, options?: DecimalFormatOptions): string {
    return new Fraction(this.numerator * 100n, this.denominator).toFixed(decimals, options);
  }
}

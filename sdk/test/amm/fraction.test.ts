import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction, Percent } from '../../src/index.ts';

describe('Fraction', () => {
  it('does exact arithmetic', () => {
    const third = new Fraction(1n, 3n);
    expect(third.add(new Fraction(1n, 6n)).equalTo(new Fraction(1n, 2n))).toBe(true);
    expect(third.subtract(1n).equalTo(new Fraction(-2n, 3n))).toBe(true);
    expect(third.multiply(new Fraction(3n, 2n)).equalTo(new Fraction(1n, 2n))).toBe(true);
    expect(third.divide(2n).equalTo(new Fraction(1n, 6n))).toBe(true);
    expect(third.invert().equalTo(3n)).toBe(true);
  });
  it('keeps the denominator positive', () => {
    const f = new Fraction(1n, -2n);
    expect(f.numerator).toBe(-1n);
    expect(f.denominator).toBe(2n);
  });
  it('has quotient and remainder', () => {
    const f = new Fraction(7n, 2n);
    expect(f.quotient).toBe(3n);
    expect(f.remainder.equalTo(new Fraction(1n, 2n))).toBe(true);
  });
  it('compares by cross-multiplication', () => {
    expect(new Fraction(1n, 3n).lessThan(new Fraction(1n, 2n))).toBe(true);
    expect(new Fraction(2n, 4n).equalTo(new Fraction(1n, 2n))).toBe(true);
    expect(new Fraction(3n, 4n).greaterThan(new Fraction(2n, 3n))).toBe(true);
    expect(new Fraction(1n, 2n).compare(new Fraction(1n, 2n))).toBe(0);
  });
  it('rejects a zero denominator', () => {
    expect(() => new Fraction(1n, 0n)).toThrow('Division by zero');
  });
  it('formats', () => {
    expect(new Fraction(2n, 3n).toSignificant(3)).toBe('0.667');
    expect(new Fraction(2n, 3n).toFixed(2)).toBe('0.67');
  });
  it('add then subtract is the identity (property)', () => {
    const fraction = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n }))
      .map(([n, d]) => new Fraction(n, d));
    fc.assert(fc.property(fraction, fraction, (a, b) => a.add(b).subtract(b).equalTo(a)));
  });
});

describe('Percent', () => {
  it('prints as a percentage', () => {
    expect(Percent.fromBips(50).toFixed(2)).toBe('0.50');
    expect(Percent.fromBips(50).toSignificant()).toBe('0.5');
    expect(new Percent(1n, 3n).toFixed(2)).toBe('33.33');
  });
  it('stays a Percent through arithmetic', () => {
    const sum = Percent.fromBips(100).add(Percent.fromBips(25));
    expect(sum).toBeInstanceOf(Percent);
    expect(sum.toFixed(2)).toBe('1.25');
    expect(Percent.fromBips(100).multiply(2n)).toBeInstanceOf(Percent);
    expect(Percent.fromBips(100).subtract(Percent.fromBips(25)).toFixed(2)).toBe('0.75');
    expect(Percent.fromBips(100).divide(4n).toFixed(2)).toBe('0.25');
    expect(Percent.fromBips(5000).invert().toFixed(0)).toBe('200');
  });
});

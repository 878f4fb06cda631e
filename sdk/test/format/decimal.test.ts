import { describe, expect, it } from 'vitest';
import { divideRounded, formatFixed, formatSignificant } from '../../src/index.ts';

describe('divideRounded', () => {
  it('rounds down, up and half up', () => {
    expect(divideRounded(7n, 2n, 'down')).toBe(3n);
    expect(divideRounded(7n, 2n, 'up')).toBe(4n);
    expect(divideRounded(7n, 2n, 'halfUp')).toBe(4n);
    expect(divideRounded(5n, 3n, 'halfUp')).toBe(2n);
    expect(divideRounded(4n, 3n, 'halfUp')).toBe(1n);
    expect(divideRounded(6n, 3n, 'up')).toBe(2n);
  });
});

describe('formatSignificant', () => {
  it('keeps the requested significant digits without exponent notation', () => {
    expect(formatSignificant(1234567n, 1n, 6)).toBe('1234570');
    expect(formatSignificant(123456789n, 10n ** 12n, 6)).toBe('0.000123457');
    expect(formatSignificant(1n, 3n, 4)).toBe('0.3333');
    expect(formatSignificant(2n, 3n, 4)).toBe('0.6667');
    expect(formatSignificant(2n, 3n, 4, { rounding: 'down' })).toBe('0.6666');
  });
  it('drops trailing zeros and handles zero and integers', () => {
    expect(formatSignificant(15n, 10n, 6)).toBe('1.5');
    expect(formatSignificant(0n, 1n, 6)).toBe('0');
    expect(formatSignificant(100n, 1n, 2)).toBe('100');
    expect(formatSignificant(10n, 1n, 6)).toBe('10');
  });
  it('carries into a new digit', () => {
    expect(formatSignificant(99999n, 100000n, 4)).toBe('1');
    expect(formatSignificant(9999n, 1n, 2)).toBe('10000');
    expect(formatSignificant(99995n, 10n, 4)).toBe('10000');
  });
  it('keeps the sign and rounds half away from zero', () => {
    expect(formatSignificant(-25n, 10n, 1)).toBe('-3');
    expect(formatSignificant(25n, -10n, 1)).toBe('-3');
    expect(formatSignificant(-1n, 3n, 2)).toBe('-0.33');
  });
  it('groups thousands on request', () => {
    expect(formatSignificant(1234567n, 1n, 7, { grouping: true })).toBe('1,234,567');
  });
  it('prints 80-decimal numbers exactly', () => {
    expect(formatSignificant(1n, 10n ** 80n, 3)).toBe(`0.${'0'.repeat(79)}1`);
    expect(formatSignificant(10n ** 80n + 1n, 10n ** 80n, 81)).toBe(`1.${'0'.repeat(79)}1`);
  });
  it('rejects digit counts below one', () => {
    expect(() => formatSignificant(1n, 1n, 0)).toThrow();
    expect(() => formatSignificant(1n, 0n, 1)).toThrow('Division by zero');
  });
});

describe('formatFixed', () => {
  it('keeps exactly the requested decimals', () => {
    expect(formatFixed(1n, 3n, 4)).toBe('0.3333');
    expect(formatFixed(2n, 1n, 2)).toBe('2.00');
    expect(formatFixed(12345n, 100n, 0)).toBe('123');
    expect(formatFixed(12355n, 100n, 1)).toBe('123.6');
    expect(formatFixed(12355n, 100n, 1, { rounding: 'down' })).toBe('123.5');
    expect(formatFixed(12341n, 100n, 1, { rounding: 'up' })).toBe('123.5');
  });
  it('never prints a negative zero and groups on request', () => {
    expect(formatFixed(-1n, 1000n, 2)).toBe('0.00');
    expect(formatFixed(-1n, 100n, 2)).toBe('-0.01');
    expect(formatFixed(123456789n, 100n, 2, { grouping: true })).toBe('1,234,567.89');
  });
  it('handles 80 decimals', () => {
    expect(formatFixed(1n, 10n ** 80n, 80)).toBe(`0.${'0'.repeat(79)}1`);
  });
});

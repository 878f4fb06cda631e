import { describe, expect, it } from 'vitest';
import { DISPLAY_PRECISION, formatAmount, formatAmountFixed, formatPairShare, Percent } from '../../src/index.ts';

describe('DISPLAY_PRECISION', () => {
  it('follows SPEC.md §9', () => {
    expect(DISPLAY_PRECISION.amount).toBe(6);
    expect(DISPLAY_PRECISION.price).toBe(4);
    expect(DISPLAY_PRECISION.historySummary).toBe(3);
    expect(DISPLAY_PRECISION.tokenDialogBalance).toBe(4);
    expect(DISPLAY_PRECISION.maxDecimals).toBe(80);
  });
});

describe('formatAmount', () => {
  it('shows 6 significant digits by default', () => {
    expect(formatAmount(1_234_567_891_234_567_891n, 18)).toBe('1.23457');
    expect(formatAmount(123_456_789_000_000_000_000_000n, 18)).toBe('123457');
    expect(formatAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatAmount(0n, 18)).toBe('0');
    expect(formatAmount(1_234_567_891n, 6, 4)).toBe('1235');
    expect(formatAmount(1_234_567_891n, 6, 8, { grouping: true })).toBe('1,234.5679');
  });
  it('handles 80-decimal tokens', () => {
    expect(formatAmount(15n * 10n ** 79n, 80)).toBe('1.5');
    expect(formatAmount(1n, 80, 1)).toBe(`0.${'0'.repeat(79)}1`);
  });
});

describe('formatAmountFixed', () => {
  it('shows a fixed number of decimals', () => {
    expect(formatAmountFixed(1_234_567_891_234_567_891n, 18)).toBe('1.235');
    expect(formatAmountFixed(1_234_567_891_234_567_891n, 18, 5, { rounding: 'down' })).toBe('1.23456');
    expect(formatAmountFixed(5n, 0, 2)).toBe('5.00');
    expect(() => formatAmountFixed(1n, 18, 81)).toThrow();
  });
});

describe('formatPairShare', () => {
  it("shows '<0.01' under 0.01%", () => {
    expect(formatPairShare(new Percent(1n, 1_000_000n))).toBe('<0.01');
    expect(formatPairShare(new Percent(1n, 10_000n))).toBe('0.01');
    expect(formatPairShare(new Percent(0n))).toBe('0.00');
    expect(formatPairShare(new Percent(1n, 3n), 6)).toBe('33.333333');
  });

  it('writes the decimal separator of the given locale', () => {
    expect(formatPairShare(new Percent(1n, 1_000_000n), 2, { locale: 'de-DE' })).toBe('<0,01');
    expect(formatPairShare(new Percent(1n, 3n), 6, { locale: 'de-DE' })).toBe('33,333333');
    expect(formatPairShare(new Percent(1n, 3n), 2, { locale: 'en-US' })).toBe('33.33');
  });
});

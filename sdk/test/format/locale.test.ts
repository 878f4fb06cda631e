import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountFixed,
  formatDateTime,
  formatFixed,
  formatNumber,
  localizeDecimal,
  withPercentSign,
  withUsdSign,
} from '../../src/index.ts';

describe('localizeDecimal', () => {
  it('leaves en-US as the plain rendering, grouped on request', () => {
    expect(localizeDecimal('-1234567.891')).toBe('-1234567.891');
    expect(localizeDecimal('-1234567.891', 'en-US', true)).toBe('-1,234,567.891');
  });
  it('uses the locale separators and grouping pattern', () => {
    expect(localizeDecimal('1234.5', 'de-DE', true)).toBe('1.234,5');
    expect(localizeDecimal('1234567.5', 'hi-IN', true)).toBe('12,34,567.5');
    expect(localizeDecimal('0.5', 'fr-FR')).toBe('0,5');
    expect(localizeDecimal('-2.5', 'sv-SE')).toBe('−2,5');
  });
  it('keeps Latin digits for Arabic with nu-latn', () => {
    expect(localizeDecimal('1234.5', 'ar-SA-u-nu-latn', true)).toMatch(/^1,234\.5$/);
  });
  it('keeps every digit of long amounts', () => {
    const digits = `1${'0'.repeat(40)}`;
    expect(localizeDecimal(`${digits}.${'9'.repeat(30)}`, 'de-DE', true)).toBe(
      `10${'.000'.repeat(13)},${'9'.repeat(30)}`,
    );
  });
});

describe('locale options of the decimal formatters', () => {
  it('only change separators and grouping, never the precision', () => {
    expect(formatAmount(1_234_567_891n, 6, 8, { grouping: true, locale: 'de-DE' })).toBe('1.234,5679');
    expect(formatAmountFixed(1_234_500_000n, 6, 3, { grouping: true, locale: 'de-DE' })).toBe('1.234,500');
    expect(formatFixed(123456789n, 100n, 2, { locale: 'fr-FR' })).toBe('1234567,89');
  });
  it('give the same text as before for en-US', () => {
    expect(formatFixed(123456789n, 100n, 2, { grouping: true, locale: 'en-US' })).toBe('1,234,567.89');
    expect(formatFixed(123456789n, 100n, 2)).toBe('1234567.89');
  });
});

describe('percent and USD patterns', () => {
  it('place the signs where the locale writes them', () => {
    expect(withPercentSign('12.5')).toBe('12.5%');
    expect(withPercentSign('12,5', 'de-DE')).toBe('12,5\u00a0%');
    expect(withPercentSign('12,5', 'tr-TR')).toBe('%12,5');
    expect(withUsdSign('1,234.56')).toBe('$1,234.56');
    expect(withUsdSign('-1.00')).toBe('-$1.00');
    expect(withUsdSign('1.234,56', 'de-DE')).toBe('1.234,56\u00a0$');
  });
});

describe('formatNumber and formatDateTime', () => {
  it('format floats in the locale', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(1234.5, 'de-DE', 2, true)).toBe('1.234,50');
  });
  it('match Date.toLocaleString in en-US', () => {
    const seconds = 1_767_312_245;
    expect(formatDateTime(seconds)).toBe(new Date(seconds * 1000).toLocaleString('en-US'));
    expect(formatDateTime(BigInt(seconds), 'de-DE')).toBe(new Date(seconds * 1000).toLocaleString('de-DE'));
  });
});

import { formatPriceFourDigits, formatUsdFourDigits } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, formatTokenAmount, formatUsdCompact } from './units.ts';

describe('info units', () => {
  it('keeps the en-US figures the tables have always shown', () => {
    expect(formatUsdCompact(1234.5)).toBe('$1,234.50');
    expect(formatUsdCompact(1_500_000)).toBe('$1.50M');
    expect(formatUsdCompact(0.004)).toBe('<$0.01');
    expect(formatUsdCompact(undefined)).toBe('-');
    expect(formatPriceFourDigits(0.5)).toBe('0.5000');
    expect(formatUsdFourDigits(1234.56789)).toBe('$1,234.5679');
    expect(formatTokenAmount(12345.6)).toBe('12,345.6');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatChange(1.234)).toBe('+1.23%');
    expect(formatChange(-4.5)).toBe('-4.50%');
  });

  it('writes separators and signs the way the chosen locale does', () => {
    expect(formatUsdCompact(1234.5, 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatUsdCompact(0.004, 'de-DE')).toBe('<0,01\u00a0$');
    expect(formatPriceFourDigits(0.5, 'de-DE')).toBe('0,5000');
    expect(formatUsdFourDigits(0.5, 'de-DE')).toBe('0,5000\u00a0$');
    expect(formatTokenAmount(12345.6, 'de-DE')).toBe('12.345,6');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
    expect(formatChange(-4.5, 'de-DE')).toBe('-4,50\u00a0%');
    expect(formatChange(1.234, 'tr-TR')).toBe('+%1,23');
  });
});

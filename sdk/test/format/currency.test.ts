import { describe, expect, it } from 'vitest';
import {
  formatFlaskSignificant,
  formatFlaskThreeDecimals,
  formatPriceFourDigits,
  formatUsdFourDigits,
  formatUsdThreeDecimals,
} from '../../src/index.ts';

const flask = (whole: string) => BigInt(whole) * 10n ** 12n; // whole / 1e6 FLASK

describe('FLASK and USD display rules', () => {
  it('FLASK to 6 significant digits, grouped, rounded down', () => {
    expect(formatFlaskSignificant(flask('1234567890'))).toBe('1,234.56');
    expect(formatFlaskSignificant(flask('1234567890'), 'de-DE')).toBe('1.234,56');
  });

  it('FLASK with 3 decimals, grouped, rounded down', () => {
    expect(formatFlaskThreeDecimals(flask('1234567890'))).toBe('1,234.567');
    expect(formatFlaskThreeDecimals(0n)).toBe('0.000');
  });

  it('a fixed-point dollar figure with 3 decimals', () => {
    expect(formatUsdThreeDecimals(31245100000n, 8)).toBe('$312.451');
    expect(formatUsdThreeDecimals(31245100000n, 8, 'de-DE')).toBe('312,451\u00a0$');
  });

  it('a float price to 4 digits', () => {
    expect(formatPriceFourDigits(0.5)).toBe('0.5000');
    expect(formatPriceFourDigits(undefined)).toBe('-');
    expect(formatUsdFourDigits(1234.56789)).toBe('$1,234.5679');
    expect(formatUsdFourDigits(0.5, 'de-DE')).toBe('0,5000\u00a0$');
  });
});

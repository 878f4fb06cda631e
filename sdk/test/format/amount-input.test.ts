import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CurrencyAmount, parseAmountInput, sanitizeAmountInput, tryParseCurrencyAmount } from '../../src/index.ts';
import { testToken } from '../helpers.ts';

describe('sanitizeAmountInput', () => {
  it('accepts digits with one separator and turns commas into dots', () => {
    expect(sanitizeAmountInput('')).toBe('');
    expect(sanitizeAmountInput('12')).toBe('12');
    expect(sanitizeAmountInput('1,5')).toBe('1.5');
    expect(sanitizeAmountInput('.5')).toBe('.5');
    expect(sanitizeAmountInput('5.')).toBe('5.');
  });
  it('refuses anything else and more than 79 characters', () => {
    for (const text of ['1.2.3', '1,2.3', 'abc', '-1', '1e5', ' 1', '0x10'])
      expect(sanitizeAmountInput(text)).toBeUndefined();
    expect(sanitizeAmountInput('1'.repeat(79))).toBe('1'.repeat(79));
    expect(sanitizeAmountInput('1'.repeat(80))).toBeUndefined();
  });
});

describe('parseAmountInput', () => {
  it('parses with the token decimals', () => {
    expect(parseAmountInput('1.5', 18)).toEqual({ ok: true, raw: 1_500_000_000_000_000_000n });
    expect(parseAmountInput('1,5', 6)).toEqual({ ok: true, raw: 1_500_000n });
    expect(parseAmountInput('.000001', 6)).toEqual({ ok: true, raw: 1n });
    expect(parseAmountInput('7.', 0)).toEqual({ ok: true, raw: 7n });
    expect(parseAmountInput('007', 2)).toEqual({ ok: true, raw: 700n });
  });
  it('says what is wrong instead of throwing', () => {
    expect(parseAmountInput('', 18)).toEqual({ ok: false, error: 'empty' });
    expect(parseAmountInput('.', 18)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmountInput('1.2.3', 18)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmountInput('abc', 18)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmountInput('0', 18)).toEqual({ ok: false, error: 'zero' });
    expect(parseAmountInput('0.000', 18)).toEqual({ ok: false, error: 'zero' });
    expect(parseAmountInput('0.0000001', 6)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseAmountInput('1'.repeat(80), 18)).toEqual({ ok: false, error: 'tooLong' });
    expect(parseAmountInput('9'.repeat(79), 18)).toEqual({ ok: false, error: 'tooLarge' });
  });
  it('round-trips with toExact (property)', () => {
    const token = testToken(1, 8);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 40n }), (raw) => {
        const text = CurrencyAmount.fromRaw(token, raw).toExact();
        expect(parseAmountInput(text, 8)).toEqual({ ok: true, raw });
      }),
    );
  });
  it('never throws on any string (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 80 }), (text, decimals) => {
        parseAmountInput(text, decimals);
        sanitizeAmountInput(text);
      }),
    );
  });
});

describe('tryParseCurrencyAmount', () => {
  it('gives an amount or undefined', () => {
    const token = testToken(1, 6);
    expect(tryParseCurrencyAmount('2.5', token)?.raw).toBe(2_500_000n);
    expect(tryParseCurrencyAmount('0', token)).toBeUndefined();
  });
});

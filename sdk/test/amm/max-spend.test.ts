import { describe, expect, it } from 'vitest';
import { MIN_NATIVE_FOR_GAS, maxAmountSpend } from '../../src/amm/max-spend.ts';
import { CurrencyAmount } from '../../src/index.ts';
import { BNB, testToken } from '../helpers.ts';

describe('maxAmountSpend', () => {
  it('spends all of a token', () => {
    const balance = CurrencyAmount.fromRaw(testToken(1), 5n);
    expect(maxAmountSpend(balance)).toBe(balance);
  });
  it('keeps 0.01 BNB for gas, never going below zero', () => {
    expect(maxAmountSpend(CurrencyAmount.fromRaw(BNB, 10n ** 18n))?.raw).toBe(10n ** 18n - MIN_NATIVE_FOR_GAS);
    expect(maxAmountSpend(CurrencyAmount.fromRaw(BNB, MIN_NATIVE_FOR_GAS))?.raw).toBe(0n);
    expect(maxAmountSpend(CurrencyAmount.fromRaw(BNB, 1n))?.raw).toBe(0n);
  });
  it('knows nothing without a balance', () => {
    expect(maxAmountSpend(undefined)).toBeUndefined();
  });
});

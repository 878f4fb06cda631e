import { describe, expect, it } from 'vitest';
import { amountToUsd } from '../../src/index.ts';

describe('amountToUsd', () => {
  it('values whole tokens at the price, whatever the decimals', () => {
    expect(amountToUsd(25n * 10n ** 17n, 18, 10)).toBe(25);
    expect(amountToUsd(150_000_000n, 8, 2)).toBe(3);
    expect(amountToUsd(1n, 0, 0.5)).toBe(0.5);
  });

  it('is zero for nothing and unknown without a price', () => {
    expect(amountToUsd(0n, 18, 300)).toBe(0);
    expect(amountToUsd(10n ** 18n, 18, undefined)).toBeUndefined();
  });
});

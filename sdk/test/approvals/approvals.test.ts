import { describe, expect, it } from 'vitest';
import { isUnlimitedAllowance, UNLIMITED_ALLOWANCE_THRESHOLD } from '../../src/approvals/index.ts';

describe('isUnlimitedAllowance', () => {
  it('counts the maximum and anything from 2^255 as unlimited', () => {
    expect(isUnlimitedAllowance(2n ** 256n - 1n)).toBe(true);
    expect(isUnlimitedAllowance(UNLIMITED_ALLOWANCE_THRESHOLD)).toBe(true);
    expect(isUnlimitedAllowance(2n ** 256n - 1n - 10n ** 30n)).toBe(true);
  });

  it('shows a figure below 2^255, however large', () => {
    expect(isUnlimitedAllowance(UNLIMITED_ALLOWANCE_THRESHOLD - 1n)).toBe(false);
    expect(isUnlimitedAllowance(10n ** 18n)).toBe(false);
    expect(isUnlimitedAllowance(0n)).toBe(false);
  });
});

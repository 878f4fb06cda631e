import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumAmountWithSlippage, minimumAmountWithSlippage } from '../../src/amm/slippage-bounds.ts';

describe('slippage bounds', () => {
  it('takes the tolerance off or adds it, rounding down', () => {
    expect(minimumAmountWithSlippage(10_000n, 50)).toBe(9_950n);
    expect(maximumAmountWithSlippage(10_000n, 50)).toBe(10_050n);
    expect(minimumAmountWithSlippage(999n, 100)).toBe(989n);
    expect(minimumAmountWithSlippage(123n, 0)).toBe(123n);
    expect(minimumAmountWithSlippage(123n, 10_000)).toBe(0n);
  });
  it('refuses tolerances outside 0 to 10000 basis points', () => {
    expect(() => minimumAmountWithSlippage(1n, -1)).toThrow('Unexpected slippage value');
    expect(() => minimumAmountWithSlippage(1n, 10_001)).toThrow('Unexpected slippage value');
    expect(() => maximumAmountWithSlippage(1n, 0.5)).toThrow('Unexpected slippage value');
  });
  it('the minimum never exceeds the amount and the maximum never falls below it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 10_000 }), (amount, bips) => {
        const min = minimumAmountWithSlippage(amount, bips);
        const max = maximumAmountWithSlippage(amount, bips);
        return min <= amount && max >= amount && amount - min <= (amount * BigInt(bips)) / 10_000n + 1n;
      }),
    );
  });
});

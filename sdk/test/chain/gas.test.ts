import { describe, expect, it } from 'vitest';
import { GAS_MARGIN_PERCENT, withGasMargin } from '../../src/chain/gas.ts';

describe('withGasMargin', () => {
  it('adds 10% by default, rounding down', () => {
    expect(GAS_MARGIN_PERCENT).toBe(110n);
    expect(withGasMargin(83_828n)).toBe(92_210n);
    expect(withGasMargin(0n)).toBe(0n);
  });

  it('takes another margin', () => {
    expect(withGasMargin(100_000n, 150n)).toBe(150_000n);
  });
});

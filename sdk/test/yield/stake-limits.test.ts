import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountAtPercent,
  exceedsStakeLimit,
  hasReachedStakeLimit,
  maxStakeAmount,
  percentOfMax,
  STAKE_PERCENT_SHORTCUTS,
  stakeLimitRoom,
} from '../../src/index.ts';

describe('stake limits (SPEC.md §5)', () => {
  it('without a limit the wallet balance is the maximum', () => {
    expect(stakeLimitRoom({ stakingLimit: 0n, stakedBalance: 5n })).toBeUndefined();
    expect(maxStakeAmount({ balance: 70n, stakingLimit: 0n, stakedBalance: 5n })).toBe(70n);
    expect(exceedsStakeLimit({ amount: 10n ** 30n, stakingLimit: 0n, stakedBalance: 0n })).toBe(false);
    expect(hasReachedStakeLimit({ stakingLimit: 0n, stakedBalance: 10n ** 30n })).toBe(false);
  });
  it('with a limit: the lower of balance and limit minus staked', () => {
    expect(maxStakeAmount({ balance: 70n, stakingLimit: 100n, stakedBalance: 40n })).toBe(60n);
    expect(maxStakeAmount({ balance: 50n, stakingLimit: 100n, stakedBalance: 40n })).toBe(50n);
    expect(maxStakeAmount({ balance: 50n, stakingLimit: 100n, stakedBalance: 120n })).toBe(0n);
  });
  it('flags an amount that takes the stake past the limit', () => {
    expect(exceedsStakeLimit({ amount: 60n, stakingLimit: 100n, stakedBalance: 40n })).toBe(false);
    expect(exceedsStakeLimit({ amount: 61n, stakingLimit: 100n, stakedBalance: 40n })).toBe(true);
  });
  it('the limit is reached once staked ≥ limit', () => {
    expect(hasReachedStakeLimit({ stakingLimit: 100n, stakedBalance: 99n })).toBe(false);
    expect(hasReachedStakeLimit({ stakingLimit: 100n, stakedBalance: 100n })).toBe(true);
  });
  it('the maximum never exceeds the limit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (balance, stakingLimit, stakedBalance) => {
          const max = maxStakeAmount({ balance, stakingLimit, stakedBalance });
          expect(max).toBeLessThanOrEqual(balance);
          expect(exceedsStakeLimit({ amount: max, stakingLimit, stakedBalance })).toBe(stakedBalance > stakingLimit);
        },
      ),
    );
  });
});

describe('percent slider', () => {
  it('offers 25, 50, 75 and Max', () => {
    expect(STAKE_PERCENT_SHORTCUTS).toEqual([25, 50, 75, 100]);
  });
  it('amountAtPercent rounds down and clamps to 0-100', () => {
    expect(amountAtPercent(1000n, 25)).toBe(250n);
    expect(amountAtPercent(999n, 50)).toBe(499n);
    expect(amountAtPercent(1000n, 100)).toBe(1000n);
    expect(amountAtPercent(1000n, 150)).toBe(1000n);
    expect(amountAtPercent(1000n, -3)).toBe(0n);
  });
  it('percentOfMax places an amount on the slider', () => {
    expect(percentOfMax(250n, 1000n)).toBe(25);
    expect(percentOfMax(2000n, 1000n)).toBe(100);
    expect(percentOfMax(1n, 0n)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  aprPercent,
  BLOCKS_PER_YEAR,
  FLASK_PER_BLOCK,
  farmApr,
  farmMultiplier,
  poolWeight,
  stakingPoolApr,
  toUnits,
} from '../../src/index.ts';

describe('yield constants', () => {
  it('match SPEC.md §9', () => {
    expect(FLASK_PER_BLOCK).toBe(20);
    expect(BLOCKS_PER_YEAR).toBe(10_512_000);
  });
});

describe('poolWeight and farmMultiplier', () => {
  it('weight is allocPoint / totalAllocPoint, 0 without any allocation', () => {
    expect(poolWeight(4000n, 12000n)).toBeCloseTo(1 / 3, 12);
    expect(poolWeight(0n, 12000n)).toBe(0);
    expect(poolWeight(100n, 0n)).toBe(0);
  });
  it("multiplier is allocPoint / 100 with an 'X'", () => {
    expect(farmMultiplier(4000n)).toBe('40X');
    expect(farmMultiplier(250n)).toBe('2.5X');
    expect(farmMultiplier(0n)).toBe('0X');
    expect(farmMultiplier(1n)).toBe('0.01X');
  });
});

describe('farmApr', () => {
  it('is FLASK per block × blocks per year × weight × FLASK price / liquidity', () => {
    // 20 × 10,512,000 × 0.25 × $10 = $525.6M a year on $1M of liquidity = 52,560%.
    expect(farmApr({ poolWeight: 0.25, flaskPriceUsd: 10, liquidityUsd: 1_000_000 })).toBeCloseTo(52_560, 6);
  });
  it('is null without a price or liquidity', () => {
    expect(farmApr({ poolWeight: 0.25, flaskPriceUsd: undefined, liquidityUsd: 1 })).toBeNull();
    expect(farmApr({ poolWeight: 0.25, flaskPriceUsd: 10, liquidityUsd: 0 })).toBeNull();
    expect(farmApr({ poolWeight: 0.25, flaskPriceUsd: 10, liquidityUsd: Number.NaN })).toBeNull();
  });
  it('is 0 for a farm without allocation (finished)', () => {
    expect(farmApr({ poolWeight: 0, flaskPriceUsd: 10, liquidityUsd: 1000 })).toBe(0);
  });
});

describe('stakingPoolApr', () => {
  it('values the yearly rewards against the USD staked', () => {
    // 0.0005 ETH/block × 10,512,000 × $2000 = $10.512M a year on 1000 FLASK × $10 = 105,120%.
    const apr = stakingPoolApr({
      rewardPerBlock: 0.0005,
      earningTokenPriceUsd: 2000,
      totalStaked: 1000,
      stakingTokenPriceUsd: 10,
    });
    expect(apr).toBeCloseTo(105_120, 6);
  });
  it('is null with nothing staked or no price', () => {
    const base = { rewardPerBlock: 1, earningTokenPriceUsd: 1, totalStaked: 0, stakingTokenPriceUsd: 1 };
    expect(stakingPoolApr(base)).toBeNull();
    expect(stakingPoolApr({ ...base, totalStaked: 1, earningTokenPriceUsd: undefined })).toBeNull();
  });
  it('aprPercent refuses negative rewards', () => {
    expect(aprPercent(-1, 1)).toBeNull();
  });
});

describe('toUnits', () => {
  it('scales by decimals', () => {
    expect(toUnits(150_000_000n, 8)).toBe(1.5);
    expect(toUnits(10n ** 18n, 18)).toBe(1);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTO_VAULT_COMPOUNDS_PER_DAY,
  aprAfterFee,
  apyFromApr,
  growthFactor,
  ROI_PERIODS_DAYS,
  ROI_PRINCIPAL_USD,
  roiPercent,
  roiTable,
  roundTo,
  tokensEarnedPerThousandUsd,
} from '../../src/index.ts';

describe('ROI constants', () => {
  it('match SPEC.md §9', () => {
    expect(ROI_PERIODS_DAYS).toEqual([1, 7, 30, 365]);
    expect(ROI_PRINCIPAL_USD).toBe(1000);
    expect(AUTO_VAULT_COMPOUNDS_PER_DAY).toBe(288);
  });
});

describe('growthFactor', () => {
  it('without compounding is simple interest', () => {
    expect(growthFactor({ aprPercent: 100, days: 365, compoundsPerDay: 0 })).toBeCloseTo(2, 12);
    expect(growthFactor({ aprPercent: 36.5, days: 1, compoundsPerDay: 0 })).toBeCloseTo(1.001, 12);
  });
  it('compounded daily for a year is (1 + r/365)^365', () => {
    expect(growthFactor({ aprPercent: 100, days: 365, compoundsPerDay: 1 })).toBeCloseTo((1 + 1 / 365) ** 365, 12);
  });
  it('takes the performance fee out of the APR', () => {
    expect(aprAfterFee(100, 2)).toBe(98);
    expect(growthFactor({ aprPercent: 100, days: 365, compoundsPerDay: 0, performanceFeePercent: 2 })).toBeCloseTo(
      1.98,
      12,
    );
  });
  it('never loses money and grows with more compounding', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 10_000, noNaN: true }), fc.integer({ min: 1, max: 365 }), (apr, days) => {
        const simple = growthFactor({ aprPercent: apr, days, compoundsPerDay: 0 });
        const daily = growthFactor({ aprPercent: apr, days, compoundsPerDay: 1 });
        const auto = growthFactor({ aprPercent: apr, days, compoundsPerDay: 288 });
        expect(simple).toBeGreaterThanOrEqual(1);
        expect(daily).toBeGreaterThanOrEqual(simple - 1e-9);
        expect(auto).toBeGreaterThanOrEqual(daily - 1e-9);
      }),
    );
  });
});

describe('tokensEarnedPerThousandUsd', () => {
  it('is the compounded gain on $1,000 worth of the token, rounded to 2 decimals', () => {
    // $1000 at $10 = 100 tokens; 100% APR simple for 365 days → 100 tokens earned.
    expect(tokensEarnedPerThousandUsd({ aprPercent: 100, days: 365, compoundsPerDay: 0, tokenPriceUsd: 10 })).toBe(100);
    // 1 day at 100% compounded daily: 100 × (1/365) = 0.27397… → 0.27
    expect(tokensEarnedPerThousandUsd({ aprPercent: 100, days: 1, compoundsPerDay: 1, tokenPriceUsd: 10 })).toBe(0.27);
    expect(
      tokensEarnedPerThousandUsd({
        aprPercent: 100,
        days: 1,
        compoundsPerDay: 1,
        tokenPriceUsd: 10,
        roundingDecimals: 4,
      }),
    ).toBe(0.274);
  });
  it('is 0 without a price', () => {
    expect(tokensEarnedPerThousandUsd({ aprPercent: 100, days: 1, compoundsPerDay: 1, tokenPriceUsd: 0 })).toBe(0);
  });
});

describe('apyFromApr', () => {
  it('compounds the APR over a year on 1000 units, 2 decimals', () => {
    expect(apyFromApr(100, 1)).toBe(roundTo(((1 + 1 / 365) ** 365 - 1) * 100, 2));
    expect(apyFromApr(100, 0)).toBe(100);
  });
  it("is the vault's APY at 288 compounds a day net of the performance fee", () => {
    const expected = ((1 + 0.98 / (365 * 288)) ** (365 * 288) - 1) * 100;
    expect(apyFromApr(100, AUTO_VAULT_COMPOUNDS_PER_DAY, 365, 2)).toBeCloseTo(expected, 2);
  });
});

describe('roiTable', () => {
  it('gives each period its ROI and tokens per $1,000', () => {
    const rows = roiTable({ aprPercent: 365, earningTokenPriceUsd: 10, compoundsPerDay: 0 });
    expect(rows.map((row) => row.days)).toEqual([1, 7, 30, 365]);
    expect(rows[0]).toEqual({ days: 1, roiPercent: 1, tokensPerThousand: 1 });
    expect(rows[3]).toEqual({ days: 365, roiPercent: 365, tokensPerThousand: 365 });
  });
  it('keeps 4 decimals for tokens worth more than $1,000', () => {
    // $1000 = 0.025 BTCB; 1000% APR for a day: 0.025 × 10/365 = 0.000685 BTCB, 2.74%.
    const [day] = roiTable({ aprPercent: 1000, earningTokenPriceUsd: 40_000, compoundsPerDay: 1 });
    expect(day!.tokensPerThousand).toBe(0.0007);
    expect(day!.roiPercent).toBe(2.74);
  });
  it('roiPercent is earned over invested', () => {
    expect(roiPercent(50, 1000)).toBe(5);
    expect(roiPercent(50, 0)).toBe(0);
  });
});

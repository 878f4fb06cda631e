// Compounded returns for the ROI calculator and APY figures (SPEC.md §9): periods of 1, 7, 30
// and 365 days on $1,000, compounding n times a day (the auto vault: 288), a performance fee
// taken out of the APR first. Plain numbers: these are estimates shown to users.

export const ROI_PERIODS_DAYS = [1, 7, 30, 365] as const;
export const ROI_PRINCIPAL_USD = 1000;
/** The auto vault compounds every 5 minutes. */
export const AUTO_VAULT_COMPOUNDS_PER_DAY = 288;
export const DEFAULT_COMPOUNDS_PER_DAY = 1;
const DAYS_PER_YEAR = 365;

export interface CompoundingParams {
  /** Yearly rate in percent, before the fee. */
  aprPercent: number;
  days: number;
  /** 0 means no compounding (simple interest); 1/7 is weekly. */
  compoundsPerDay: number;
  /** Percent of the rewards kept by the protocol (the vault's performance fee). */
  performanceFeePercent?: number;
}

export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The APR left to the staker once the performance fee is taken from the rewards. */
export function aprAfterFee(aprPercent: number, performanceFeePercent = 0): number {
  return aprPercent * (1 - performanceFeePercent / 100);
}

/** What 1 unit grows to after `days`: (1 + r/n)^(n·t), or 1 + r·t without compounding. */
export function growthFactor({
  aprPercent,
  days,
  compoundsPerDay,
  performanceFeePercent = 0,
}: CompoundingParams): number {
  const rate = aprAfterFee(aprPercent, performanceFeePercent) / 100;
  const years = days / DAYS_PER_YEAR;
  if (compoundsPerDay <= 0) return 1 + rate * years;
  const timesPerYear = DAYS_PER_YEAR * compoundsPerDay;
  return (1 + rate / timesPerYear) ** (timesPerYear * years);
}

function earnedPerThousandUsd(params: CompoundingParams & { tokenPriceUsd: number }): number {
  if (!(params.tokenPriceUsd > 0) || !Number.isFinite(params.aprPercent)) return 0;
  return (ROI_PRINCIPAL_USD / params.tokenPriceUsd) * (growthFactor(params) - 1);
}

/** Tokens earned over the period by $1,000 of the token at `tokenPriceUsd`, rounded. */
export function tokensEarnedPerThousandUsd(
  params: CompoundingParams & { tokenPriceUsd: number; roundingDecimals?: number },
): number {
  return roundTo(earnedPerThousandUsd(params), params.roundingDecimals ?? 2);
}

/** Return on an investment in percent. */
export function roiPercent(earnedUsd: number, investedUsd: number): number {
  return investedUsd > 0 ? (earnedUsd / investedUsd) * 100 : 0;
}

/**
 * APY in percent from an APR: the compounded gain on 1,000 units over `days` (365 by default),
 * rounded to 4 decimals in units, then to 2 decimals in percent.
 */
export function apyFromApr(
  aprPercent: number,
  compoundsPerDay = DEFAULT_COMPOUNDS_PER_DAY,
  days = DAYS_PER_YEAR,
  performanceFeePercent = 0,
): number {
  const earned = tokensEarnedPerThousandUsd({
    aprPercent,
    days,
    compoundsPerDay,
    performanceFeePercent,
    tokenPriceUsd: 1,
    roundingDecimals: 4,
  });
  return roundTo((earned / ROI_PRINCIPAL_USD) * 100, 2);
}

export interface RoiRow {
  days: number;
  /** ROI in percent, 2 decimals. */
  roiPercent: number;
  /** Earning tokens per $1,000, rounded. */
  tokensPerThousand: number;
}

/**
 * The ROI calculator's table: per period, the ROI and the earning tokens per $1,000 invested.
 * The reward is valued at `earningTokenPriceUsd`; 4 decimals for tokens worth over $1,000 a
 * unit (so the figure is not 0.00), else 2.
 */
export function roiTable(params: {
  aprPercent: number;
  earningTokenPriceUsd: number;
  compoundsPerDay: number;
  performanceFeePercent?: number;
  periods?: readonly number[];
}): RoiRow[] {
  const roundingDecimals = params.earningTokenPriceUsd > 1000 ? 4 : 2;
  return (params.periods ?? ROI_PERIODS_DAYS).map((days) => {
    const earned = earnedPerThousandUsd({
      aprPercent: params.aprPercent,
      days,
      compoundsPerDay: params.compoundsPerDay,
      performanceFeePercent: params.performanceFeePercent,
      tokenPriceUsd: params.earningTokenPriceUsd,
    });
    const earnedUsd = earned * params.earningTokenPriceUsd;
    return {
      days,
      tokensPerThousand: roundTo(earned, roundingDecimals),
      roiPercent: roundTo(roiPercent(earnedUsd, ROI_PRINCIPAL_USD), 2),
    };
  });
}

// Farm and pool APRs (SPEC.md §9): rewards per block × blocks per year, valued in USD, over
// what is staked in USD. Display figures, so plain numbers; null when a price or the stake is
// unknown or zero (nothing to divide by).

import { blocksIn } from '../chain/blockTime.ts';

/** 10,512,000: a year of BLOCK_SECONDS blocks (SPEC.md §9). */
export const BLOCKS_PER_YEAR = Number(blocksIn(365 * 24 * 60 * 60));
/** What the MasterChef mints per block, in whole FLASK. */
export const FLASK_PER_BLOCK = 20;

/** A number of smallest units as whole tokens (precise to about 15 significant digits). */
export function toUnits(raw: bigint, decimals: number): number {
  return Number(raw) / 10 ** decimals;
}

/** A farm's share of the FLASK minted per block: allocPoint / totalAllocPoint. */
export function poolWeight(allocPoint: bigint, totalAllocPoint: bigint): number {
  if (totalAllocPoint <= 0n) return 0;
  return Number(allocPoint) / Number(totalAllocPoint);
}

/** The farm multiplier shown as 'X': allocPoint / 100 (4000 → '40X', 250 → '2.5X'). */
export function farmMultiplier(allocPoint: bigint): string {
  const hundredths = Number(allocPoint);
  return `${Number.parseFloat((hundredths / 100).toFixed(2))}X`;
}

function finitePositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Yearly rewards worth `yearlyRewardsUsd` on `stakedUsd` staked, as a percentage. */
export function aprPercent(yearlyRewardsUsd: number, stakedUsd: number | null | undefined): number | null {
  if (!finitePositive(stakedUsd) || !Number.isFinite(yearlyRewardsUsd) || yearlyRewardsUsd < 0) return null;
  return (yearlyRewardsUsd / stakedUsd) * 100;
}

/**
 * Farm APR: FLASK per block × blocks per year × pool weight × FLASK price / liquidity in USD.
 */
export function farmApr(params: {
  poolWeight: number;
  flaskPriceUsd: number | null | undefined;
  liquidityUsd: number | null | undefined;
  flaskPerBlock?: number;
  blocksPerYear?: number;
}): number | null {
  const { poolWeight: weight, flaskPriceUsd, liquidityUsd } = params;
  if (!finitePositive(flaskPriceUsd)) return null;
  const perBlock = params.flaskPerBlock ?? FLASK_PER_BLOCK;
  const blocks = params.blocksPerYear ?? BLOCKS_PER_YEAR;
  return aprPercent(perBlock * blocks * weight * flaskPriceUsd, liquidityUsd);
}

/**
 * Staking pool APR: reward tokens per block × blocks per year × reward token price / USD value
 * of the staked tokens.
 */
export function stakingPoolApr(params: {
  rewardPerBlock: number;
  earningTokenPriceUsd: number | null | undefined;
  totalStaked: number;
  stakingTokenPriceUsd: number | null | undefined;
  blocksPerYear?: number;
}): number | null {
  const { rewardPerBlock, earningTokenPriceUsd, totalStaked, stakingTokenPriceUsd } = params;
  if (!finitePositive(earningTokenPriceUsd) || !finitePositive(stakingTokenPriceUsd)) return null;
  const blocks = params.blocksPerYear ?? BLOCKS_PER_YEAR;
  return aprPercent(rewardPerBlock * blocks * earningTokenPriceUsd, totalStaked * stakingTokenPriceUsd);
}

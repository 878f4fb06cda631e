// Stake amounts in the pool modals (SPEC.md §5 "Stake"): the most a user may stake in a pool
// with a per-user limit, the limit checks, and the percent slider (0-100, step 1).

export interface StakeLimitParams {
  /** The pool's poolLimitPerUser; 0 means no limit. */
  stakingLimit: bigint;
  stakedBalance: bigint;
}

/** Room left under the per-user limit; undefined when the pool has none. */
export function stakeLimitRoom({ stakingLimit, stakedBalance }: StakeLimitParams): bigint | undefined {
  if (stakingLimit <= 0n) return undefined;
  return stakingLimit > stakedBalance ? stakingLimit - stakedBalance : 0n;
}

/** The lower of the wallet balance and what the limit still allows. */
export function maxStakeAmount(params: StakeLimitParams & { balance: bigint }): bigint {
  const room = stakeLimitRoom(params);
  if (room === undefined) return params.balance;
  // biome-ignore lint/complexity/useMathMinMax: Math.min does not take bigints
  return room < params.balance ? room : params.balance;
}

/** Adding `amount` would take the stake past the limit. */
export function exceedsStakeLimit(params: StakeLimitParams & { amount: bigint }): boolean {
  return params.stakingLimit > 0n && params.amount + params.stakedBalance > params.stakingLimit;
}

/** The stake has reached the limit: adding more is not possible. */
export function hasReachedStakeLimit({ stakingLimit, stakedBalance }: StakeLimitParams): boolean {
  return stakingLimit > 0n && stakedBalance >= stakingLimit;
}

export const STAKE_PERCENT_SHORTCUTS = [25, 50, 75, 100] as const;

/** `percent` (an integer 0-100) of `max`, rounded down. */
export function amountAtPercent(max: bigint, percent: number): bigint {
  const clamped = BigInt(Math.min(100, Math.max(0, Math.round(percent))));
  return (max * clamped) / 100n;
}

/** Where `amount` sits on a 0-100 slider running to `max` (0 when max is 0, at most 100). */
export function percentOfMax(amount: bigint, max: bigint): number {
  if (max <= 0n || amount <= 0n) return 0;
  if (amount >= max) return 100;
  return Number((amount * 100n) / max);
}

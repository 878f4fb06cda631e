import { basisPointsToPercent, secondsUntilFeeFree, splitDuration } from '@flaskswap/sdk';
import type { VaultMarket, VaultPosition } from '@/features/yield';

export interface UnstakingFeeState {
  /** Still inside withdrawFeePeriod of the last deposit, with shares: unstaking costs the fee. */
  active: boolean;
  secondsLeft: bigint;
  countdown: { days: number; hours: number; minutes: number };
  /** The fee in basis points, and in percent (basis points / 100). */
  feeBps: bigint;
  feePercent: number;
  /** The period in whole hours, for the explanation. */
  periodHours: number;
}

/**
 * SPEC.md section 4: the unstaking-fee countdown runs while the fee period has not elapsed since
 * the last deposit and the user holds shares. `nowSeconds` is chain time (the devnet may have
 * been time-travelled), advanced by the seconds since it was read.
 */
export function unstakingFeeState(
  vault: VaultMarket,
  position: VaultPosition | undefined,
  nowSeconds: bigint,
): UnstakingFeeState {
  const secondsLeft = position
    ? secondsUntilFeeFree({
        userShares: position.userShares,
        lastDepositedTime: position.lastDepositedTime,
        withdrawFeePeriod: vault.fees.withdrawalFeePeriod,
        nowSeconds,
      })
    : 0n;
  return {
    active: secondsLeft > 0n,
    secondsLeft,
    countdown: splitDuration(secondsLeft),
    feeBps: vault.fees.withdrawalFee,
    feePercent: basisPointsToPercent(vault.fees.withdrawalFee),
    periodHours: Number(vault.fees.withdrawalFeePeriod / 3600n),
  };
}

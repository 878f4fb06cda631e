// What a round pays: the multipliers shown on the cards and a winning bet's payout.
import type { BetPosition, PredictionRound } from './types.ts';

/** Multipliers are fixed point with 4 decimals: 18_500n is 1.85x. */
export const MULTIPLIER_SCALE = 10_000n;

/**
 * What one unit on `side` would get back if that side wins: the pot less the treasury's
 * (100 − rewardRate)% shared by that side. 0 when the side (or the pot) is empty.
 */
export function payoutMultiplier(totalAmount: bigint, sideAmount: bigint, rewardRate: bigint): bigint {
  if (totalAmount <= 0n || sideAmount <= 0n) return 0n;
  return (totalAmount * rewardRate * MULTIPLIER_SCALE) / (100n * sideAmount);
}

export interface PayoutMultipliers {
  up: bigint;
  down: bigint;
}

export function roundMultipliers(round: PredictionRound, rewardRate: bigint): PayoutMultipliers {
  return {
    up: payoutMultiplier(round.totalAmount, round.bullAmount, rewardRate),
    down: payoutMultiplier(round.totalAmount, round.bearAmount, rewardRate),
  };
}

/** "1.85x" (rounded down to 2 decimals), "0x" for an empty side. */
export function formatMultiplier(multiplier: bigint): string {
  if (multiplier <= 0n) return '0x';
  const hundredths = (multiplier * 100n) / MULTIPLIER_SCALE;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${hundredths / 100n}.${fraction}x`;
}

/** A winning bet's payout: amount × rewardAmount / rewardBaseCalAmount, rounded down like the contract. */
export function betPayout(
  amount: bigint,
  round: Pick<PredictionRound, 'rewardAmount' | 'rewardBaseCalAmount'>,
): bigint {
  if (round.rewardBaseCalAmount <= 0n) return 0n;
  return (amount * round.rewardAmount) / round.rewardBaseCalAmount;
}

/** The side that won a settled round; null for a tie (the house takes the pot). */
export function winningPosition(round: Pick<PredictionRound, 'lockPrice' | 'closePrice'>): BetPosition | null {
  if (round.closePrice > round.lockPrice) return 'Bull';
  if (round.closePrice < round.lockPrice) return 'Bear';
  return null;
}

/** A share of the pot that would be paid to `amount` more on `side`, before the bet is placed. */
export function estimatePayout(round: PredictionRound, side: BetPosition, amount: bigint, rewardRate: bigint): bigint {
  const total = round.totalAmount + amount;
  const sideAmount = (side === 'Bull' ? round.bullAmount : round.bearAmount) + amount;
  return (amount * payoutMultiplier(total, sideAmount, rewardRate)) / MULTIPLIER_SCALE;
}

import { COMPETITION_STATUSES } from '@flaskswap/sdk';
import type { BattleStatus } from './types.ts';

/** The contract's status number by name; an unknown number reads as over (nothing left to do). */
export function battleStatus(index: number): BattleStatus {
  return COMPETITION_STATUSES[index] ?? 'over';
}

/** The statuses in which the leaderboard has figures (from the opening on). */
export function hasVolume(status: BattleStatus): boolean {
  return status !== 'registration';
}

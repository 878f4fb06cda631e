import { COMPETITION_STATUSES } from '@flaskswap/sdk';
import type { CompetitionStatus } from './types.ts';

/** The contract's status number by name; an unknown number reads as over (nothing left to do). */
export function competitionStatus(index: number): CompetitionStatus {
  return COMPETITION_STATUSES[index] ?? 'over';
}

/** The statuses in which the leaderboard has figures (from the opening on). */
export function hasVolume(status: CompetitionStatus): boolean {
  return status !== 'registration';
}

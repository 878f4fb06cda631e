// The 4-step setup's rules (SPEC.md §2/§4): where it starts, what each step waits for, the cost.
import type { TeamProfile } from '@/profile';
import type { ProfileAccount } from '../data/types.ts';

export const SETUP_STEPS = 4;
export type SetupStep = 1 | 2 | 3 | 4;

/** An account that already holds a collectible, or claimed its starter, starts at the picture. */
export function initialSetupStep(account: Pick<ProfileAccount, 'owned' | 'starter'>): SetupStep {
  return account.owned.length > 0 || account.starter.hasClaimed ? 2 : 1;
}

/** SPEC.md §9: starter plus registration, or null while either is unknown. */
export function totalSetupCost(starterPrice: bigint | null, registerFee: bigint | null): bigint | null {
  return starterPrice === null || registerFee === null ? null : starterPrice + registerFee;
}

/** The picked team while it can still be joined (joinability can change between reads). */
export function joinableTeam(teams: readonly TeamProfile[], teamId: number | undefined): TeamProfile | undefined {
  return teams.find((team) => team.id === teamId && team.isJoinable);
}

/** What the starter mint still needs: FLASK, an allowance, or nothing ('ready'). */
export function starterMintNeed(
  price: bigint | null,
  balance: bigint | null,
  allowance: bigint | null,
): 'unknown' | 'insufficient' | 'approve' | 'ready' {
  if (price === null || balance === null) return 'unknown';
  if (balance < price) return 'insufficient';
  return allowance !== null && allowance >= price ? 'ready' : 'approve';
}

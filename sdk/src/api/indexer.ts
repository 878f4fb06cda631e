// The indexer's REST routes, what each takes (docs/indexer.md): its path and query parameters.
import { z } from 'zod';
import { addressParam, booleanParam, integerParam, pageParams } from './queryParams.ts';

/** /approvals/:owner */
export const approvalsRequest = z.object({ owner: addressParam('owner') });

/** /lottery/lotteries: the rounds, newest first (SPEC.md §7: first 100). */
export const lotteriesRequest = z.object(pageParams(100));

/** /lottery/users/:address, with its rounds paged. */
export const lotteryUserRequest = z.object({ address: addressParam('address'), ...pageParams(100) });

/** /prediction/bets: an account's (or everyone's) bets, newest first (SPEC.md §7: first 1000). */
export const predictionBetsRequest = z.object({
  user: addressParam('user'),
  claimed: booleanParam('claimed'),
  ...pageParams(1000),
});

/** /prediction/users/:address and /competition/users/:address */
export const accountRequest = z.object({ address: addressParam('address') });

/** /prediction/rounds */
export const predictionRoundsRequest = z.object(pageParams(50));

/** /competition/users: every trader, or one team's (teamId ≥ 1). */
export const competitionUsersRequest = z.object({
  teamId: integerParam('teamId', { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
  ...pageParams(100),
});

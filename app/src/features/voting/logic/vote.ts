import type { ProposalState } from '@flaskswap/sdk';

/** Why Cast Vote is not possible now (the hub would refuse for the same reasons). */
export type VoteBlock = 'disconnected' | 'pending' | 'closed' | 'voted' | 'noPower' | 'loading' | 'powerError';

/** Why the account cannot vote now (the order the hub checks in), or undefined when it can. */
export function voteBlock(input: {
  connected: boolean;
  state: ProposalState;
  /** undefined while the votes are still loading. */
  hasVoted: boolean | undefined;
  power: bigint | undefined;
  powerFailed: boolean;
}): VoteBlock | undefined {
  if (!input.connected) return 'disconnected';
  if (input.state === 'pending') return 'pending';
  if (input.state === 'closed') return 'closed';
  if (input.hasVoted) return 'voted';
  if (input.powerFailed) return 'powerError';
  if (input.hasVoted === undefined || input.power === undefined) return 'loading';
  if (input.power === 0n) return 'noPower';
  return undefined;
}

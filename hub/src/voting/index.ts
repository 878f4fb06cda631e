// The hub's voting (docs/hub.md "Voting"): one object the routes and Hub.voting share,
// so an in-process call runs exactly the checks a POST does.
import { FLASKSWAP_SPACE } from '@flaskswap/sdk';
import type { ProposalListRequest, VotePage } from '@flaskswap/sdk/api';
import { getAddress } from 'viem';
import type { ChainConnection } from '../chain.ts';
import type { HubDatabase } from '../db/client.ts';
import { DEFAULT_MIN_VOTING_POWER, type SubmitOptions, type VotingContext, type VotingOptions } from './context.ts';
import { fromChain } from './errors.ts';
import { verifyVotes, votingPowerOf } from './power.ts';
import { publishProposal } from './proposals.ts';
import { getProposal, listProposals, listVotes } from './queries.ts';
import { castVote } from './votes.ts';
import { createVotingPowerReader } from './votingPowerReader.ts';

export type { VotingOptions } from './context.ts';
export { VotingError } from './errors.ts';
export type { ProposalJson, VoteJson } from './json.ts';

/** The hub's clock in unix seconds. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createVoting({
  db,
  chain,
  options = {},
  captureLimit,
}: {
  db: HubDatabase;
  chain: ChainConnection;
  options?: VotingOptions;
  captureLimit?: number;
}) {
  const ctx: VotingContext = {
    db,
    chain,
    power: createVotingPowerReader({ chain, db, captureLimit }),
    admins: new Set((options.admins ?? []).map((admin) => admin.toLowerCase())),
    minVotingPower: options.minVotingPower ?? DEFAULT_MIN_VOTING_POWER,
  };
  return {
    async space() {
      return {
        ...FLASKSWAP_SPACE,
        chainId: await fromChain(() => chain.chainId()),
        admins: [...ctx.admins].map((admin) => getAddress(admin)),
        minVotingPower: ctx.minVotingPower.toString(),
      };
    },
    publishProposal: (body: unknown, submit: SubmitOptions) => publishProposal(ctx, body, submit),
    castVote: (body: unknown, submit: SubmitOptions) => castVote(ctx, body, submit),
    listProposals: (query: ProposalListRequest, now: number) => listProposals(ctx, query, now),
    getProposal: (id: string, now: number) => getProposal(ctx, id, now),
    listVotes: (proposalId: string, page: VotePage) => listVotes(ctx, proposalId, page),
    votingPower: (address: string, block: string | undefined) => votingPowerOf(ctx, address, block),
    verify: (body: unknown) => verifyVotes(ctx, body),
  };
}

export type Voting = ReturnType<typeof createVoting>;

// The answers' shapes (docs/hub.md): Proposal and Vote JSON, built from stored rows.
import { FLASKSWAP_SPACE, proposalState } from '@flaskswap/sdk';
import { getAddress } from 'viem';
import type { proposals, votes } from '../db/schema.ts';

type ProposalRow = typeof proposals.$inferSelect;
type VoteRow = typeof votes.$inferSelect;

export function proposalJson(row: ProposalRow, voteCount: number, now: number) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    choices: row.choices,
    start: row.start,
    end: row.end,
    snapshot: row.snapshot.toString(),
    state: proposalState(row, now),
    author: getAddress(row.author),
    space: { ...FLASKSWAP_SPACE },
    type: row.type,
    created: row.created,
    votes: voteCount,
    message: row.message,
    signature: row.signature,
  };
}

export type ProposalJson = ReturnType<typeof proposalJson>;

export function voteJson(row: VoteRow, proposal: Pick<ProposalRow, 'id' | 'choices'>) {
  return {
    id: row.id,
    voter: getAddress(row.voter),
    created: row.created,
    choice: row.choice,
    space: { ...FLASKSWAP_SPACE },
    proposal: { id: proposal.id, choices: proposal.choices },
    metadata: { votingPower: row.votingPower, verificationHash: row.verificationHash },
    message: row.message,
    signature: row.signature,
  };
}

export type VoteJson = ReturnType<typeof voteJson>;

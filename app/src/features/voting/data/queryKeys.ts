// Every voting query is keyed under ['voting', hubUrl, …], so a published proposal or a
// cast vote refreshes what it changes with one invalidation.
import type { Hex } from 'viem';
import type { ProposalFilter } from './types.ts';

export const votingKeys = {
  all: (hubUrl: string | undefined) => ['voting', hubUrl] as const,
  space: (hubUrl: string | undefined) => ['voting', hubUrl, 'space'] as const,
  proposals: (hubUrl: string | undefined, filter: ProposalFilter) =>
    ['voting', hubUrl, 'proposals', filter.state, filter.type] as const,
  proposal: (hubUrl: string | undefined, id: Hex | undefined) => ['voting', hubUrl, 'proposal', id] as const,
  votes: (hubUrl: string | undefined, id: Hex | undefined) => ['voting', hubUrl, 'votes', id] as const,
  verify: (hubUrl: string | undefined, id: Hex | undefined, snapshot: bigint | undefined, votesKey: string) =>
    ['voting', hubUrl, 'verify', id, snapshot?.toString(), votesKey] as const,
  votingPower: (hubUrl: string | undefined, account: string | undefined, block: bigint | undefined) =>
    ['voting', hubUrl, 'votingPower', account?.toLowerCase(), block?.toString()] as const,
};

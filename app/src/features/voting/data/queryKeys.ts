// Every governance query is keyed under ['governance', hubUrl, …], so a published proposal or a
// cast vote refreshes what it changes with one invalidation.
import type { Hex } from 'viem';
import type { ProposalFilter } from './types.ts';

export const governanceKeys = {
  all: (hubUrl: string | undefined) => ['governance', hubUrl] as const,
  space: (hubUrl: string | undefined) => ['governance', hubUrl, 'space'] as const,
  proposals: (hubUrl: string | undefined, filter: ProposalFilter) =>
    ['governance', hubUrl, 'proposals', filter.state, filter.type] as const,
  proposal: (hubUrl: string | undefined, id: Hex | undefined) => ['governance', hubUrl, 'proposal', id] as const,
  votes: (hubUrl: string | undefined, id: Hex | undefined) => ['governance', hubUrl, 'votes', id] as const,
  verify: (hubUrl: string | undefined, id: Hex | undefined, snapshot: bigint | undefined, votesKey: string) =>
    ['governance', hubUrl, 'verify', id, snapshot?.toString(), votesKey] as const,
  votingPower: (hubUrl: string | undefined, account: string | undefined, block: bigint | undefined) =>
    ['governance', hubUrl, 'votingPower', account?.toLowerCase(), block?.toString()] as const,
};

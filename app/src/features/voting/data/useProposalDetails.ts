// The proposal page's reads: the proposal, every vote (pages of 1000 until an empty page, shown as
// they arrive), their validity from POST /verify at the snapshot block, and the results.
import { type Tally, tallyVotes } from '@flaskswap/sdk';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Hex } from 'viem';
import { useHubUrl } from '@/hub';
import { fetchProposal, fetchVotesPage, VOTES_PAGE_SIZE, verifyVotes } from './hubVoting.ts';
import { votingKeys } from './queryKeys.ts';
import type { Proposal, Vote } from './types.ts';

/** How often an open proposal's votes are read again while its page is open. */
const ACTIVE_REFRESH_MS = 15_000;

export function useProposal(id: Hex | undefined) {
  const hubUrl = useHubUrl();
  return useQuery({
    queryKey: votingKeys.proposal(hubUrl, id),
    queryFn: ({ signal }) => fetchProposal(hubUrl!, id!, signal),
    enabled: Boolean(hubUrl && id),
    retry: 1,
    staleTime: 10_000,
  });
}

export interface ProposalVotes {
  votes: Vote[];
  /** True once the empty page arrived: every vote is there. */
  complete: boolean;
  isError: boolean;
  retry(): void;
}

export function useProposalVotes(proposal: Proposal | undefined): ProposalVotes {
  const hubUrl = useHubUrl();
  const query = useInfiniteQuery({
    queryKey: votingKeys.votes(hubUrl, proposal?.id),
    queryFn: ({ pageParam, signal }) => fetchVotesPage(hubUrl!, proposal!.id, pageParam, signal),
    initialPageParam: 0,
    // SPEC.md §7: page until an empty page.
    getNextPageParam: (last, pages) => (last.length === 0 ? undefined : pages.length * VOTES_PAGE_SIZE),
    enabled: Boolean(hubUrl && proposal),
    retry: 1,
    staleTime: 5_000,
    refetchInterval: proposal?.state === 'active' ? ACTIVE_REFRESH_MS : false,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return {
    votes: query.data?.pages.flat() ?? [],
    complete: query.isSuccess && !hasNextPage,
    isError,
    retry: () => void query.refetch(),
  };
}

export interface ProposalResults {
  /** Lowercase voters the verification service marked valid; undefined until it answered. */
  validVoters: Set<string> | undefined;
  tally: Tally | undefined;
  isError: boolean;
  retry(): void;
}

/** SPEC.md §5: a vote counts only when /verify marks it valid at the proposal's snapshot. */
export function useProposalResults(proposal: Proposal | undefined, votes: ProposalVotes): ProposalResults {
  const hubUrl = useHubUrl();
  // A new vote (newest first) or a different count is a new set to verify.
  const votesKey = `${votes.votes.length}:${votes.votes[0]?.id ?? ''}`;
  const query = useQuery({
    queryKey: votingKeys.verify(hubUrl, proposal?.id, proposal?.snapshot, votesKey),
    queryFn: ({ signal }) => verifyVotes(hubUrl!, proposal!.snapshot, votes.votes, signal),
    enabled: Boolean(hubUrl && proposal && votes.complete),
    retry: 1,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
  const validVoters = query.data;
  const tally =
    proposal && validVoters
      ? tallyVotes(
          proposal.choices.length,
          votes.votes.map((vote) => ({ voter: vote.voter, choice: vote.choice, votingPower: vote.votingPower })),
          (voter) => validVoters.has(voter.toLowerCase()),
        )
      : undefined;
  return { validVoters, tally, isError: query.isError, retry: () => void query.refetch() };
}

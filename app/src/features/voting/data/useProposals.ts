// The proposal list, page by page (hub `first`/`skip`), with SPEC.md §4's voting statuses.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useHubUrl } from '@/hub';
import { fetchProposals, PROPOSALS_PAGE_SIZE } from './hubVoting.ts';
import { votingKeys } from './queryKeys.ts';
import type { Proposal, ProposalFilter } from './types.ts';

/** SPEC.md §4: initial (nothing asked yet), loading, idle (answered), error. */
export type VotingStatus = 'initial' | 'idle' | 'loading' | 'error';

export interface ProposalList {
  status: VotingStatus;
  /** False when the chain has no hub: voting is not available there. */
  available: boolean;
  proposals: Proposal[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

export function useProposals(filter: ProposalFilter): ProposalList {
  const hubUrl = useHubUrl();
  const query = useInfiniteQuery({
    queryKey: votingKeys.proposals(hubUrl, filter),
    queryFn: ({ pageParam, signal }) => fetchProposals(hubUrl!, filter, pageParam, signal),
    initialPageParam: 0,
    // A full page may have more after it; a short one is the last.
    getNextPageParam: (last, pages) =>
      last.length < PROPOSALS_PAGE_SIZE ? undefined : pages.length * PROPOSALS_PAGE_SIZE,
    enabled: Boolean(hubUrl),
    retry: 1,
    staleTime: 10_000,
  });
  const status: VotingStatus = !hubUrl
    ? 'initial'
    : query.isError && !query.data
      ? 'error'
      : query.isPending
        ? 'loading'
        : 'idle';
  return {
    status,
    available: Boolean(hubUrl),
    proposals: query.data?.pages.flat() ?? [],
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}

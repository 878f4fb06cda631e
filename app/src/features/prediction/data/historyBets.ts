// The account's bets from the indexer, page by page ("Load more"), refreshed on the block
// clock's fast tick like the other indexer reads.
import type { HistoryFilter } from '@flaskswap/sdk';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useBlockClock, useRefetchOnTick } from '@/chain/BlockClock.tsx';
import { useIndexerUrl } from '@/indexer';
import { fetchPredictionBets, HISTORY_PAGE_SIZE, nextBetsSkip } from './historyApi.ts';

const claimedFor = (filter: HistoryFilter) => (filter === 'all' ? undefined : filter === 'collected');

export function useIndexedBets(account: Address | undefined, filter: HistoryFilter) {
  const url = useIndexerUrl();
  const { fastTick } = useBlockClock();
  const claimed = claimedFor(filter);
  const query = useInfiniteQuery({
    queryKey: ['indexer', url, 'prediction-bets', account?.toLowerCase(), claimed],
    queryFn: ({ pageParam, signal }) =>
      fetchPredictionBets(url!, { user: account!, claimed, first: HISTORY_PAGE_SIZE, skip: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextBetsSkip(last.length, pages.length),
    enabled: Boolean(url && account),
    retry: 1,
    staleTime: 5_000,
  });
  useRefetchOnTick(fastTick, Boolean(url && account), query.refetch);
  return query;
}

// History tabs: All History from the indexer's lotteries, Your History from its user rounds, both
// falling back to the chain's latest 3 rounds when the indexer cannot answer (SPEC.md §8, §9).
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useBlockClock, useRefetchOnTick } from '@/chain/BlockClock.tsx';
import { useIndexerUrl } from '@/indexer';
import { chainLotteryList, chainUserRounds } from '../logic/history.ts';
import { fetchLotteries, fetchLotteryUser, type LotteryListItem, type UserLotteryData } from './historyApi.ts';
import type { LotteryAccount, LotteryMarket } from './types.ts';

export interface LotteryHistory {
  lotteries: LotteryListItem[];
  user: UserLotteryData | null;
  /** Where the lists came from: the indexer, or the chain's latest rounds when it failed. */
  source: 'indexer' | 'chain';
  loading: boolean;
}

export function useLotteryHistory(
  market: LotteryMarket | undefined,
  account: LotteryAccount | undefined,
  address: Address | undefined,
): LotteryHistory {
  const url = useIndexerUrl();
  const lotteries = useQuery({
    queryKey: ['indexer', url, 'lottery-lotteries'],
    queryFn: ({ signal }) => fetchLotteries(url!, signal),
    enabled: Boolean(url),
    retry: 1,
    staleTime: 5_000,
  });
  const user = useQuery({
    queryKey: ['indexer', url, 'lottery-user', address?.toLowerCase()],
    queryFn: ({ signal }) => fetchLotteryUser(url!, address!, signal),
    enabled: Boolean(url && address),
    retry: 1,
    staleTime: 5_000,
  });
  // Refreshed on the fast tick like the other indexer reads.
  const { fastTick } = useBlockClock();
  useRefetchOnTick(fastTick, Boolean(url), lotteries.refetch);
  useRefetchOnTick(fastTick, Boolean(url && address), user.refetch);

  const failed = !url || lotteries.isError;
  if (failed) {
    // SPEC.md §8: a failed public list is empty; the chain's latest 3 ids fill it (§9).
    return {
      lotteries: market ? chainLotteryList(market) : [],
      user: market && account ? chainUserRounds(market, account) : null,
      source: 'chain',
      loading: false,
    };
  }
  return {
    lotteries: lotteries.data ?? [],
    // SPEC.md §8: a failed user read is empty user data.
    user: user.isError ? null : (user.data ?? null),
    source: 'indexer',
    loading: lotteries.isPending || (Boolean(address) && user.isPending),
  };
}

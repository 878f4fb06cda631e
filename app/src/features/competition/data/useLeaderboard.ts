// The competition's figures from the indexer, refreshed on the block clock's fast tick; the chain has
// no volumes (docs/competition.md: how the indexer counts them).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { useIndexerUrl } from '@/indexer';
import type { CompetitionTrader, LeaderboardTeam } from '../logic/types.ts';
import { fetchLeaderboard, fetchTrader } from './leaderboardApi.ts';

export interface Leaderboard {
  /** Undefined while loading, or when the indexer cannot answer (`unavailable`). */
  teams: LeaderboardTeam[] | undefined;
  /** The account's line; null when the indexer does not know it, undefined until read. */
  trader: CompetitionTrader | null | undefined;
  unavailable: boolean;
}

export function useLeaderboard(enabled: boolean, address: Address | undefined): Leaderboard {
  const url = useIndexerUrl();
  const { fastTick } = useBlockClock();
  const teams = useQuery({
    queryKey: ['indexer', url, 'competition-leaderboard', fastTick],
    queryFn: ({ signal }) => fetchLeaderboard(url!, signal),
    enabled: Boolean(url) && enabled,
    placeholderData: keepPreviousData,
    retry: 1,
    staleTime: 5_000,
  });
  const trader = useQuery({
    queryKey: ['indexer', url, 'competition-user', address?.toLowerCase(), fastTick],
    queryFn: ({ signal }) => fetchTrader(url!, address!, signal),
    enabled: Boolean(url && address) && enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === address?.toLowerCase() ? previous : undefined,
    retry: 1,
    staleTime: 5_000,
  });
  return {
    teams: teams.data,
    trader: trader.isError ? null : trader.data,
    unavailable: !url || (teams.isError && !teams.data),
  };
}

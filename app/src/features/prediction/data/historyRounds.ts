// The newest rounds with their lock and close times, for the chart pane.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { useIndexerUrl } from '@/indexer';
import { CHART_ROUND_COUNT, fetchPredictionRounds } from './historyApi.ts';

export function useIndexedRounds() {
  const url = useIndexerUrl();
  const { fastTick } = useBlockClock();
  return useQuery({
    queryKey: ['indexer', url, 'prediction-rounds', CHART_ROUND_COUNT, fastTick],
    queryFn: ({ signal }) => fetchPredictionRounds(url!, CHART_ROUND_COUNT, signal),
    enabled: Boolean(url),
    placeholderData: keepPreviousData,
    retry: 1,
    staleTime: 5_000,
  });
}

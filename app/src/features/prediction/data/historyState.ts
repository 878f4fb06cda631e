// Everything the history pane shows: the indexer's bets merged with the chain's ledger of the
// loaded rounds, filtered, with results, the P&L summary and what one "Collect" takes.
import { filterHistory, type HistoryFilter, isPlaceholderRound, summarizePnl } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { type IndexerHealth, useIndexerHealth } from '@/indexer';
import {
  chainEntries,
  collection,
  type HistoryEntry,
  historyNotice,
  historyRows,
  indexedEntries,
  mergeHistory,
} from '../logic/history.ts';
import type { IndexedBet } from './historyApi.ts';
import { useIndexedBets } from './historyBets.ts';
import type { PredictionState } from './usePrediction.ts';

/** The loaded rounds' ledger entries of the account (the chain fallback: last 6 epochs and the next). */
function useChainEntries(prediction: PredictionState): HistoryEntry[] {
  const { market, account } = prediction;
  return useMemo(() => {
    if (!market || !account) return [];
    const started = market.rounds.filter((round) => !isPlaceholderRound(round));
    return chainEntries(started.map((round) => ({ round, ledger: account.ledgers.get(round.epoch.toString()) })));
  }, [market, account]);
}

function blocksBehind(health: IndexerHealth): number | undefined {
  return health.state === 'behind' ? health.blocksBehind : undefined;
}

export function useHistory(prediction: PredictionState, filter: HistoryFilter) {
  const { address } = useConnection();
  const health = useIndexerHealth();
  const allBets = useIndexedBets(address, 'all');
  const filteredBets = useIndexedBets(address, filter);
  const fromChain = useChainEntries(prediction);
  const { market } = prediction;

  const view = useMemo(() => {
    if (!market) return undefined;
    const rowsOf = (pages: readonly IndexedBet[][] | undefined) =>
      historyRows(
        mergeHistory(indexedEntries((pages ?? []).flat()), fromChain),
        market.blockNumber,
        market.bufferBlocks,
      );
    const all = rowsOf(allBets.data?.pages);
    return {
      rows: filterHistory(rowsOf(filteredBets.data?.pages), filter),
      summary: summarizePnl(all, market.blockNumber, market.bufferBlocks),
      collection: collection(all),
    };
  }, [market, allBets.data, filteredBets.data, fromChain, filter]);

  const failed = allBets.isError || filteredBets.isError;
  const notice = historyNotice(health.state, failed);
  const waitingForIndexer = notice !== 'down' && filteredBets.isPending;
  return {
    account: address,
    loading: Boolean(address) && (view === undefined || waitingForIndexer),
    view,
    notice,
    blocksBehind: blocksBehind(health),
    hasMore: Boolean(filteredBets.hasNextPage) && notice !== 'down',
    loadingMore: filteredBets.isFetchingNextPage,
    loadMore: () => void filteredBets.fetchNextPage(),
    refresh: () => {
      void allBets.refetch();
      void filteredBets.refetch();
    },
  };
}

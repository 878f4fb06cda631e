import { useIndexerRest } from '@/indexer';
import type { RawTransaction, TransactionFilter } from '../logic/transactions.ts';
import { type TransactionScope, transactionsPath } from './paths.ts';

export type { TransactionScope };

/** The newest swaps, adds and removes, of one pair, one token or the whole exchange. */
export function useTransactions(scope: TransactionScope, filter: TransactionFilter, limit = 25) {
  return useIndexerRest<{ transactions: RawTransaction[] }>(
    'info-transactions',
    transactionsPath(scope, filter, limit),
  );
}

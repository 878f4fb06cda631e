import { useIndexerQuery } from '@/indexer';
import type { RawTransaction, TransactionFilter } from '../logic/transactions.ts';
import { TRANSACTIONS_QUERY } from './queries.ts';
import type { Items } from './types.ts';

export type TransactionScope = { pair: string } | { token: string } | undefined;

/** The newest swaps, adds and removes, of one pair, one token or the whole exchange. */
export function useTransactions(scope: TransactionScope, filter: TransactionFilter, limit = 25) {
  const where: Record<string, unknown> = filter === 'all' ? {} : { kind: filter };
  if (scope && 'pair' in scope) where.pair = scope.pair;
  if (scope && 'token' in scope) where.OR = [{ token0: scope.token }, { token1: scope.token }];
  return useIndexerQuery<{ ammTransactions: Items<RawTransaction> }>('info-transactions', TRANSACTIONS_QUERY, {
    where,
    limit,
  });
}

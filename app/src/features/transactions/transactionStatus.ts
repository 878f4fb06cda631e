import { isPending, isSuccessful } from '@/chain/tx/policy.ts';
import type { TransactionRecord } from '@/state/slices/transactions.ts';

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'replaced';

/** What a recent-transactions row shows for a record. */
export function transactionStatus(tx: TransactionRecord): TransactionStatus {
  if (isPending(tx)) return 'pending';
  if (tx.replaced && !tx.receipt) return 'replaced';
  return isSuccessful(tx) ? 'success' : 'failed';
}

/**
 * SPEC.md section 2 "Recent Transactions": the pending list, then the completed list, each
 * newest first.
 */
export function splitTransactions(transactions: readonly TransactionRecord[]): {
  pending: TransactionRecord[];
  completed: TransactionRecord[];
} {
  const newestFirst = [...transactions].sort((a, b) => b.addedTime - a.addedTime);
  return {
    pending: newestFirst.filter(isPending),
    completed: newestFirst.filter((tx) => !isPending(tx)),
  };
}

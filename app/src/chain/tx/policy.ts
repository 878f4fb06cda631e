import type { Address } from 'viem';
import type { TransactionRecord } from '@/state/slices/transactions.ts';

/** SPEC.md section 9: a transaction counts as recent for 24 hours. */
export const RECENT_TRANSACTION_MS = 86_400_000;
const MINUTE = 60_000;

export function isTransactionRecent(tx: TransactionRecord, now = Date.now()): boolean {
  return now - tx.addedTime < RECENT_TRANSACTION_MS;
}

export function isPending(tx: TransactionRecord): boolean {
  return !tx.receipt && !tx.replaced;
}

/** Success if the receipt says so (or, in the recent list, if it is absent but finalized). */
export function isSuccessful(tx: TransactionRecord): boolean {
  return tx.receipt ? tx.receipt.status === 1 : false;
}

/**
 * Receipt polling cadence (SPEC.md section 9): every block while under 5 minutes old (after
 * the first check), then only when more than 2 blocks passed (5-60 min), then more than 9.
 */
export function shouldCheck(tx: TransactionRecord, currentBlock: number, now = Date.now()): boolean {
  if (!isPending(tx)) return false;
  if (tx.lastCheckedBlockNumber === undefined) return true;
  const blocksSinceCheck = currentBlock - tx.lastCheckedBlockNumber;
  if (blocksSinceCheck < 1) return false;
  const age = now - tx.addedTime;
  if (age < 5 * MINUTE) return true;
  if (age < 60 * MINUTE) return blocksSinceCheck > 2;
  return blocksSinceCheck > 9;
}

/** An approval is pending while its transaction has no receipt, matches, and is under 24 h old. */
export function isPendingApproval(
  tx: TransactionRecord,
  tokenAddress: Address,
  spender: Address,
  now = Date.now(),
): boolean {
  return (
    isPending(tx) &&
    isTransactionRecent(tx, now) &&
    tx.approval?.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() &&
    tx.approval?.spender.toLowerCase() === spender.toLowerCase()
  );
}

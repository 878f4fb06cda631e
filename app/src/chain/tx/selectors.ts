import { useMemo } from 'react';
import type { Address } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import type { TransactionRecord } from '@/state/slices/transactions.ts';
import { useAppStore } from '@/state/store.ts';
import { isPending, isPendingApproval, isTransactionRecent } from './policy.ts';

/** The connected account's transactions on the active chain from the last 24 hours, newest first. */
export function useRecentTransactions(): TransactionRecord[] {
  const { chain } = useActiveChain();
  const { address } = useConnection();
  const transactions = useAppStore((state) => state.transactions[chain.id]);
  return useMemo(() => {
    const now = Date.now();
    return Object.values(transactions ?? {})
      .filter((tx) => isTransactionRecent(tx, now) && (!address || tx.from.toLowerCase() === address.toLowerCase()))
      .sort((a, b) => b.addedTime - a.addedTime);
  }, [transactions, address]);
}

export function usePendingTransactions(): TransactionRecord[] {
  return useRecentTransactions().filter(isPending);
}

export function useHasPendingApproval(tokenAddress: Address | undefined, spender: Address | undefined): boolean {
  const recent = useRecentTransactions();
  return Boolean(tokenAddress && spender && recent.some((tx) => isPendingApproval(tx, tokenAddress, spender)));
}

/** When the latest approval of `spender` for `tokenAddress` was confirmed (ms), if any. */
export function useLastApprovalConfirmedAt(tokenAddress: Address | undefined, spender: Address | undefined): number {
  const recent = useRecentTransactions();
  if (!tokenAddress || !spender) return 0;
  let latest = 0;
  for (const tx of recent) {
    if (
      tx.confirmedTime &&
      tx.approval?.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() &&
      tx.approval?.spender.toLowerCase() === spender.toLowerCase()
    ) {
      latest = Math.max(latest, tx.confirmedTime);
    }
  }
  return latest;
}

import type { Address, Hex } from 'viem';
import type { StateCreator } from 'zustand';

/** SPEC.md section 3 "Transaction record". */
export interface TransactionReceiptRecord {
  blockHash: Hex;
  blockNumber: number;
  contractAddress?: Address | null;
  from: Address;
  status: 0 | 1;
  to: Address | null;
  transactionHash: Hex;
  transactionIndex: number;
}

export interface TransactionRecord {
  hash: Hex;
  from: Address;
  chainId: number;
  approval?: { tokenAddress: Address; spender: Address };
  summary?: string;
  claim?: { recipient: Address };
  /** ms since epoch */
  addedTime: number;
  lastCheckedBlockNumber?: number;
  /** ms since epoch */
  confirmedTime?: number;
  receipt?: TransactionReceiptRecord;
  /** Set when the node no longer knows the hash and the nonce was used by another transaction. */
  replaced?: boolean;
  nonce?: number;
}

export interface TransactionsSlice {
  /** chainId → hash → record */
  transactions: Record<number, Record<Hex, TransactionRecord>>;
  addTransaction(record: Omit<TransactionRecord, 'addedTime'>): void;
  checkedTransaction(chainId: number, hash: Hex, blockNumber: number, nonce?: number): void;
  finalizeTransaction(
    chainId: number,
    hash: Hex,
    result: { receipt?: TransactionReceiptRecord; replaced?: boolean },
  ): void;
  clearAllTransactions(chainId: number): void;
}

export const createTransactionsSlice: StateCreator<TransactionsSlice, [], [], TransactionsSlice> = (set, get) => ({
  transactions: {},
  addTransaction(record) {
    const existing = get().transactions[record.chainId]?.[record.hash];
    if (existing) throw new Error('Attempted to add existing transaction.');
    set((state) => ({
      transactions: {
        ...state.transactions,
        [record.chainId]: {
          ...state.transactions[record.chainId],
          [record.hash]: { ...record, addedTime: Date.now() },
        },
      },
    }));
  },
  checkedTransaction(chainId, hash, blockNumber, nonce) {
    const tx = get().transactions[chainId]?.[hash];
    if (!tx) return;
    const lastChecked = Math.max(tx.lastCheckedBlockNumber ?? 0, blockNumber);
    set((state) => ({
      transactions: {
        ...state.transactions,
        [chainId]: {
          ...state.transactions[chainId],
          [hash]: { ...tx, lastCheckedBlockNumber: lastChecked, nonce: nonce ?? tx.nonce },
        },
      },
    }));
  },
  finalizeTransaction(chainId, hash, { receipt, replaced }) {
    const tx = get().transactions[chainId]?.[hash];
    if (!tx) return;
    set((state) => ({
      transactions: {
        ...state.transactions,
        [chainId]: { ...state.transactions[chainId], [hash]: { ...tx, receipt, replaced, confirmedTime: Date.now() } },
      },
    }));
  },
  clearAllTransactions(chainId) {
    set((state) => ({ transactions: { ...state.transactions, [chainId]: {} } }));
  },
});

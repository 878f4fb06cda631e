import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '@/state/slices/transactions.ts';
import { splitTransactions, transactionStatus } from './transactionStatus.ts';

const from = '0x0000000000000000000000000000000000000001' as const;

function record(hash: string, addedTime: number, extra: Partial<TransactionRecord> = {}): TransactionRecord {
  return { hash: hash as `0x${string}`, from, chainId: 31337, addedTime, ...extra };
}

function receipt(status: 0 | 1): TransactionRecord['receipt'] {
  return {
    blockHash: '0x01',
    blockNumber: 1,
    from,
    status,
    to: null,
    transactionHash: '0x01',
    transactionIndex: 0,
  };
}

describe('transactionStatus', () => {
  it('is pending without a receipt, success or failed with one, replaced when dropped', () => {
    expect(transactionStatus(record('0x1', 1))).toBe('pending');
    expect(transactionStatus(record('0x2', 1, { receipt: receipt(1) }))).toBe('success');
    expect(transactionStatus(record('0x3', 1, { receipt: receipt(0) }))).toBe('failed');
    expect(transactionStatus(record('0x4', 1, { replaced: true }))).toBe('replaced');
  });
});

describe('splitTransactions', () => {
  it('lists pending then completed, newest first in each', () => {
    const { pending, completed } = splitTransactions([
      record('0xa', 1, { receipt: receipt(1) }),
      record('0xb', 3),
      record('0xc', 2, { receipt: receipt(0) }),
      record('0xd', 4),
      record('0xe', 5, { replaced: true }),
    ]);
    expect(pending.map((tx) => tx.hash)).toEqual(['0xd', '0xb']);
    expect(completed.map((tx) => tx.hash)).toEqual(['0xe', '0xc', '0xa']);
  });
});

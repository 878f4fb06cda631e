import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '@/state/slices/transactions.ts';
import { isPendingApproval, isTransactionRecent, shouldCheck } from './policy.ts';

const now = 1_700_000_000_000;
const minute = 60_000;
const tx = (overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  hash: '0xabc',
  from: '0x0000000000000000000000000000000000000001',
  chainId: 31337,
  addedTime: now,
  ...overrides,
});

describe('shouldCheck', () => {
  it('checks a new transaction at once', () => {
    expect(shouldCheck(tx(), 100, now)).toBe(true);
  });
  it('checks every new block in the first 5 minutes', () => {
    expect(shouldCheck(tx({ lastCheckedBlockNumber: 100 }), 100, now + minute)).toBe(false);
    expect(shouldCheck(tx({ lastCheckedBlockNumber: 100 }), 101, now + minute)).toBe(true);
  });
  it('waits for more than 2 blocks between 5 and 60 minutes', () => {
    const at = now + 10 * minute;
    expect(shouldCheck(tx({ lastCheckedBlockNumber: 100 }), 102, at)).toBe(false);
    expect(shouldCheck(tx({ lastCheckedBlockNumber: 100 }), 103, at)).toBe(true);
  });
  it('waits for more than 9 blocks after an hour', () => {
    const at = now + 61 * minute;
    expect(shouldCheck(tx({ lastCheckedBlockNumber: 100 }), 109, at)).toBe(false);
    expect(shouldCheck(tx({ lastCheckedBlockNumber: 100 }), 110, at)).toBe(true);
  });
  it('never checks a finished transaction', () => {
    const receipt = {
      blockHash: '0x1',
      blockNumber: 1,
      from: '0x0000000000000000000000000000000000000001',
      status: 1,
      to: null,
      transactionHash: '0xabc',
      transactionIndex: 0,
    } as const;
    expect(shouldCheck(tx({ receipt }), 200, now)).toBe(false);
    expect(shouldCheck(tx({ replaced: true }), 200, now)).toBe(false);
  });
});

describe('recency and approvals', () => {
  const token = '0x00000000000000000000000000000000000000aa';
  const spender = '0x00000000000000000000000000000000000000bb';
  it('forgets transactions after 24 hours', () => {
    expect(isTransactionRecent(tx(), now + 86_399_999)).toBe(true);
    expect(isTransactionRecent(tx(), now + 86_400_000)).toBe(false);
  });
  it('finds a pending approval by token and spender, case-insensitively', () => {
    const approval = tx({ approval: { tokenAddress: token, spender } });
    expect(isPendingApproval(approval, token.toUpperCase().replace('0X', '0x') as typeof token, spender, now)).toBe(
      true,
    );
    expect(isPendingApproval(approval, spender, token, now)).toBe(false);
    expect(isPendingApproval(approval, token, spender, now + 86_400_000)).toBe(false);
  });
});

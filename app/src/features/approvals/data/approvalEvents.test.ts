import { describe, expect, it } from 'vitest';
import { parseIndexerApproval } from './approvalEvents.ts';

const row = {
  token: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
  spender: '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9',
  value: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  blockNumber: '1234',
  timestamp: '1764038400',
  transactionHash: `0x${'ab'.repeat(32)}`,
};

describe('parseIndexerApproval', () => {
  it('reads a well-formed row with checksummed addresses', () => {
    expect(parseIndexerApproval(row)).toEqual({
      token: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      spender: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      blockNumber: 1234n,
      timestamp: 1764038400,
      transactionHash: row.transactionHash,
    });
  });

  it('refuses rows with a malformed field', () => {
    expect(parseIndexerApproval({ ...row, token: 'FLASK' })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, spender: undefined })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, blockNumber: '-1' })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, timestamp: '1.5' })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, transactionHash: '0x1234' })).toBeUndefined();
  });
});

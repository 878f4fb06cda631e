import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { approvalAmounts } from './approveRequest.ts';

describe('approvalAmounts', () => {
  const spend = 1_500_000_000_000_000_000n;

  it('tries the maximum first, then the exact amount, by default', () => {
    expect(approvalAmounts(spend, false)).toEqual([maxUint256, spend]);
  });

  it('approves only the amount being spent with exact approvals on', () => {
    expect(approvalAmounts(spend, true)).toEqual([spend]);
  });

  it('asks once when the amount is the maximum itself (Enable on pools and farms)', () => {
    expect(approvalAmounts(maxUint256, false)).toEqual([maxUint256]);
    expect(approvalAmounts(maxUint256, true)).toEqual([maxUint256]);
  });
});

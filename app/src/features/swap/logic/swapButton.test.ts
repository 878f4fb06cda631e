import { describe, expect, it } from 'vitest';
import { planSwapButton, type SwapButtonInput } from './swapButton.ts';

const ready: SwapButtonInput = {
  inputError: undefined,
  noRoute: false,
  quoteLoading: false,
  singleHopOnly: false,
  approval: 'APPROVED',
  approvalSubmitted: false,
  severity: 0,
  expertMode: false,
  inputSymbol: 'FLASK',
};

describe('planSwapButton', () => {
  it('connects a wallet first and shows other input errors as a disabled button', () => {
    expect(planSwapButton({ ...ready, inputError: { key: 'Connect Wallet' } })).toEqual({ kind: 'connect' });
    expect(planSwapButton({ ...ready, inputError: { key: 'Enter an amount' } })).toEqual({
      kind: 'disabled',
      label: { key: 'Enter an amount' },
    });
  });

  it('waits for the quote', () => {
    expect(planSwapButton({ ...ready, quoteLoading: true, approval: 'UNKNOWN' })).toEqual({
      kind: 'loading',
      label: { key: 'Finding the best price' },
    });
  });

  it('explains a missing route, suggesting multi-hop when single-hop is on', () => {
    expect(planSwapButton({ ...ready, noRoute: true })).toEqual({
      kind: 'disabled',
      label: { key: 'Insufficient liquidity for this trade.' },
    });
    expect(planSwapButton({ ...ready, noRoute: true, singleHopOnly: true })).toMatchObject({
      hint: { key: 'Try enabling multi-hop trades.' },
    });
  });

  it('words the swap by price impact severity', () => {
    expect(planSwapButton(ready)).toEqual({ kind: 'swap', label: { key: 'Swap' }, disabled: false, danger: false });
    expect(planSwapButton({ ...ready, severity: 2 })).toMatchObject({ label: { key: 'Swap' }, danger: false });
    expect(planSwapButton({ ...ready, severity: 3 })).toMatchObject({ label: { key: 'Swap Anyway' }, danger: true });
    expect(planSwapButton({ ...ready, severity: 4 })).toMatchObject({
      label: { key: 'Price Impact Too High' },
      disabled: true,
    });
    expect(planSwapButton({ ...ready, severity: 4, expertMode: true })).toMatchObject({
      label: { key: 'Swap Anyway' },
      disabled: false,
    });
  });

  it('walks the approval steps', () => {
    expect(planSwapButton({ ...ready, approval: 'UNKNOWN' })).toEqual({
      kind: 'loading',
      label: { key: 'Checking approval' },
    });
    expect(planSwapButton({ ...ready, approval: 'NOT_APPROVED' })).toMatchObject({
      kind: 'approveFlow',
      approveLabel: { key: 'Approve %symbol%', data: { symbol: 'FLASK' } },
      approveDisabled: false,
      step: 1,
      swapDisabled: true,
    });
    expect(planSwapButton({ ...ready, approval: 'PENDING', approvalSubmitted: true })).toMatchObject({
      approveLabel: { key: 'Approving' },
      approving: true,
      approveDisabled: true,
      step: 1,
    });
    expect(planSwapButton({ ...ready, approvalSubmitted: true, severity: 3 })).toMatchObject({
      kind: 'approveFlow',
      approveLabel: { key: 'Approved' },
      step: 2,
      swapLabel: { key: 'Swap Anyway' },
      swapDisabled: false,
    });
  });

  it('hides the approval steps when the price impact blocks the swap', () => {
    expect(planSwapButton({ ...ready, approval: 'NOT_APPROVED', severity: 4 })).toMatchObject({
      kind: 'swap',
      label: { key: 'Price Impact Too High' },
    });
  });
});

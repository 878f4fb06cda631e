import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/message.ts';
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
    expect(planSwapButton({ ...ready, inputError: { key: msg('Connect Wallet') } })).toEqual({ kind: 'connect' });
    expect(planSwapButton({ ...ready, inputError: { key: msg('Enter an amount') } })).toEqual({
      kind: 'disabled',
      label: { key: msg('Enter an amount') },
    });
  });

  it('waits for the quote', () => {
    expect(planSwapButton({ ...ready, quoteLoading: true, approval: 'UNKNOWN' })).toEqual({
      kind: 'loading',
      label: { key: msg('Finding the best price') },
    });
  });

  it('explains a missing route, suggesting multi-hop when single-hop is on', () => {
    expect(planSwapButton({ ...ready, noRoute: true })).toEqual({
      kind: 'disabled',
      label: { key: msg('Insufficient liquidity for this trade.') },
    });
    expect(planSwapButton({ ...ready, noRoute: true, singleHopOnly: true })).toMatchObject({
      hint: { key: msg('Try enabling multi-hop trades.') },
    });
  });

  it('words the swap by price impact severity', () => {
    expect(planSwapButton(ready)).toEqual({
      kind: 'swap',
      label: { key: msg('Swap') },
      disabled: false,
      danger: false,
    });
    expect(planSwapButton({ ...ready, severity: 2 })).toMatchObject({ label: { key: msg('Swap') }, danger: false });
    expect(planSwapButton({ ...ready, severity: 3 })).toMatchObject({
      label: { key: msg('Swap Anyway') },
      danger: true,
    });
    expect(planSwapButton({ ...ready, severity: 4 })).toMatchObject({
      label: { key: msg('Price Impact Too High') },
      disabled: true,
    });
    expect(planSwapButton({ ...ready, severity: 4, expertMode: true })).toMatchObject({
      label: { key: msg('Swap Anyway') },
      disabled: false,
    });
  });

  it('walks the approval steps', () => {
    expect(planSwapButton({ ...ready, approval: 'UNKNOWN' })).toEqual({
      kind: 'loading',
      label: { key: msg('Checking approval') },
    });
    expect(planSwapButton({ ...ready, approval: 'NOT_APPROVED' })).toMatchObject({
      kind: 'approveFlow',
      approveLabel: { key: msg('Approve %symbol%'), data: { symbol: 'FLASK' } },
      approveDisabled: false,
      step: 1,
      swapDisabled: true,
    });
    expect(planSwapButton({ ...ready, approval: 'PENDING', approvalSubmitted: true })).toMatchObject({
      approveLabel: { key: msg('Approving') },
      approving: true,
      approveDisabled: true,
      step: 1,
    });
    expect(planSwapButton({ ...ready, approvalSubmitted: true, severity: 3 })).toMatchObject({
      kind: 'approveFlow',
      approveLabel: { key: msg('Approved') },
      step: 2,
      swapLabel: { key: msg('Swap Anyway') },
      swapDisabled: false,
    });
  });

  it('keeps the approval steps past the last tier, the swap one saying Price Impact High', () => {
    expect(planSwapButton({ ...ready, approval: 'NOT_APPROVED', severity: 4 })).toMatchObject({
      kind: 'approveFlow',
      approveLabel: { key: msg('Approve %symbol%'), data: { symbol: 'FLASK' } },
      approveDisabled: false,
      swapLabel: { key: msg('Price Impact High') },
      swapDisabled: true,
      danger: true,
    });
    expect(planSwapButton({ ...ready, approvalSubmitted: true, severity: 4 })).toMatchObject({
      kind: 'approveFlow',
      step: 2,
      swapLabel: { key: msg('Price Impact High') },
      swapDisabled: true,
    });
    // Expert mode lifts the refusal: Swap Anyway once approved.
    expect(planSwapButton({ ...ready, approvalSubmitted: true, severity: 4, expertMode: true })).toMatchObject({
      swapLabel: { key: msg('Swap Anyway') },
      swapDisabled: false,
    });
    // Without an approval to give, the one button says Price Impact Too High.
    expect(planSwapButton({ ...ready, severity: 4 })).toMatchObject({
      kind: 'swap',
      label: { key: msg('Price Impact Too High') },
    });
  });
});

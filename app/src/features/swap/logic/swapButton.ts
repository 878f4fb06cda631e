// What the swap form's action area shows (SPEC.md sections 4 and 5): input errors first, then
// a missing route, then the approval steps, then the swap itself, worded by price impact.
import type { PriceImpactSeverity } from '@flaskswap/sdk';
import type { ApprovalState } from '@/chain/useApproval.ts';
import { msg } from '@/i18n/message.ts';
import type { Message } from './message.ts';

export interface SwapButtonInput {
  inputError: Message | undefined;
  /** Both currencies and an amount are set but no route can fill it. */
  noRoute: boolean;
  /** Reserves for the pair of currencies are still loading. */
  quoteLoading: boolean;
  singleHopOnly: boolean;
  approval: ApprovalState;
  /** The user pressed Approve on this screen (keeps the two steps visible until the swap). */
  approvalSubmitted: boolean;
  severity: PriceImpactSeverity;
  expertMode: boolean;
  inputSymbol: string;
}

export type SwapButtonPlan =
  | { kind: 'connect' }
  | { kind: 'disabled'; label: Message; hint?: Message }
  | { kind: 'loading'; label: Message }
  | {
      kind: 'approveFlow';
      approveLabel: Message;
      approving: boolean;
      approveDisabled: boolean;
      /** 1 while the token still needs approving, 2 once it is approved. */
      step: 1 | 2;
      swapLabel: Message;
      swapDisabled: boolean;
      danger: boolean;
    }
  | { kind: 'swap'; label: Message; disabled: boolean; danger: boolean };

/** Above level 3 the swap is refused outside expert mode. */
export function isPriceImpactTooHigh(severity: PriceImpactSeverity, expertMode: boolean): boolean {
  return severity > 3 && !expertMode;
}

export function planSwapButton(input: SwapButtonInput): SwapButtonPlan {
  const { inputError, severity, expertMode, approval } = input;
  if (inputError?.key === 'Connect Wallet') return { kind: 'connect' };
  if (inputError) return { kind: 'disabled', label: inputError };
  if (input.quoteLoading) return { kind: 'loading', label: { key: msg('Finding the best price') } };
  if (input.noRoute) {
    return {
      kind: 'disabled',
      label: { key: msg('Insufficient liquidity for this trade.') },
      ...(input.singleHopOnly && { hint: { key: msg('Try enabling multi-hop trades.') } }),
    };
  }
  const tooHigh = isPriceImpactTooHigh(severity, expertMode);
  const danger = severity > 2;
  // The two buttons stay while the token needs approving, even past the last tier: the swap one
  // then says 'Price Impact High' (SPEC.md section 5) and stays disabled.
  const showApproveFlow =
    approval === 'NOT_APPROVED' || approval === 'PENDING' || (input.approvalSubmitted && approval === 'APPROVED');
  if (showApproveFlow) {
    const approveLabel: Message =
      approval === 'PENDING'
        ? { key: msg('Approving') }
        : approval === 'APPROVED'
          ? { key: msg('Approved') }
          : { key: msg('Approve %symbol%'), data: { symbol: input.inputSymbol } };
    return {
      kind: 'approveFlow',
      approveLabel,
      approving: approval === 'PENDING',
      approveDisabled: approval !== 'NOT_APPROVED' || input.approvalSubmitted,
      step: approval === 'APPROVED' ? 2 : 1,
      swapLabel: { key: tooHigh ? msg('Price Impact High') : danger ? msg('Swap Anyway') : msg('Swap') },
      swapDisabled: approval !== 'APPROVED' || tooHigh,
      danger,
    };
  }
  if (approval === 'UNKNOWN' && !tooHigh) return { kind: 'loading', label: { key: msg('Checking approval') } };
  if (tooHigh) return { kind: 'swap', label: { key: msg('Price Impact Too High') }, disabled: true, danger: true };
  return { kind: 'swap', label: { key: danger ? msg('Swap Anyway') : msg('Swap') }, disabled: false, danger };
}

import type { Hex } from 'viem';
import type { WriteErrorMessage } from './messages.ts';

/**
 * SPEC.md §4: a reviewed write's confirm modal. Closed, then the review of `target`, then waiting
 * for the wallet, then submitted (with the hash) or failed (with the worded error). An error shown
 * beside the form instead (expert mode's direct swap) closes the modal.
 */
export type ConfirmPhase = 'closed' | 'review' | 'waiting' | 'submitted' | 'failed';

export interface ConfirmFlowState<T> {
  phase: ConfirmPhase;
  target: T | undefined;
  hash: Hex | undefined;
  error: WriteErrorMessage | undefined;
  inlineError: WriteErrorMessage | undefined;
}

export type ConfirmEvent<T> =
  | { type: 'review'; target: T }
  | { type: 'update'; target: T }
  | { type: 'send'; target: T }
  | { type: 'sent'; hash: Hex }
  | { type: 'failed'; error: WriteErrorMessage; placement: 'modal' | 'inline' }
  | { type: 'backToReview' }
  | { type: 'dismiss' }
  | { type: 'clearInlineError' };

export function closedFlow<T>(): ConfirmFlowState<T> {
  return { phase: 'closed', target: undefined, hash: undefined, error: undefined, inlineError: undefined };
}

export function confirmFlowReducer<T>(state: ConfirmFlowState<T>, event: ConfirmEvent<T>): ConfirmFlowState<T> {
  switch (event.type) {
    case 'review':
      return { ...closedFlow<T>(), phase: 'review', target: event.target };
    case 'update':
      return state.phase === 'review' ? { ...state, target: event.target } : state;
    case 'send':
      return { ...closedFlow<T>(), phase: 'waiting', target: event.target };
    case 'sent':
      return state.phase === 'waiting' ? { ...state, phase: 'submitted', hash: event.hash } : state;
    case 'failed':
      if (state.phase !== 'waiting') return state;
      return event.placement === 'inline'
        ? { ...closedFlow<T>(), inlineError: event.error }
        : { ...state, phase: 'failed', error: event.error };
    case 'backToReview':
      return state.phase === 'waiting' ? { ...state, phase: 'review' } : state;
    case 'dismiss':
      return { ...closedFlow<T>(), inlineError: state.inlineError };
    case 'clearInlineError':
      return { ...state, inlineError: undefined };
  }
}

/** What TransactionConfirmationModal shows for a state. */
export function confirmModalProps<T>(state: ConfirmFlowState<T>) {
  return {
    isOpen: state.phase !== 'closed',
    attemptingTxn: state.phase === 'waiting',
    hash: state.hash,
  };
}

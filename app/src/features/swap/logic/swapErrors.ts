// SPEC.md section 8 "Swap errors", worded from the pipeline's TransactionError kinds.
import { TransactionError } from '@/chain/tx/errors.ts';
import type { Message } from './message.ts';

export interface SwapErrorMessage extends Message {
  /** An extra sentence saying what the user can do about it. */
  hint?: Message;
}

const MISSING_DEPENDENCIES = 'Missing dependencies';
const SLIPPAGE_REASONS = /INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/;

/**
 * Every candidate call failed to simulate or estimate: a revert reason beats a gas problem
 * (the reason says what to fix), a slippage reason beats other reasons; with neither, the failure
 * is unexplained.
 */
export function estimationFailureMessage(errors: readonly unknown[]): SwapErrorMessage {
  const failures = errors.filter((error): error is TransactionError => error instanceof TransactionError);
  if (failures.some((error) => error.message === MISSING_DEPENDENCIES)) return { key: MISSING_DEPENDENCIES };
  // A slippage revert says what to change, so it wins over another candidate's reason.
  const reverts = failures.filter((error) => error.kind === 'reverted');
  const reverted = reverts.find((error) => SLIPPAGE_REASONS.test(error.reason ?? error.message)) ?? reverts[0];
  if (reverted) {
    const reason = reverted.reason ?? reverted.message;
    return {
      key: 'The transaction cannot succeed due to error: %reason%.',
      data: { reason },
      ...(SLIPPAGE_REASONS.test(reason) && {
        hint: { key: 'The price moved beyond your slippage tolerance. Try increasing your slippage tolerance.' },
      }),
    };
  }
  if (failures.some((error) => error.kind === 'estimateGas')) {
    return { key: 'Unexpected issue with estimating the gas. Please try again.' };
  }
  return { key: 'Unexpected error. Please contact support: none of the calls threw an error' };
}

/** The wallet refused or failed to send the chosen call. */
export function sendFailureMessage(error: unknown): SwapErrorMessage {
  if (error instanceof TransactionError && error.kind === 'rejected') return { key: 'Transaction rejected.' };
  if (error instanceof TransactionError && error.message === MISSING_DEPENDENCIES) return { key: MISSING_DEPENDENCIES };
  const message = error instanceof Error ? error.message : String(error);
  return { key: 'Swap failed: %message%', data: { message } };
}

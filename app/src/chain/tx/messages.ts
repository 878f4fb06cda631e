// SPEC.md §8: how a failed write is worded, for every screen. The texts are English keys,
// translated where they are shown.
import { type MessageText, msg } from '@/i18n/message.ts';
import { MissingInputError, NoCandidateError, TransactionError } from './errors.ts';

/** A user-facing text as its English key and placeholder values. */
export interface WriteErrorMessage {
  key: MessageText;
  data?: Record<string, string>;
  /** An extra sentence saying what the user can do about it. */
  hint?: { key: MessageText; data?: Record<string, string> };
}

/** The prefix of a failure with no better wording: 'Swap failed: …' on the swap, else 'Transaction failed: …'. */
export type FailedKey = 'Swap failed: %message%' | 'Transaction failed: %message%';

const FAILED_TEXT: Record<FailedKey, MessageText> = {
  'Swap failed: %message%': msg('Swap failed: %message%'),
  'Transaction failed: %message%': msg('Transaction failed: %message%'),
};

// The routers' slippage reverts, and the migrator's minimums (FlaskMigrator: InsufficientAmount0 / 1).
const SLIPPAGE_REASONS = /INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT|InsufficientAmount[01]/;

/**
 * Every candidate call failed to simulate or estimate: a revert reason beats a gas problem
 * (the reason says what to fix), a slippage reason beats other reasons; with neither, the failure
 * is unexplained.
 */
export function noCandidateMessage(errors: readonly unknown[]): WriteErrorMessage {
  const failures = errors.filter((error): error is TransactionError => error instanceof TransactionError);
  const missing = failures.find((error) => error instanceof MissingInputError);
  if (missing) return { key: missing.text };
  const reverts = failures.filter((error) => error.kind === 'reverted');
  const reverted = reverts.find((error) => SLIPPAGE_REASONS.test(error.reason ?? error.message)) ?? reverts[0];
  if (reverted) {
    const reason = reverted.reason ?? reverted.message;
    return {
      key: msg('The transaction cannot succeed due to error: %reason%.'),
      data: { reason },
      ...(SLIPPAGE_REASONS.test(reason) && {
        hint: { key: msg('The price moved beyond your slippage tolerance. Try increasing your slippage tolerance.') },
      }),
    };
  }
  if (failures.some((error) => error.kind === 'estimateGas')) {
    return { key: msg('Unexpected issue with estimating the gas. Please try again.') };
  }
  return { key: msg('Unexpected error. Please contact support: none of the calls threw an error') };
}

/** Any failure of a write, from building it to the wallet's answer. */
export function writeFailureMessage(error: unknown, failedKey: FailedKey): WriteErrorMessage {
  if (error instanceof NoCandidateError) return noCandidateMessage(error.failures);
  if (error instanceof TransactionError) {
    if (error.kind === 'rejected') return { key: msg('Transaction rejected.') };
    if (error instanceof MissingInputError) return { key: error.text };
    if (error.kind === 'reverted' || error.kind === 'estimateGas') return noCandidateMessage([error]);
  }
  const message = error instanceof Error ? error.message : String(error);
  return { key: FAILED_TEXT[failedKey], data: { message } };
}

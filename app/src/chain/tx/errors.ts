import type { ContractFunctionRevertedError } from 'viem';
import { type MessageText, msg } from '@/i18n/message.ts';

/** SPEC.md section 8: the 'Error' toast of a failed approval, stake, harvest or vault write. */
export const TRANSACTION_FAILED_TEXT = msg(
  'Please try again. Confirm the transaction and make sure you are paying enough gas!',
);

/** 'missingInput': the write could not even be built ('Missing dependencies', 'Invalid recipient'). */
export type TransactionErrorKind = 'rejected' | 'reverted' | 'estimateGas' | 'missingInput' | 'unknown';

/**
 * A failed write, classified so each screen can word it (SPEC.md section 8): the user said no
 * (wallet code 4001), the call would revert (with the decoded reason when there is one), gas
 * could not be estimated, or something else.
 */
export class TransactionError extends Error {
  override name = 'TransactionError';
  constructor(
    readonly kind: TransactionErrorKind,
    message: string,
    readonly reason?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Every candidate call of a write failed to simulate or estimate; `failures` holds why, in order. */
export class NoCandidateError extends TransactionError {
  override name = 'NoCandidateError';
  constructor(readonly failures: readonly unknown[]) {
    super('unknown', 'none of the calls could be sent');
  }
}

/** A write that could not even be built ('Missing dependencies', 'Invalid recipient'): its text is shown. */
export class MissingInputError extends TransactionError {
  override name = 'MissingInputError';
  constructor(readonly text: MessageText) {
    super('missingInput', text);
  }
}

// viem's errors are recognised by name, not instanceof: importing their classes would bring viem's
// whole error catalogue into every first paint, and a rejection may come from wagmi's own copy.
const isNamed = (error: unknown, name: string) => (error as { name?: unknown } | null)?.name === name;
/** viem's BaseError carries a one-line shortMessage and the node's details. */
const viemText = (error: unknown, field: 'shortMessage' | 'details') => {
  const text = (error as Record<string, unknown> | null)?.[field];
  return typeof text === 'string' ? text : undefined;
};

function walk(error: unknown, predicate: (e: unknown) => boolean): unknown {
  let current = error;
  for (let depth = 0; current && depth < 10; depth++) {
    if (predicate(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUserRejection(error: unknown): boolean {
  return Boolean(walk(error, (e) => (e as { code?: number }).code === 4001 || isNamed(e, 'UserRejectedRequestError')));
}

/** The revert reason string or custom error name, if the error carries one. */
export function revertReason(error: unknown): string | undefined {
  const reverted = walk(error, (e) => isNamed(e, 'ContractFunctionRevertedError')) as
    | ContractFunctionRevertedError
    | undefined;
  if (reverted) return reverted.reason ?? reverted.data?.errorName ?? reverted.shortMessage;
  const message = viemText(error, 'details');
  const match = message?.match(/reverted(?: with reason string)?:?\s*'?([^']+)'?/i);
  return match?.[1];
}

export function toTransactionError(error: unknown, stage: 'simulate' | 'estimate' | 'send'): TransactionError {
  if (error instanceof TransactionError) return error;
  if (isUserRejection(error))
    return new TransactionError('rejected', 'Transaction rejected.', undefined, { cause: error });
  const reason = revertReason(error);
  if (reason) return new TransactionError('reverted', reason, reason, { cause: error });
  const message = viemText(error, 'shortMessage') ?? (error instanceof Error ? error.message : String(error));
  return new TransactionError(stage === 'send' ? 'unknown' : 'estimateGas', message, undefined, { cause: error });
}

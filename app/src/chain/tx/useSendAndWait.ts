import { useCallback } from 'react';
import type { TransactionReceipt } from 'viem';
import { TransactionError } from './errors.ts';
import { type FailedKey, type WriteErrorMessage, writeFailureMessage } from './messages.ts';
import { useTransactionPipeline } from './pipeline.ts';
import type { WriteRequest } from './request.ts';

export type WriteOutcome =
  | { status: 'confirmed'; receipt: TransactionReceipt }
  /** Refused in the wallet (code 4001), or failed: worded as SPEC.md §8 says. */
  | { status: 'rejected' | 'failed'; message: WriteErrorMessage };

/**
 * Writes that must happen in order (approve, then create): each is sent through the one pipeline
 * and confirmed before the next; the first refusal or failure stops the run. Never throws.
 */
export function useSendAndWait() {
  const { send } = useTransactionPipeline();
  return useCallback(
    async (
      requests: readonly WriteRequest[],
      failedKey: FailedKey = 'Transaction failed: %message%',
    ): Promise<WriteOutcome> => {
      let receipt: TransactionReceipt | undefined;
      try {
        for (const request of requests) receipt = await (await send(request)).wait();
      } catch (error) {
        const rejected = error instanceof TransactionError && error.kind === 'rejected';
        if (!rejected) console.error('Transaction failed', error);
        return { status: rejected ? 'rejected' : 'failed', message: writeFailureMessage(error, failedKey) };
      }
      if (!receipt) throw new Error('useSendAndWait: no request to send');
      return { status: 'confirmed', receipt };
    },
    [send],
  );
}

import { useCallback } from 'react';
import { NoCandidateError, TransactionError } from './errors.ts';
import { type PreparedWrite, type SentTransaction, useTransactionPipeline } from './pipeline.ts';
import type { WriteRequest } from './request.ts';

/**
 * Sends the first of a write's candidate calls that simulates and estimates (SPEC.md §7: e.g. a
 * swap's plain method, then its fee-on-transfer variant). All are tried at once, the order decides;
 * when none passes, a NoCandidateError carries every failure so the best one can be worded.
 */
export function useCandidateWrite() {
  const { prepare, submit } = useTransactionPipeline();
  return useCallback(
    async (candidates: readonly WriteRequest[]): Promise<SentTransaction> => {
      const attempts = await Promise.allSettled(candidates.map((candidate) => prepare(candidate)));
      const chosen = attempts.find(
        (attempt): attempt is PromiseFulfilledResult<PreparedWrite> => attempt.status === 'fulfilled',
      );
      if (chosen) return submit(chosen.value);
      const failures: unknown[] = attempts.flatMap((attempt) =>
        attempt.status === 'rejected' ? [attempt.reason] : [],
      );
      for (const failure of failures) {
        if (!(failure instanceof TransactionError && failure.kind === 'missingInput')) {
          console.error('Write estimate failed', failure);
        }
      }
      throw new NoCandidateError(failures);
    },
    [prepare, submit],
  );
}

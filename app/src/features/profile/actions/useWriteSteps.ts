import { useCallback, useRef, useState } from 'react';
import { type WriteErrorMessage, writeFailureMessage } from '@/chain/tx/messages.ts';
import { useTransactionPipeline } from '@/chain/tx/pipeline.ts';
import type { WriteRequest } from '@/chain/tx/request.ts';

/**
 * Writes that must happen in order (approve, then create): each is sent through the one pipeline
 * and confirmed before the next. A failure stops the run and is worded as SPEC.md §8 says, for
 * the screen to show beside its button.
 */
export function useWriteSteps() {
  const { send } = useTransactionPipeline();
  const [error, setError] = useState<WriteErrorMessage>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (requests: readonly WriteRequest[]): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(undefined);
      try {
        for (const request of requests) {
          const tx = await send(request);
          await tx.wait();
        }
        return true;
      } catch (failure) {
        console.error('Profile transaction failed', failure);
        setError(writeFailureMessage(failure, 'Transaction failed: %message%'));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [send],
  );

  return { run, busy, error, setError };
}

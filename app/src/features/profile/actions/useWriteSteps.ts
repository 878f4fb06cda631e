import { useCallback, useState } from 'react';
import type { WriteErrorMessage } from '@/chain/tx/messages.ts';
import type { WriteRequest } from '@/chain/tx/request.ts';
import { useSendAndWait } from '@/chain/tx/useSendAndWait.ts';
import { usePendingAction } from '@/ui/usePendingAction.ts';

/**
 * The profile's ordered writes (approve, then create) through the shared useSendAndWait, with
 * what its screens show: busy while they run, and a failure worded for beside the button.
 */
export function useWriteSteps() {
  const sendAndWait = useSendAndWait();
  const [error, setError] = useState<WriteErrorMessage>();
  const { pending: busy, run: runOnce } = usePendingAction();

  const run = useCallback(
    async (requests: readonly WriteRequest[]): Promise<boolean> => {
      const outcome = await runOnce(() => {
        setError(undefined);
        return sendAndWait(requests);
      });
      if (outcome && outcome.status !== 'confirmed') setError(outcome.message);
      return outcome?.status === 'confirmed';
    },
    [sendAndWait, runOnce],
  );

  return { run, busy, error, setError };
}

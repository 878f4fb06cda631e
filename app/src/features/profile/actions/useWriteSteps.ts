import { useCallback, useRef, useState } from 'react';
import type { WriteErrorMessage } from '@/chain/tx/messages.ts';
import type { WriteRequest } from '@/chain/tx/request.ts';
import { useSendAndWait } from '@/chain/tx/useSendAndWait.ts';

/**
 * The profile's ordered writes (approve, then create) through the shared useSendAndWait, with
 * what its screens show: busy while they run, and a failure worded for beside the button.
 */
export function useWriteSteps() {
  const sendAndWait = useSendAndWait();
  const [error, setError] = useState<WriteErrorMessage>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (requests: readonly WriteRequest[]): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(undefined);
      const outcome = await sendAndWait(requests);
      if (outcome.status !== 'confirmed') setError(outcome.message);
      running.current = false;
      setBusy(false);
      return outcome.status === 'confirmed';
    },
    [sendAndWait],
  );

  return { run, busy, error, setError };
}

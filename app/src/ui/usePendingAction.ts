import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One async action at a time (a write waiting for its receipt, a wallet prompt) and whether it is
 * running, for the button that starts it. A run while another is pending is ignored (a double
 * click sends once) and resolves undefined, as does an action that returns no promise (a click
 * that only opens a modal); the state is left alone once the component has unmounted. `key` tells
 * which of a component's actions runs (one row's button among several). Errors reach the caller.
 */
export function usePendingAction<Key = true>() {
  const [running, setRunning] = useState<{ key: Key | undefined }>();
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <T>(action: () => Promise<T> | undefined, key?: Key): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      const promise = action();
      if (!promise) return undefined;
      setRunning({ key });
      return await promise;
    } finally {
      busy.current = false;
      if (mounted.current) setRunning(undefined);
    }
  }, []);

  return { pending: running !== undefined, pendingKey: running?.key, run };
}

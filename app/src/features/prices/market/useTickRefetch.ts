import { useEffect } from 'react';
import { useBlockClock } from '@/chain/BlockClock.tsx';

type Refetch = (options: { cancelRefetch: boolean }) => Promise<unknown>;

/**
 * Refreshes a shared read on the app clock. Several components (the page title, the page, its
 * cards) subscribe to the same read; with cancelRefetch off they join the fetch in flight
 * instead of each starting one, so a tick costs one request however many listen.
 */
export function useTickRefetch(refetch: Refetch, enabled: boolean, refresh: 'fast' | 'slow' = 'fast') {
  const { fastTick, slowTick } = useBlockClock();
  const tick = refresh === 'fast' ? fastTick : slowTick;
  useEffect(() => {
    if (enabled && tick > 0) void refetch({ cancelRefetch: false });
  }, [tick, enabled, refetch]);
}

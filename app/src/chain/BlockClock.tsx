import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { getBlockNumber } from 'viem/actions';
import { useActiveChain } from './activeChain.ts';
import { useChainClient } from './client.ts';

/** Timings from SPEC.md section 9. */
export const BLOCK_POLL_MS = 6000;
export const BLOCK_DEBOUNCE_MS = 100;
export const FAST_TICK_MS = 10_000;
export const SLOW_TICK_MS = 60_000;

export interface BlockClock {
  /** Latest block number, debounced; undefined until the first answer. */
  currentBlock: number | undefined;
  /** The first block number seen in this session (set once). */
  initialBlock: number | undefined;
  /** Counters bumped every 10 s / 60 s while the tab is visible: refresh keys for reads. */
  fastTick: number;
  slowTick: number;
  /** False while the node does not answer (down, restarting, unreachable). */
  isChainReachable: boolean;
}

const BlockClockContext = createContext<BlockClock | undefined>(undefined);

/**
 * Refreshes a query on each tick (a counter from this clock, not TanStack's refetchInterval: an
 * interval would start with each query, while every read of a page must go out in the same instant
 * to share one batch). With cancelRefetch off, components sharing a query, and StrictMode's second
 * run of the effect, join the fetch in flight instead of restarting it: a tick costs one request.
 * A disabled query is left alone (refetch would run it anyway).
 */
export function useRefetchOnTick(
  tick: number,
  enabled: boolean,
  refetch: (options: { cancelRefetch: boolean }) => unknown,
) {
  useEffect(() => {
    if (enabled && tick > 0) void refetch({ cancelRefetch: false });
  }, [tick, enabled, refetch]);
}

function useVisibleInterval(ms: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') setCount((value) => value + 1);
    }, ms);
    return () => clearInterval(id);
  }, [ms]);
  return count;
}

export function BlockClockProvider({ children }: { children: ReactNode }) {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const { data: polledBlock, isError } = useQuery({
    queryKey: ['blockNumber', chain.id],
    queryFn: async () => Number(await getBlockNumber(client!, { cacheTime: 0 })),
    enabled: Boolean(client),
    refetchInterval: BLOCK_POLL_MS,
    refetchIntervalInBackground: false,
    retry: 1,
  });

  const [currentBlock, setCurrentBlock] = useState<number>();
  const initialBlock = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (polledBlock === undefined) return;
    const id = setTimeout(() => {
      initialBlock.current ??= polledBlock;
      setCurrentBlock(polledBlock);
    }, BLOCK_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [polledBlock]);

  const fastTick = useVisibleInterval(FAST_TICK_MS);
  const slowTick = useVisibleInterval(SLOW_TICK_MS);
  const value = useMemo(
    () => ({ currentBlock, initialBlock: initialBlock.current, fastTick, slowTick, isChainReachable: !isError }),
    [currentBlock, fastTick, slowTick, isError],
  );
  return <BlockClockContext.Provider value={value}>{children}</BlockClockContext.Provider>;
}

export function useBlockClock(): BlockClock {
  const context = useContext(BlockClockContext);
  if (context === undefined) throw new Error('Block clock context is undefined');
  return context;
}

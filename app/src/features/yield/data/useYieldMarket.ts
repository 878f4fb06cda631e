import { useMemo } from 'react';
import { useConnection } from 'wagmi';
import { useDeployment } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import { accountReadCalls, decodeAccountReads } from './accountReads.ts';
import { resolveYieldLayout, type YieldLayout } from './layout.ts';
import { decodePublicReads, publicReadCalls } from './publicReads.ts';
import type { YieldMarket, YieldPositions } from './types.ts';

/** The active chain's farms, pools and vault, or undefined where they are not deployed. */
export function useYieldLayout(): YieldLayout | undefined {
  const deployment = useDeployment();
  return useMemo(() => resolveYieldLayout(deployment), [deployment]);
}

/**
 * Every yield read, public and the connected account's, as ONE multicall shared by every screen
 * and the page title: one request per tick (SPEC.md section 7). While the account's reads join
 * after connecting, the previous answers keep the public data on screen.
 */
function useYieldReads() {
  const layout = useYieldLayout();
  const { address } = useConnection();
  const calls = useMemo(
    () => (layout ? { ...publicReadCalls(layout), ...accountReadCalls(layout, address) } : undefined),
    [layout, address],
  );
  const query = useChainReads(calls, { keepPreviousData: true });
  return { layout, address, query };
}

/** Public yield data (prices, farms, pools, vault, FLASK supply). */
export function useYieldMarket(): { market: YieldMarket | undefined } {
  const { layout, query } = useYieldReads();
  const { data, blockNumber } = query;
  const market = useMemo(
    () => (layout && data && blockNumber !== undefined ? decodePublicReads(layout, data, blockNumber) : undefined),
    [layout, data, blockNumber],
  );
  return { market };
}

/**
 * The connected account's stakes, balances, allowances and earnings in every farm, pool and the
 * vault; `readAt` is when they were read (an approval confirmed later makes them stale).
 */
export function useYieldPositions(): { positions: YieldPositions | undefined; readAt: number } {
  const { layout, address, query } = useYieldReads();
  const { data, isPlaceholderData, dataUpdatedAt } = query;
  const positions = useMemo(
    () => (layout && address && data && !isPlaceholderData ? decodeAccountReads(layout, address, data) : undefined),
    [layout, address, data, isPlaceholderData],
  );
  return { positions, readAt: dataUpdatedAt };
}

import { useMemo } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
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
  const calls = layout ? yieldReadCalls(layout, address) : undefined;
  const query = useChainReads(calls, { keepPreviousData: true });
  return { layout, address, query };
}

// The title, the page and every row read the same answer: its calls are built, and each answer
// decoded, once for all of them instead of once per component.
const callsByLayout = new WeakMap<YieldLayout, Map<Address | undefined, YieldReadCalls>>();
const marketByAnswer = new WeakMap<object, YieldMarket>();
const positionsByAnswer = new WeakMap<object, YieldPositions>();

type YieldReadCalls = ReturnType<typeof publicReadCalls> & ReturnType<typeof accountReadCalls>;

function yieldReadCalls(layout: YieldLayout, address: Address | undefined): YieldReadCalls {
  const byAccount = once(callsByLayout, layout, () => new Map<Address | undefined, YieldReadCalls>());
  const cached = byAccount.get(address);
  if (cached) return cached;
  const calls = { ...publicReadCalls(layout), ...accountReadCalls(layout, address) };
  byAccount.set(address, calls);
  return calls;
}

function once<K extends object, T>(cache: WeakMap<K, T>, key: K, make: () => T): T {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const value = make();
  cache.set(key, value);
  return value;
}

/** Public yield data (prices, farms, pools, vault, FLASK supply). */
export function useYieldMarket(): { market: YieldMarket | undefined } {
  const { layout, query } = useYieldReads();
  const { data, blockNumber } = query;
  const market = useMemo(
    () =>
      layout && data && blockNumber !== undefined
        ? once(marketByAnswer, data, () => decodePublicReads(layout, data, blockNumber))
        : undefined,
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
    () =>
      layout && address && data && !isPlaceholderData
        ? once(positionsByAnswer, data, () => decodeAccountReads(layout, address, data))
        : undefined,
    [layout, address, data, isPlaceholderData],
  );
  return { positions, readAt: dataUpdatedAt };
}

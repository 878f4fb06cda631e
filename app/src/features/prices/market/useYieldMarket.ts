import { useMemo } from 'react';
import { useConnection } from 'wagmi';
import { useDeployment } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import { resolveYieldLayout, type YieldLayout } from './layout.ts';
import { buildPublicReads, decodePublicReads } from './publicReads.ts';
import type { YieldMarket, YieldPositions } from './types.ts';
import { buildUserReads, decodeUserReads } from './userReads.ts';
import { useTickRefetch } from './useTickRefetch.ts';

/** The active chain's farms, pools and vault, or undefined where they are not deployed. */
export function useYieldLayout(): YieldLayout | undefined {
  const deployment = useDeployment();
  return useMemo(() => resolveYieldLayout(deployment), [deployment]);
}

/**
 * Public yield data (prices, farms, pools, vault, FLASK supply): ONE multicall shared by every
 * screen and the page title, refreshed every fast tick and after the user's transactions.
 */
export function useYieldMarket(): { market: YieldMarket | undefined } {
  const layout = useYieldLayout();
  const plan = useMemo(() => (layout ? buildPublicReads(layout) : undefined), [layout]);
  const query = useChainReads(plan?.calls, { refresh: 'none' });
  useTickRefetch(query.refetch, plan !== undefined);
  const { data, blockNumber } = query;
  const market = useMemo(
    () =>
      plan && data && blockNumber !== undefined ? decodePublicReads(plan, data as unknown[], blockNumber) : undefined,
    [plan, data, blockNumber],
  );
  return { market };
}

/**
 * The connected account's stakes, balances, allowances and earnings in every farm, pool and the
 * vault: ONE multicall, fetched only with an account.
 */
export function useYieldPositions(): { positions: YieldPositions | undefined } {
  const layout = useYieldLayout();
  const { address } = useConnection();
  const plan = useMemo(() => (layout && address ? buildUserReads(layout, address) : undefined), [layout, address]);
  const query = useChainReads(plan?.calls, { refresh: 'none' });
  useTickRefetch(query.refetch, plan !== undefined);
  const { data } = query;
  const positions = useMemo(() => (plan && data ? decodeUserReads(plan, data as unknown[]) : undefined), [plan, data]);
  return { positions };
}

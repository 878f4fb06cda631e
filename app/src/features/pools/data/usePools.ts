import { useMemo } from 'react';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { useYieldMarket, useYieldPositions } from '@/features/yield';
import { buildPoolViews, type PoolView } from '../logic/poolViews.ts';

/**
 * Every pool (vault, manual pool, SmartChef pools) with the account's positions: the shared
 * public read and the shared account read, nothing per pool.
 */
export function usePools(): { pools: PoolView[] | undefined } {
  const { market } = useYieldMarket();
  const { positions } = useYieldPositions();
  const { currentBlock } = useBlockClock();
  const block = currentBlock === undefined ? market?.blockNumber : BigInt(currentBlock);
  const pools = useMemo(
    () => (market ? buildPoolViews(market, positions, block ?? market.blockNumber) : undefined),
    [market, positions, block],
  );
  return { pools };
}

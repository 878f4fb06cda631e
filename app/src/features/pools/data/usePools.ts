import { useMemo } from 'react';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { useYieldMarket, useYieldPositions } from '@/features/yield';
import { buildPoolViews, endedPoolCount, type PoolView } from '../logic/poolViews.ts';

/**
 * Every pool (vault, manual pool, SmartChef pools) with the account's positions: the shared
 * public read and the shared account read, nothing per pool.
 */
export function usePools(): { pools: PoolView[] | undefined } {
  const { market } = useYieldMarket();
  const { positions } = useYieldPositions();
  const { currentBlock } = useBlockClock();
  const block = currentBlock === undefined ? market?.blockNumber : BigInt(currentBlock);
  const endedPools = market && block !== undefined ? endedPoolCount(market, block) : 0;
  // Rebuilt when the reads answer or a pool ends, not at every block: each new list re-renders
  // every row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the block counts only through endedPools
  const pools = useMemo(
    () => (market ? buildPoolViews(market, positions, block ?? market.blockNumber) : undefined),
    [market, positions, endedPools],
  );
  return { pools };
}

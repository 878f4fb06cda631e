import { useMemo } from 'react';
import { useYieldMarket, useYieldPositions } from '@/features/yield';
import { buildFarmViews, type FarmView } from '../logic/farmViews.ts';

/** Every farm with the account's position, from the two shared reads (nothing per farm). */
export function useFarms(): { farms: FarmView[] | undefined } {
  const { market } = useYieldMarket();
  const { positions } = useYieldPositions();
  const farms = useMemo(() => (market ? buildFarmViews(market, positions) : undefined), [market, positions]);
  return { farms };
}

import { amountToUsd, farmApr, farmMultiplier, poolWeight } from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { FarmPosition, YieldMarket, YieldPositions, YieldToken } from '@/features/yield';

/** One farm of /farms with its APR and the account's position (SPEC.md section 3 "Farm"). */
export interface FarmView {
  pid: number;
  lpSymbol: string;
  lpAddress: Address;
  token: YieldToken;
  quoteToken: YieldToken;
  isDual: boolean;
  allocPoint: bigint;
  /** allocPoint / 100, shown with an 'X'. */
  multiplier: string;
  poolWeight: number;
  /** No allocation left: listed under Finished. */
  isFinished: boolean;
  /** In percent; null while a price or the liquidity is unknown. */
  apr: number | null;
  /** LP staked in the MasterChef, in USD. */
  liquidityUsd: number | undefined;
  lpPriceUsd: number | undefined;
  totalStaked: bigint;
  sortOrder: number;
  user: (FarmPosition & { earningsUsd: number | undefined }) | undefined;
}

const LP_DECIMALS = 18;

/**
 * The farms to list: every configured MasterChef farm except archived ones and ones whose pid
 * does not hold the configured pair. APR = FLASK per block × blocks per year × pool weight ×
 * FLASK price / liquidity in USD.
 */
export function buildFarmViews(market: YieldMarket, positions: YieldPositions | undefined): FarmView[] {
  const views: FarmView[] = [];
  market.pairs.forEach((pair, index) => {
    const { layout } = pair;
    if (layout.pid === null || layout.isArchived || !pair.isConfigured) return;
    const weight = poolWeight(pair.allocPoint, market.totalAllocPoint);
    const liquidityUsd = amountToUsd(pair.totalStaked, LP_DECIMALS, pair.lpPriceUsd);
    const position = positions?.farms.get(layout.pid);
    const flaskPrice = market.flaskPriceUsd;
    views.push({
      pid: layout.pid,
      lpSymbol: layout.lpSymbol,
      lpAddress: layout.lpAddress,
      token: pair.token,
      quoteToken: pair.quoteToken,
      isDual: layout.isDual,
      allocPoint: pair.allocPoint,
      multiplier: farmMultiplier(pair.allocPoint),
      poolWeight: weight,
      isFinished: pair.allocPoint === 0n,
      apr: farmApr({ poolWeight: weight, flaskPriceUsd: flaskPrice, liquidityUsd }),
      liquidityUsd,
      lpPriceUsd: pair.lpPriceUsd,
      totalStaked: pair.totalStaked,
      sortOrder: index,
      user: position && {
        ...position,
        earningsUsd: amountToUsd(position.earnings, market.flask.decimals, flaskPrice),
      },
    });
  });
  return views;
}

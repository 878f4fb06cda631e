import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildFarmViews } from '@/features/farms';
import { buildPoolViews } from '@/features/pools';
import type { YieldMarket, YieldPositions } from '@/features/yield';
import { bestApr, flaskSupplyStats, flaskToHarvest, harvestJobs, totalValueLockedUsd } from './homeStats.ts';

const E18 = 10n ** 18n;
const flask = {
  symbol: 'FLASK',
  address: '0x00000000000000000000000000000000000000F1',
  isNative: false,
  decimals: 18,
  priceUsd: 10,
} as const;
const busd = {
  symbol: 'BUSD',
  address: '0x00000000000000000000000000000000000000B5',
  isNative: false,
  decimals: 18,
  priceUsd: 1,
} as const;
const eth = {
  symbol: 'ETH',
  address: '0x00000000000000000000000000000000000000e7',
  isNative: false,
  decimals: 18,
  priceUsd: 2000,
} as const;
const lp = '0x0000000000000000000000000000000000000Aa1' as const;
const poolAddress = '0x0000000000000000000000000000000000000Bb1' as const;

function market(): YieldMarket {
  return {
    chef: '0x0000000000000000000000000000000000000C0F',
    blockNumber: 500n,
    blockTimestamp: 1000n,
    flask,
    bnbPriceUsd: 300,
    flaskPriceUsd: 10,
    totalAllocPoint: 4000n,
    stakingPool: { allocPoint: 1000n, totalStaked: 3000n * E18 },
    pairs: [
      {
        layout: {
          pid: 2,
          lpSymbol: 'FLASK-BUSD LP',
          lpAddress: lp,
          token: flask,
          quoteToken: busd,
          isArchived: false,
          isDual: false,
        },
        token: flask,
        quoteToken: busd,
        tokenReserve: 0n,
        quoteTokenReserve: 0n,
        lpTotalSupply: 1000n * E18,
        lpPriceUsd: 20,
        allocPoint: 3000n,
        totalStaked: 500n * E18,
        isConfigured: true,
      },
    ],
    pools: [
      {
        layout: {
          sousId: 1,
          address: poolAddress,
          stakingToken: flask,
          earningToken: eth,
          category: 'Core',
          projectLink: 'https://ethereum.org',
          isFinished: false,
          isDual: false,
        },
        stakingToken: flask,
        earningToken: eth,
        startBlock: 10n,
        endBlock: 1000n,
        rewardPerBlock: E18 / 1000n,
        totalStaked: 100n * E18,
        stakingLimit: 0n,
      },
    ],
    vault: {
      address: '0x0000000000000000000000000000000000000Fa1',
      totalShares: 1000n * E18,
      pricePerFullShare: 2n * E18,
      totalFlaskInVault: 2000n * E18,
      estimatedFlaskBountyReward: 0n,
      totalPendingFlaskHarvest: 0n,
      fees: { performanceFee: 200n, callFee: 25n, withdrawalFee: 10n, withdrawalFeePeriod: 259_200n },
    },
    flaskSupply: { totalSupply: 1_000_000n * E18, burned: 500n * E18, atDeadAddress: 1000n * E18 },
    flaskProjectLink: 'https://flaskswap.finance',
  };
}

const zero = { allowance: 0n, tokenBalance: 0n, stakedBalance: 0n, earnings: 0n };
function positions(): YieldPositions {
  return {
    account: '0x0000000000000000000000000000000000000A11',
    nativeBalance: 0n,
    stakingPool: { ...zero, earnings: parseEther('2') },
    farms: new Map([[2, { ...zero, stakedBalance: E18, earnings: parseEther('3') }]]),
    pools: new Map([
      [
        poolAddress.toLowerCase(),
        { allowance: 0n, stakingTokenBalance: 0n, stakedBalance: E18, pendingReward: E18 / 100n },
      ],
    ]),
    vault: {
      userShares: 10n * E18,
      flaskAtLastUserAction: 15n * E18,
      lastDepositedTime: 900n,
      lastUserActionTime: 900n,
      allowance: 0n,
      flaskBalance: 0n,
    },
  };
}

describe('pool and farm views', () => {
  const pools = buildPoolViews(market(), positions(), 600n);
  const farms = buildFarmViews(market(), positions());
  it('the manual pool shows pid 0 minus the vault; the vault its FLASK and recent profit', () => {
    const auto = pools.find((pool) => pool.kind === 'auto')!;
    const manual = pools.find((pool) => pool.kind === 'manual')!;
    expect(manual.totalStaked).toBe(1000n * E18);
    expect(auto.totalStaked).toBe(2000n * E18);
    expect(auto.user?.stakedBalance).toBe(20n * E18);
    expect(auto.user?.pendingReward).toBe(5n * E18);
    // pid 0: 20 × 0.25 = 5 FLASK a block on 3000 FLASK → 5 × 10,512,000 / 3000 = 1,752,000%.
    expect(manual.apr).toBeCloseTo(1_752_000, 6);
    expect(auto.baseApr).toBe(manual.apr);
    expect(auto.apr).toBe(Number.POSITIVE_INFINITY);
  });
  it('a pool past its end block is finished with APR 0', () => {
    const ended = buildPoolViews(market(), positions(), 1001n).find((pool) => pool.kind === 'smartchef')!;
    expect(ended.isFinished).toBe(true);
    expect(ended.apr).toBe(0);
  });
  it('farm APR and liquidity come from the staked LP', () => {
    const [farm] = farms;
    expect(farm!.liquidityUsd).toBe(10_000);
    expect(farm!.multiplier).toBe('30X');
    // 20 × 0.75 × 10,512,000 × $10 / $10,000 × 100
    expect(farm!.apr).toBeCloseTo(15_768_000, 4);
  });

  it('harvest jobs: farms and manual pools with earnings, not the vault', () => {
    const jobs = harvestJobs(farms, pools);
    expect(jobs.map((job) => job.id)).toEqual(['farm-2', 'pool-manual', `pool-${poolAddress}`]);
    expect(flaskToHarvest(jobs)).toBe(parseEther('5'));
  });
  it('TVL counts farms and every pool once', () => {
    // farm $10,000 + vault 2000 FLASK + manual 1000 FLASK + ETH pool 100 FLASK, at $10.
    expect(totalValueLockedUsd(farms, pools)).toBeCloseTo(10_000 + 31_000, 6);
  });
  it('best APR skips the vault APY and infinite values', () => {
    expect(bestApr(farms, pools)).toMatchObject({ where: 'farms', label: 'FLASK-BUSD LP' });
  });
  it('burned adds burn() and the dead address; circulating leaves out the dead address', () => {
    expect(flaskSupplyStats(market())).toEqual({
      totalSupply: 1_000_000n * E18,
      burned: 1500n * E18,
      circulating: 999_000n * E18,
    });
  });
});

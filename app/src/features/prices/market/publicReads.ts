import {
  flaskPairAbi,
  flaskTokenAbi,
  flaskVaultAbi,
  masterChefAbi,
  multicall3Abi,
  smartChefAbi,
} from '@flaskswap/contracts';
import { deriveUsdPrices, lpTokenPriceUsd, priceOf, type ReservePair, sortTokenAddresses } from '@flaskswap/sdk';
import { type Abi, type Address, erc20Abi } from 'viem';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import { answer, bigintAnswer, CallList } from './callList.ts';
import type { YieldLayout, YieldTokenRef } from './layout.ts';
import type { FarmMarket, SmartChefMarket, VaultMarket, YieldMarket, YieldToken } from './types.ts';

/** Where FLASK sent to be burned by transfer ends up. */
export const DEAD_ADDRESS: Address = '0x000000000000000000000000000000000000dEaD';
const LP_DECIMALS = 18;
const NATIVE_DECIMALS = 18;

/** The public multicall of the yield screens and where each answer lands. */
export interface PublicReadPlan {
  layout: YieldLayout;
  calls: CallList['calls'];
  timestamp: number;
  decimals: ReadonlyMap<Address, number>;
  pairs: readonly { reserves: number; totalSupply: number; poolInfo: number | undefined }[];
  totalAllocPoint: number;
  stakingPoolInfo: number;
  pools: readonly {
    startBlock: number;
    bonusEndBlock: number;
    rewardPerBlock: number;
    totalStaked: number;
    limit: number;
  }[];
  vault:
    | {
        pricePerFullShare: number;
        totalShares: number;
        balance: number;
        bounty: number;
        pending: number;
        performanceFee: number;
        callFee: number;
        withdrawFee: number;
        withdrawFeePeriod: number;
      }
    | undefined;
  flaskSupply: number;
  flaskBurned: number;
  flaskAtDeadAddress: number;
}

export function buildPublicReads(layout: YieldLayout): PublicReadPlan {
  const list = new CallList();
  const chef = layout.chef;
  const timestamp = list.add(MULTICALL3_ADDRESS, multicall3Abi as Abi, 'getCurrentBlockTimestamp');
  const decimals = new Map<Address, number>();
  for (const token of layout.tokens) decimals.set(token, list.add(token, erc20Abi, 'decimals'));
  const pairs = layout.pairs.map((pair) => ({
    reserves: list.add(pair.lpAddress, flaskPairAbi as Abi, 'getReserves'),
    totalSupply: list.add(pair.lpAddress, flaskPairAbi as Abi, 'totalSupply'),
    poolInfo: pair.pid === null ? undefined : list.add(chef, masterChefAbi as Abi, 'poolInfo', [BigInt(pair.pid)]),
  }));
  const totalAllocPoint = list.add(chef, masterChefAbi as Abi, 'totalAllocPoint');
  const stakingPoolInfo = list.add(chef, masterChefAbi as Abi, 'poolInfo', [0n]);
  const pools = layout.pools.map((pool) => ({
    startBlock: list.add(pool.address, smartChefAbi as Abi, 'startBlock'),
    bonusEndBlock: list.add(pool.address, smartChefAbi as Abi, 'bonusEndBlock'),
    rewardPerBlock: list.add(pool.address, smartChefAbi as Abi, 'rewardPerBlock'),
    totalStaked: list.add(pool.address, smartChefAbi as Abi, 'totalStaked'),
    limit: list.add(pool.address, smartChefAbi as Abi, 'poolLimitPerUser'),
  }));
  const vaultAddress = layout.vault;
  const vault = vaultAddress
    ? {
        pricePerFullShare: list.add(vaultAddress, flaskVaultAbi as Abi, 'getPricePerFullShare'),
        totalShares: list.add(vaultAddress, flaskVaultAbi as Abi, 'totalShares'),
        balance: list.add(vaultAddress, flaskVaultAbi as Abi, 'balanceOf'),
        bounty: list.add(vaultAddress, flaskVaultAbi as Abi, 'calculateHarvestFlaskRewards'),
        pending: list.add(vaultAddress, flaskVaultAbi as Abi, 'calculateTotalPendingFlaskRewards'),
        performanceFee: list.add(vaultAddress, flaskVaultAbi as Abi, 'performanceFee'),
        callFee: list.add(vaultAddress, flaskVaultAbi as Abi, 'callFee'),
        withdrawFee: list.add(vaultAddress, flaskVaultAbi as Abi, 'withdrawFee'),
        withdrawFeePeriod: list.add(vaultAddress, flaskVaultAbi as Abi, 'withdrawFeePeriod'),
      }
    : undefined;
  const flaskSupply = list.add(layout.flask.address, flaskTokenAbi as Abi, 'totalSupply');
  const flaskBurned = list.add(layout.flask.address, flaskTokenAbi as Abi, 'totalBurned');
  const flaskAtDeadAddress = list.add(layout.flask.address, erc20Abi, 'balanceOf', [DEAD_ADDRESS]);
  return {
    layout,
    calls: list.calls,
    timestamp,
    decimals,
    pairs,
    totalAllocPoint,
    stakingPoolInfo,
    pools,
    vault,
    flaskSupply,
    flaskBurned,
    flaskAtDeadAddress,
  };
}

type PoolInfo = readonly [lpToken: Address, allocPoint: number, lastRewardBlock: bigint, acc: bigint, total: bigint];
type Reserves = readonly [reserve0: bigint, reserve1: bigint, timestamp: number];

export function decodePublicReads(plan: PublicReadPlan, results: readonly unknown[], blockNumber: bigint): YieldMarket {
  const { layout } = plan;
  const decimalsOf = (ref: YieldTokenRef): number => {
    if (ref.isNative) return NATIVE_DECIMALS;
    const index = plan.decimals.get(ref.address);
    const value = index === undefined ? undefined : answer<number>(results, index);
    return typeof value === 'number' ? value : 18;
  };

  // Reserves in the factory's token order, then prices from BUSD through every priced pair.
  const reservePairs: (ReservePair | undefined)[] = layout.pairs.map((pair, i) => {
    const reserves = answer<Reserves>(results, plan.pairs[i]!.reserves);
    if (!reserves) return undefined;
    const [token0, token1] = sortTokenAddresses(pair.token.address, pair.quoteToken.address);
    const ref0 = token0 === pair.token.address ? pair.token : pair.quoteToken;
    const ref1 = ref0 === pair.token ? pair.quoteToken : pair.token;
    return {
      token0,
      token1,
      reserve0: reserves[0],
      reserve1: reserves[1],
      decimals0: decimalsOf(ref0),
      decimals1: decimalsOf(ref1),
    };
  });
  const prices = deriveUsdPrices(
    reservePairs.filter((pair): pair is ReservePair => pair !== undefined),
    layout.busd ? { [layout.busd]: 1 } : {},
  );
  const withPrice = (ref: YieldTokenRef): YieldToken => ({
    ...ref,
    decimals: decimalsOf(ref),
    priceUsd: priceOf(prices, ref.address),
  });

  const pairs: FarmMarket[] = layout.pairs.map((pair, i) => {
    const plan_ = plan.pairs[i]!;
    const reserves = reservePairs[i];
    const lpTotalSupply = bigintAnswer(results, plan_.totalSupply) ?? 0n;
    const info = plan_.poolInfo === undefined ? undefined : answer<PoolInfo>(results, plan_.poolInfo);
    const tokenIsToken0 = reserves?.token0 === pair.token.address;
    return {
      layout: pair,
      token: withPrice(pair.token),
      quoteToken: withPrice(pair.quoteToken),
      tokenReserve: (tokenIsToken0 ? reserves?.reserve0 : reserves?.reserve1) ?? 0n,
      quoteTokenReserve: (tokenIsToken0 ? reserves?.reserve1 : reserves?.reserve0) ?? 0n,
      lpTotalSupply,
      lpPriceUsd: reserves ? lpTokenPriceUsd(reserves, lpTotalSupply, prices, LP_DECIMALS) : undefined,
      allocPoint: info ? BigInt(info[1]) : 0n,
      totalStaked: info?.[4] ?? 0n,
      isConfigured: info !== undefined && info[0].toLowerCase() === pair.lpAddress.toLowerCase(),
    };
  });

  const stakingInfo = answer<PoolInfo>(results, plan.stakingPoolInfo);
  const pools: SmartChefMarket[] = layout.pools.map((pool, i) => {
    const calls = plan.pools[i]!;
    return {
      layout: pool,
      stakingToken: withPrice(pool.stakingToken),
      earningToken: withPrice(pool.earningToken),
      startBlock: bigintAnswer(results, calls.startBlock) ?? 0n,
      endBlock: bigintAnswer(results, calls.bonusEndBlock) ?? 0n,
      rewardPerBlock: bigintAnswer(results, calls.rewardPerBlock) ?? 0n,
      totalStaked: bigintAnswer(results, calls.totalStaked) ?? 0n,
      stakingLimit: bigintAnswer(results, calls.limit) ?? 0n,
    };
  });

  let vault: VaultMarket | undefined;
  if (plan.vault && layout.vault) {
    const v = plan.vault;
    const read = (index: number) => bigintAnswer(results, index) ?? 0n;
    vault = {
      address: layout.vault,
      pricePerFullShare: read(v.pricePerFullShare),
      totalShares: read(v.totalShares),
      totalFlaskInVault: read(v.balance),
      estimatedFlaskBountyReward: read(v.bounty),
      totalPendingFlaskHarvest: read(v.pending),
      fees: {
        performanceFee: read(v.performanceFee),
        callFee: read(v.callFee),
        withdrawalFee: read(v.withdrawFee),
        withdrawalFeePeriod: read(v.withdrawFeePeriod),
      },
    };
  }

  return {
    chainId: layout.chainId,
    chef: layout.chef,
    blockNumber,
    blockTimestamp: bigintAnswer(results, plan.timestamp) ?? 0n,
    flask: withPrice(layout.flask),
    bnbPriceUsd: priceOf(prices, layout.wbnb),
    flaskPriceUsd: priceOf(prices, layout.flask.address),
    totalAllocPoint: bigintAnswer(results, plan.totalAllocPoint) ?? 0n,
    stakingPool: stakingInfo ? { allocPoint: BigInt(stakingInfo[1]), totalStaked: stakingInfo[4] } : undefined,
    pairs,
    pools,
    vault,
    flaskSupply: {
      totalSupply: bigintAnswer(results, plan.flaskSupply) ?? 0n,
      burned: bigintAnswer(results, plan.flaskBurned) ?? 0n,
      atDeadAddress: bigintAnswer(results, plan.flaskAtDeadAddress) ?? 0n,
    },
    prices,
    flaskProjectLink: layout.flaskProjectLink,
  };
}

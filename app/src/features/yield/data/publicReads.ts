import { deriveUsdPrices, lpTokenPriceUsd, priceOf, type ReservePair, sortTokenAddresses } from '@flaskswap/sdk';
import { type Address, erc20Abi, multicall3Abi } from 'viem';
import { flaskPairReadsAbi } from '@/chain/abiFragments/flaskPair.ts';
import { flaskTokenReadsAbi } from '@/chain/abiFragments/flaskToken.ts';
import { flaskVaultReadsAbi } from '@/chain/abiFragments/flaskVault.ts';
import { masterChefReadsAbi } from '@/chain/abiFragments/masterChef.ts';
import { smartChefReadsAbi } from '@/chain/abiFragments/smartChef.ts';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import type { ChainReadsData } from '@/chain/reads.ts';
import type { YieldLayout, YieldTokenRef } from './layout.ts';
import type { FarmMarket, SmartChefMarket, VaultMarket, YieldMarket, YieldToken } from './types.ts';

/** Where FLASK sent to be burned by transfer ends up. */
export const DEAD_ADDRESS: Address = '0x000000000000000000000000000000000000dEaD';
const LP_DECIMALS = 18;
const NATIVE_DECIMALS = 18;

/** What is staked in the MasterChef: FLASK in pid 0, then each farm's LP (the order of chef reads). */
export function chefStakes(layout: YieldLayout): { pid: number; token: Address }[] {
  return [
    { pid: 0, token: layout.flask.address },
    ...layout.pairs.flatMap((pair) => (pair.pid === null ? [] : [{ pid: pair.pid, token: pair.lpAddress }])),
  ];
}

/** The yield screens' public reads, grouped; read in one multicall with the account's. */
export function publicReadCalls(layout: YieldLayout) {
  const { chef, vault, flask } = layout;
  const pool = (
    address: Address,
    functionName: 'startBlock' | 'bonusEndBlock' | 'rewardPerBlock' | 'totalStaked' | 'poolLimitPerUser',
  ) => ({ address, abi: smartChefReadsAbi, functionName }) as const;
  return {
    timestamp: [{ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' }],
    decimals: layout.tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'decimals' }) as const),
    reserves: layout.pairs.map(
      (pair) => ({ address: pair.lpAddress, abi: flaskPairReadsAbi, functionName: 'getReserves' }) as const,
    ),
    lpSupply: layout.pairs.map(
      (pair) => ({ address: pair.lpAddress, abi: flaskPairReadsAbi, functionName: 'totalSupply' }) as const,
    ),
    totalAllocPoint: [{ address: chef, abi: masterChefReadsAbi, functionName: 'totalAllocPoint' }],
    chefPools: chefStakes(layout).map(
      ({ pid }) => ({ address: chef, abi: masterChefReadsAbi, functionName: 'poolInfo', args: [BigInt(pid)] }) as const,
    ),
    poolStartBlock: layout.pools.map((p) => pool(p.address, 'startBlock')),
    poolEndBlock: layout.pools.map((p) => pool(p.address, 'bonusEndBlock')),
    poolRewardPerBlock: layout.pools.map((p) => pool(p.address, 'rewardPerBlock')),
    poolTotalStaked: layout.pools.map((p) => pool(p.address, 'totalStaked')),
    poolLimit: layout.pools.map((p) => pool(p.address, 'poolLimitPerUser')),
    vault: vault
      ? ([
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'getPricePerFullShare' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'totalShares' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'balanceOf' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'calculateHarvestFlaskRewards' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'calculateTotalPendingFlaskRewards' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'performanceFee' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'callFee' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'withdrawFee' },
          { address: vault, abi: flaskVaultReadsAbi, functionName: 'withdrawFeePeriod' },
        ] as const)
      : [],
    flaskSupply: [
      { address: flask.address, abi: flaskTokenReadsAbi, functionName: 'totalSupply' },
      { address: flask.address, abi: flaskTokenReadsAbi, functionName: 'totalBurned' },
      { address: flask.address, abi: erc20Abi, functionName: 'balanceOf', args: [DEAD_ADDRESS] },
    ],
  } as const;
}

export type PublicReads = ChainReadsData<ReturnType<typeof publicReadCalls>>;

/** A failed read (null in tolerant mode) or a missing one counts as zero. */
const orZero = (value: bigint | number | null | undefined): bigint =>
  value === null || value === undefined ? 0n : BigInt(value);

export function decodePublicReads(layout: YieldLayout, reads: PublicReads, blockNumber: bigint): YieldMarket {
  const decimalsByToken = new Map(layout.tokens.map((token, i) => [token, reads.decimals[i]]));
  const decimalsOf = (ref: YieldTokenRef): number =>
    ref.isNative ? NATIVE_DECIMALS : (decimalsByToken.get(ref.address) ?? 18);

  // Reserves in the factory's token order, then prices from BUSD through every priced pair.
  const reservePairs: (ReservePair | undefined)[] = layout.pairs.map((pair, i) => {
    const reserves = reads.reserves[i];
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

  const poolInfoByPid = new Map(chefStakes(layout).map(({ pid }, i) => [pid, reads.chefPools[i]]));
  const pairs: FarmMarket[] = layout.pairs.map((pair, i) => {
    const reserves = reservePairs[i];
    const lpTotalSupply = orZero(reads.lpSupply[i]);
    const info = pair.pid === null ? undefined : poolInfoByPid.get(pair.pid);
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
      isConfigured: Boolean(info) && info![0].toLowerCase() === pair.lpAddress.toLowerCase(),
    };
  });

  const stakingInfo = poolInfoByPid.get(0);
  const pools: SmartChefMarket[] = layout.pools.map((pool, i) => ({
    layout: pool,
    stakingToken: withPrice(pool.stakingToken),
    earningToken: withPrice(pool.earningToken),
    startBlock: orZero(reads.poolStartBlock[i]),
    endBlock: orZero(reads.poolEndBlock[i]),
    rewardPerBlock: orZero(reads.poolRewardPerBlock[i]),
    totalStaked: orZero(reads.poolTotalStaked[i]),
    stakingLimit: orZero(reads.poolLimit[i]),
  }));

  let vault: VaultMarket | undefined;
  if (layout.vault) {
    const [pricePerFullShare, totalShares, balance, bounty, pending, performanceFee, callFee, withdrawFee, period] =
      reads.vault;
    vault = {
      address: layout.vault,
      pricePerFullShare: orZero(pricePerFullShare),
      totalShares: orZero(totalShares),
      totalFlaskInVault: orZero(balance),
      estimatedFlaskBountyReward: orZero(bounty),
      totalPendingFlaskHarvest: orZero(pending),
      fees: {
        performanceFee: orZero(performanceFee),
        callFee: orZero(callFee),
        withdrawalFee: orZero(withdrawFee),
        withdrawalFeePeriod: orZero(period),
      },
    };
  }

  const [totalSupply, burned, atDeadAddress] = reads.flaskSupply;
  return {
    chef: layout.chef,
    blockNumber,
    blockTimestamp: orZero(reads.timestamp[0]),
    flask: withPrice(layout.flask),
    bnbPriceUsd: priceOf(prices, layout.wbnb),
    flaskPriceUsd: priceOf(prices, layout.flask.address),
    totalAllocPoint: orZero(reads.totalAllocPoint[0]),
    stakingPool: stakingInfo ? { allocPoint: BigInt(stakingInfo[1]), totalStaked: stakingInfo[4] } : undefined,
    pairs,
    pools,
    vault,
    flaskSupply: { totalSupply: orZero(totalSupply), burned: orZero(burned), atDeadAddress: orZero(atDeadAddress) },
    flaskProjectLink: layout.flaskProjectLink,
  };
}

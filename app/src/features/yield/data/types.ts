import type { Address } from 'viem';
import type { FarmLayout, PoolLayout, YieldTokenRef } from './layout.ts';

/** A token with its decimals and (when it can be derived) its USD price. */
export interface YieldToken extends YieldTokenRef {
  decimals: number;
  priceUsd: number | undefined;
}

/** SPEC.md section 3 "Farm" public data. Price-only pairs have pid null and no chef data. */
export interface FarmMarket {
  layout: FarmLayout;
  token: YieldToken;
  quoteToken: YieldToken;
  tokenReserve: bigint;
  quoteTokenReserve: bigint;
  lpTotalSupply: bigint;
  lpPriceUsd: number | undefined;
  allocPoint: bigint;
  /** LP staked in the MasterChef (its own total, fee-on-transfer safe). */
  totalStaked: bigint;
  /** poolInfo(pid).lpToken is the pair the config names; a mismatched farm is not shown. */
  isConfigured: boolean;
}

/** pid 0: FLASK staked in the MasterChef (the manual pool, and the vault's stake). */
export interface StakingPoolMarket {
  allocPoint: bigint;
  totalStaked: bigint;
}

/** SPEC.md section 3 "Pool" public data of a SmartChef. */
export interface SmartChefMarket {
  layout: PoolLayout;
  stakingToken: YieldToken;
  earningToken: YieldToken;
  startBlock: bigint;
  endBlock: bigint;
  /** Smallest units of the earning token. */
  rewardPerBlock: bigint;
  totalStaked: bigint;
  /** poolLimitPerUser; 0 = none (a failed read counts as none, SPEC.md section 7). */
  stakingLimit: bigint;
}

/** SPEC.md section 3 "Vault" public data (Cake names read FLASK here). */
export interface VaultMarket {
  address: Address;
  totalShares: bigint;
  pricePerFullShare: bigint;
  totalFlaskInVault: bigint;
  estimatedFlaskBountyReward: bigint;
  totalPendingFlaskHarvest: bigint;
  fees: {
    /** Basis points. */
    performanceFee: bigint;
    callFee: bigint;
    withdrawalFee: bigint;
    /** Seconds. */
    withdrawalFeePeriod: bigint;
  };
}

/** Everything public the yield screens show, from one multicall. */
export interface YieldMarket {
  chef: Address;
  blockNumber: bigint;
  /** Chain time (the devnet can be time-travelled): the vault's fee window runs on it. */
  blockTimestamp: bigint;
  flask: YieldToken;
  bnbPriceUsd: number | undefined;
  flaskPriceUsd: number | undefined;
  totalAllocPoint: bigint;
  stakingPool: StakingPoolMarket | undefined;
  /** Farms and price-only pairs. */
  pairs: readonly FarmMarket[];
  pools: readonly SmartChefMarket[];
  vault: VaultMarket | undefined;
  /** burned: destroyed by burn() (FlaskToken.totalBurned); atDeadAddress: sent to 0x…dEaD, still in the supply. */
  flaskSupply: { totalSupply: bigint; burned: bigint; atDeadAddress: bigint };
  flaskProjectLink: string;
}

/** SPEC.md section 3 farm userData (also pid 0's, with FLASK as the token). */
export interface FarmPosition {
  allowance: bigint;
  tokenBalance: bigint;
  stakedBalance: bigint;
  earnings: bigint;
}

/** SPEC.md section 3 pool userData. */
export interface PoolPosition {
  allowance: bigint;
  stakingTokenBalance: bigint;
  stakedBalance: bigint;
  pendingReward: bigint;
}

/** SPEC.md section 3 vault userData. */
export interface VaultPosition {
  userShares: bigint;
  flaskAtLastUserAction: bigint;
  lastDepositedTime: bigint;
  lastUserActionTime: bigint;
  allowance: bigint;
  flaskBalance: bigint;
}

/** Everything the connected account holds in the yield contracts, from one multicall. */
export interface YieldPositions {
  account: Address;
  nativeBalance: bigint;
  stakingPool: FarmPosition;
  /** By pid. */
  farms: ReadonlyMap<number, FarmPosition>;
  /** By lowercase pool address. */
  pools: ReadonlyMap<string, PoolPosition>;
  /** undefined while the vault's user data could not be read (SPEC.md section 4). */
  vault: VaultPosition | undefined;
}

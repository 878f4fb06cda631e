import {
  AUTO_VAULT_COMPOUNDS_PER_DAY,
  amountToUsd,
  apyFromApr,
  basisPointsToPercent,
  FLASK_PER_BLOCK,
  flaskFromShares,
  type PoolCategory,
  poolWeight,
  stakingPoolApr,
  toUnits,
  vaultRecentProfit,
} from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { VaultPosition, YieldMarket, YieldPositions, YieldToken } from '@/features/yield';

export type PoolKind = 'auto' | 'manual' | 'smartchef';
export type PoolBadge = 'Core' | 'Community' | 'Dual' | 'Manual' | 'Auto';

/** What the pools list needs of the account (SPEC.md section 3 pool userData). */
export interface PoolUserView {
  allowance: bigint;
  stakingTokenBalance: bigint;
  /** Staked tokens; for the vault the FLASK its shares are worth. */
  stakedBalance: bigint;
  /** Pending reward; for the vault the FLASK gained since the last action. */
  pendingReward: bigint;
  pendingRewardUsd: number | undefined;
  /** The vault's own user data. */
  vault?: VaultPosition;
}

/** One row of /pools: the vault (auto), pid 0 (manual) or a SmartChef pool. */
export interface PoolView {
  id: string;
  kind: PoolKind;
  /** 0 for the manual pool, 1… for SmartChef pools; null for the vault. */
  sousId: number | null;
  /** The contract the user calls. */
  address: Address;
  stakingToken: YieldToken;
  earningToken: YieldToken;
  category: PoolCategory;
  badges: readonly PoolBadge[];
  projectLink: string;
  /** SmartChef pools only. */
  startBlock: bigint | undefined;
  endBlock: bigint | undefined;
  isFinished: boolean;
  /** In percent; 0 once finished, null when prices are unknown. For the vault: APY. */
  apr: number | null;
  /** The APR before compounding (the vault's APY comes from it; the others equal apr). */
  baseApr: number | null;
  totalStaked: bigint;
  totalStakedUsd: number | undefined;
  /** 0 = no per-user limit. */
  stakingLimit: bigint;
  /** Vault only, in percent. */
  performanceFeePercent: number | undefined;
  /** Vault only: FLASK per 1e18 shares. */
  pricePerFullShare: bigint | undefined;
  /** Position in the default 'Hot' order. */
  sortOrder: number;
  user: PoolUserView | undefined;
}

function usd(raw: bigint, token: YieldToken): number | undefined {
  return amountToUsd(raw, token.decimals, token.priceUsd);
}

function badgesFor(kind: PoolKind, category: PoolCategory, isDual: boolean): PoolBadge[] {
  const badges: PoolBadge[] = [category === 'Community' ? 'Community' : 'Core'];
  if (isDual) badges.push('Dual');
  badges.push(kind === 'auto' ? 'Auto' : 'Manual');
  return badges;
}

/**
 * How many of the market's pools are past their end block at `currentBlock`. The block reaches
 * buildPoolViews only through this (which pools are finished): views built at two blocks with the
 * same count are equal.
 */
export function endedPoolCount(market: YieldMarket, currentBlock: bigint): number {
  return market.pools.filter((pool) => hasEnded(pool, currentBlock)).length;
}

/** A pool with an end block (0: none) is over once the chain passed it. */
function hasEnded(pool: { endBlock: bigint }, currentBlock: bigint): boolean {
  return pool.endBlock > 0n && currentBlock > pool.endBlock;
}

/**
 * Every pool of the market with its APR and the account's position (SPEC.md sections 3 and 4):
 * a pool is finished when flagged or once the current block passed its end block, and then its
 * APR is 0.
 */
export function buildPoolViews(
  market: YieldMarket,
  positions: YieldPositions | undefined,
  currentBlock: bigint,
): PoolView[] {
  const views: PoolView[] = [];
  const flask = market.flask;
  const staking = market.stakingPool;
  const manualApr = staking
    ? stakingPoolApr({
        rewardPerBlock: FLASK_PER_BLOCK * poolWeight(staking.allocPoint, market.totalAllocPoint),
        earningTokenPriceUsd: flask.priceUsd,
        totalStaked: toUnits(staking.totalStaked, flask.decimals),
        stakingTokenPriceUsd: flask.priceUsd,
      })
    : null;

  const vault = market.vault;
  if (vault) {
    const feePercent = basisPointsToPercent(vault.fees.performanceFee);
    const position = positions?.vault;
    const staked = position ? flaskFromShares(position.userShares, vault.pricePerFullShare) : 0n;
    const profit = position
      ? vaultRecentProfit({
          userShares: position.userShares,
          pricePerFullShare: vault.pricePerFullShare,
          flaskAtLastUserAction: position.flaskAtLastUserAction,
        })
      : 0n;
    views.push({
      id: 'auto',
      kind: 'auto',
      sousId: null,
      address: vault.address,
      stakingToken: flask,
      earningToken: flask,
      category: 'Core',
      badges: badgesFor('auto', 'Core', false),
      projectLink: market.flaskProjectLink,
      startBlock: undefined,
      endBlock: undefined,
      isFinished: false,
      apr: manualApr === null ? null : apyFromApr(manualApr, AUTO_VAULT_COMPOUNDS_PER_DAY, 365, feePercent),
      baseApr: manualApr,
      totalStaked: vault.totalFlaskInVault,
      totalStakedUsd: usd(vault.totalFlaskInVault, flask),
      stakingLimit: 0n,
      performanceFeePercent: feePercent,
      pricePerFullShare: vault.pricePerFullShare,
      sortOrder: 0,
      user: position && {
        allowance: position.allowance,
        stakingTokenBalance: position.flaskBalance,
        stakedBalance: staked,
        pendingReward: profit,
        pendingRewardUsd: usd(profit, flask),
        vault: position,
      },
    });
  }

  if (staking) {
    // The vault's FLASK sits in pid 0 too: the manual pool shows the rest.
    const inVault = vault?.totalFlaskInVault ?? 0n;
    const manualStaked = staking.totalStaked > inVault ? staking.totalStaked - inVault : 0n;
    const position = positions?.stakingPool;
    views.push({
      id: 'manual',
      kind: 'manual',
      sousId: 0,
      address: market.chef,
      stakingToken: flask,
      earningToken: flask,
      category: 'Core',
      badges: badgesFor('manual', 'Core', false),
      projectLink: market.flaskProjectLink,
      startBlock: undefined,
      endBlock: undefined,
      isFinished: false,
      apr: manualApr,
      baseApr: manualApr,
      totalStaked: manualStaked,
      totalStakedUsd: usd(manualStaked, flask),
      stakingLimit: 0n,
      performanceFeePercent: undefined,
      pricePerFullShare: undefined,
      sortOrder: 1,
      user: position && {
        allowance: position.allowance,
        stakingTokenBalance: position.tokenBalance,
        stakedBalance: position.stakedBalance,
        pendingReward: position.earnings,
        pendingRewardUsd: usd(position.earnings, flask),
      },
    });
  }

  for (const pool of market.pools) {
    const { layout } = pool;
    const isFinished = layout.isFinished || hasEnded(pool, currentBlock);
    const apr = isFinished
      ? 0
      : stakingPoolApr({
          rewardPerBlock: toUnits(pool.rewardPerBlock, pool.earningToken.decimals),
          earningTokenPriceUsd: pool.earningToken.priceUsd,
          totalStaked: toUnits(pool.totalStaked, pool.stakingToken.decimals),
          stakingTokenPriceUsd: pool.stakingToken.priceUsd,
        });
    const position = positions?.pools.get(layout.address.toLowerCase());
    views.push({
      id: layout.address,
      kind: 'smartchef',
      sousId: layout.sousId,
      address: layout.address,
      stakingToken: pool.stakingToken,
      earningToken: pool.earningToken,
      category: layout.category,
      badges: badgesFor('smartchef', layout.category, layout.isDual),
      projectLink: layout.projectLink,
      startBlock: pool.startBlock,
      endBlock: pool.endBlock,
      isFinished,
      apr,
      baseApr: apr,
      totalStaked: pool.totalStaked,
      totalStakedUsd: usd(pool.totalStaked, pool.stakingToken),
      stakingLimit: pool.stakingLimit,
      performanceFeePercent: undefined,
      pricePerFullShare: undefined,
      sortOrder: 1 + layout.sousId,
      user: position && {
        ...position,
        pendingRewardUsd: usd(position.pendingReward, pool.earningToken),
      },
    });
  }
  return views;
}

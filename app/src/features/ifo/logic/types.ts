import type { ManifestIfoPool, ManifestIfoSale } from '@flaskswap/sdk';
import type { Address } from 'viem';

/** Version 2 sells through a basic pool (pid 0, per-user limit, no tax) and an unlimited one (pid 1). */
export type IfoPoolKind = 'basic' | 'unlimited';

/** One pool of a sale as the chain reports it, with what the manifest announced. */
export interface IfoPool {
  kind: IfoPoolKind;
  /** depositPool / harvestPool's pid on version 2; undefined on version 1 (deposit / harvest). */
  pid: 0 | 1 | undefined;
  announced: ManifestIfoPool;
  /** Offering tokens sold by the pool (token units). */
  offeringAmount: bigint;
  /** The raise target (LP units). */
  raisingAmount: bigint;
  /** LP committed by everyone so far. */
  totalAmount: bigint;
  /** The per-user LP limit; 0 = none. */
  limitPerUser: bigint;
  hasTax: boolean;
}

/** A sale: the manifest's entry, its schedule and its pools as read on chain. */
export interface IfoSale {
  config: ManifestIfoSale;
  startBlock: bigint;
  endBlock: bigint;
  releaseBlock: bigint;
  /** LP a participant must commit (summed over pools) to earn `numberPoints` profile points. */
  thresholdPoints: bigint;
  numberPoints: bigint;
  /** Basic then unlimited on version 2; the one unlimited pool on version 1. */
  pools: IfoPool[];
}

/** The connected account's position in one pool. */
export interface IfoUserPool {
  amount: bigint;
  claimed: boolean;
}

export interface IfoAccount {
  address: Address;
  /** Only an active profile may commit (the contracts check it too). */
  hasActiveProfile: boolean;
  /** Registered, possibly paused. */
  hasProfile: boolean;
  /** The active sale's LP token in the wallet, and its allowance for the sale. */
  lpBalance: bigint;
  lpAllowance: bigint;
  /** By sale id, aligned with the sale's `pools`. */
  positions: ReadonlyMap<string, readonly IfoUserPool[]>;
}

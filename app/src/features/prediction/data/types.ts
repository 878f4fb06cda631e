import type { LedgerEntry, RoundEntry } from '@flaskswap/sdk';
import type { Address } from 'viem';

/** SPEC.md §4: initial until the first read, error when the contract cannot be read. */
export type PredictionStatus = 'initial' | 'live' | 'paused' | 'error';

export interface OraclePrice {
  roundId: bigint;
  /** In the feed's decimals. */
  price: bigint;
  decimals: number;
  updatedAt: bigint;
}

/** The contract's public state and the rounds the page shows (SPEC.md §3 prediction state). */
export interface PredictionMarket {
  address: Address;
  blockNumber: bigint;
  currentEpoch: bigint;
  intervalBlocks: bigint;
  bufferBlocks: bigint;
  minBetAmount: bigint;
  rewardRate: bigint;
  paused: boolean;
  /** The feed's latest answer; undefined when the feed could not be read. */
  oracle: OraclePrice | undefined;
  /** Loaded epochs (current − 5 … current) and placeholder future rounds, oldest first. */
  rounds: RoundEntry[];
}

/** The connected account's bets in the loaded epochs and its BNB balance. */
export interface PredictionAccount {
  address: Address;
  balance: bigint;
  /** Only epochs where the account has a bet (amount > 0), keyed by epoch as a string. */
  ledgers: ReadonlyMap<string, LedgerEntry>;
  /** Epochs (of the loaded ones) whose winnings the account can collect now. */
  claimable: readonly bigint[];
  /** Epochs (of the loaded ones) the account can get its bet back from. */
  refundable: readonly bigint[];
}

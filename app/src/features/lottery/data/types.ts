import type { LotteryRefund, LotteryStatus, LotteryTicket } from '@flaskswap/sdk';
import type { Address } from 'viem';

/** SPEC.md §3's lottery round as the contract's viewLottery gives it. */
export interface LotteryRound {
  id: bigint;
  status: LotteryStatus;
  startTime: bigint;
  endTime: bigint;
  priceTicketInFlask: bigint;
  discountDivisor: bigint;
  treasuryFee: bigint;
  rewardsBreakdown: bigint[];
  flaskPerBracket: bigint[];
  countWinnersPerBracket: bigint[];
  firstTicketId: bigint;
  lastTicketId: bigint;
  firstTicketIdNextLottery: bigint;
  amountCollectedInFlask: bigint;
  /** The carried-over pot plus injections: no treasury fee is taken on it. */
  amountInjectedInFlask: bigint;
  /** 1,000,000 + the six winning digits once drawn, else 0. */
  finalNumber: bigint;
  /** SPEC.md §8: a round whose read failed is shown as a loading placeholder. */
  isLoading: boolean;
}

export interface LotteryMarket {
  /** Null when the current id could not be read (SPEC.md §8). */
  currentId: bigint | null;
  maxTicketsPerBuyOrClaim: number | null;
  /** The rounds read this tick, by id. */
  rounds: ReadonlyMap<bigint, LotteryRound>;
  /** The latest block's timestamp (the countdown and the sales window use chain time). */
  chainTime: bigint;
}

export interface LotteryAccount {
  address: Address;
  flaskBalance: bigint;
  allowance: bigint;
  /** The account's tickets per lottery id read this tick (an empty list when that read failed). */
  tickets: ReadonlyMap<bigint, LotteryTicket[]>;
  /** What the account may claim back per cancelled round read this tick (refundOf; 0 once claimed). */
  refunds: ReadonlyMap<bigint, LotteryRefund>;
}

/** initial until the first answer, then live: failures show placeholders, never an error (SPEC.md §8). */
export type LotteryPageStatus = 'initial' | 'live' | 'missing';

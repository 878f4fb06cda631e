// Which rounds the app reads and checks, when a round sells tickets, and what "Check now" claims.
import { type ClaimBatch, claimBatches, type LotteryTicket, winningTickets } from './claims.ts';
import { LATEST_LOTTERY_IDS, type LotteryStatus } from './constants.ts';

/** The newest `count` lottery ids, newest first (SPEC §9 reads the latest 3); none before id 1. */
export function latestLotteryIds(currentId: bigint, count: number = LATEST_LOTTERY_IDS): bigint[] {
  const ids: bigint[] = [];
  for (let id = currentId; id >= 1n && ids.length < count; id -= 1n) ids.push(id);
  return ids;
}

/** A round sells tickets while it is open and its end time has not come (the contract's buyTickets rule). */
export function isSellingTickets(status: LotteryStatus, endTime: bigint, nowSeconds: bigint): boolean {
  return status === 'open' && nowSeconds < endTime;
}

export interface DrawnRoundTickets {
  lotteryId: bigint;
  status: LotteryStatus;
  finalNumber: bigint;
  flaskPerBracket: readonly bigint[];
  tickets: readonly LotteryTicket[];
}

export interface PrizeClaims {
  /** One claimTickets transaction each, at most `max` tickets, oldest round first. */
  batches: ClaimBatch[];
  total: bigint;
  ticketCount: number;
}

/** What an account may claim back from a cancelled round (the contract's refundOf). */
export interface LotteryRefund {
  lotteryId: bigint;
  amount: bigint;
  tickets: number;
}

/** The refunds still owed to the account, oldest round first (a claimed or empty refund reads 0). */
export function refundsOwed(refunds: Iterable<LotteryRefund>): LotteryRefund[] {
  return [...refunds]
    .filter((refund) => refund.amount > 0n)
    .sort((a, b) => (a.lotteryId < b.lotteryId ? -1 : a.lotteryId > b.lotteryId ? 1 : 0));
}

/** "Check now": every unclaimed winning ticket of the drawn rounds, grouped into claim transactions. */
export function prizeClaims(rounds: readonly DrawnRoundTickets[], max: number): PrizeClaims {
  const batches: ClaimBatch[] = [];
  const ordered = [...rounds].sort((a, b) => (a.lotteryId < b.lotteryId ? -1 : a.lotteryId > b.lotteryId ? 1 : 0));
  for (const round of ordered) {
    if (round.status !== 'claimable') continue;
    const winners = winningTickets(round.tickets, round.finalNumber, round.flaskPerBracket);
    batches.push(...claimBatches(round.lotteryId, winners, max));
  }
  return {
    batches,
    total: batches.reduce((sum, batch) => sum + batch.total, 0n),
    ticketCount: batches.reduce((sum, batch) => sum + batch.ticketIds.length, 0),
  };
}

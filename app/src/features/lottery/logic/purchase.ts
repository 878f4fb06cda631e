// The purchase modal's numbers and checks: cost with the bulk discount, then what stops a purchase.
import { bulkDiscountBasisPoints, bulkTicketCost, isSellingTickets, MAX_TICKETS_PER_PURCHASE } from '@flaskswap/sdk';
import type { LotteryRound } from '../data/types.ts';

export type PurchaseProblem = 'closed' | 'count' | 'tooMany' | 'balance';

export interface PurchaseView {
  count: number;
  /** What the tickets cost with the bulk discount (what buyTickets pulls). */
  cost: bigint;
  /** What they would cost one by one. */
  fullCost: bigint;
  discountBasisPoints: bigint;
  /** The contract's limit and SPEC.md §9's 100, whichever is lower. */
  maxTickets: number;
  /** The first check that fails, in this order; undefined when the purchase can go. */
  problem: PurchaseProblem | undefined;
}

/** Whole tickets typed in the count field; NaN for anything else. */
export function parseTicketCount(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

export function purchaseView(params: {
  round: LotteryRound;
  count: number;
  maxTicketsPerBuyOrClaim: number | null;
  balance: bigint | undefined;
  chainTime: bigint;
}): PurchaseView {
  const { round, count, balance } = params;
  const maxTickets = Math.min(params.maxTicketsPerBuyOrClaim ?? MAX_TICKETS_PER_PURCHASE, MAX_TICKETS_PER_PURCHASE);
  const valid = Number.isInteger(count) && count >= 1;
  const n = valid ? BigInt(Math.min(count, maxTickets)) : 0n;
  const cost = bulkTicketCost(round.priceTicketInFlask, n, round.discountDivisor);
  const fullCost = round.priceTicketInFlask * n;
  let problem: PurchaseProblem | undefined;
  if (!isSellingTickets(round.status, round.endTime, params.chainTime)) problem = 'closed';
  else if (!valid) problem = 'count';
  else if (count > maxTickets) problem = 'tooMany';
  else if (balance === undefined || balance < cost) problem = 'balance';
  return {
    count: valid ? count : 0,
    cost,
    fullCost,
    discountBasisPoints: bulkDiscountBasisPoints(n, round.discountDivisor),
    maxTickets,
    problem,
  };
}

// The lottery: every round as FlaskLottery's viewLottery(id) has it, plus who played it, and
// each account's tickets and claims per round (SPEC.md §3 lottery round, user lottery data and
// public list item; §7 the lottery queries).
import type { LotteryStatus } from '@flaskswap/sdk';
import { index, onchainTable } from 'ponder';

export const lottery = onchainTable('lottery', (t) => ({
  /** The contract's lotteryId. */
  id: t.bigint().primaryKey(),
  status: t.text().$type<LotteryStatus>().notNull(),
  startTime: t.bigint().notNull(),
  endTime: t.bigint().notNull(),
  priceTicketInFlask: t.bigint().notNull(),
  discountDivisor: t.bigint().notNull(),
  /** Basis points of the winners' pot per bracket (bracket 0 = first digit … 5 = all six). */
  rewardsBreakdown: t.bigint().array().notNull(),
  treasuryFee: t.bigint().notNull(),
  /** Ids have gaps between purchases; lastTicketId is 0 until the round's first purchase, as on chain. */
  firstTicketId: t.bigint().notNull(),
  lastTicketId: t.bigint().notNull(),
  /** 0 until the round closes. */
  firstTicketIdNextLottery: t.bigint().notNull(),
  /** The pot: what was carried over and injected, plus every purchase. */
  amountCollectedInFlask: t.bigint().notNull(),
  /** 1,000,000 + the six winning digits; 0 until drawn. */
  finalNumber: t.bigint().notNull(),
  /** Per bracket, the prize of one winning ticket and the winners' count; zeros until drawn. */
  flaskPerBracket: t.bigint().array().notNull(),
  countWinnersPerBracket: t.bigint().array().notNull(),
  /** Accounts that bought at least one ticket, tickets sold, tickets that won a bracket. */
  totalUsers: t.bigint().notNull(),
  totalTickets: t.bigint().notNull(),
  winningTickets: t.bigint().notNull(),
  /** What the round opened with (rolled over from the last draw) and what the injector added. */
  carriedInFlask: t.bigint().notNull(),
  injectedInFlask: t.bigint().notNull(),
  /** Block timestamps of the close, of the draw and of a cancel (no randomness came); null until then. */
  closedAt: t.bigint(),
  drawnAt: t.bigint(),
  cancelledAt: t.bigint(),
}));

export const lotteryUser = onchainTable('lottery_user', (t) => ({
  /** The account's address, lowercase. */
  id: t.hex().primaryKey(),
  /** Block of the account's first purchase. */
  block: t.bigint().notNull(),
  totalTickets: t.bigint().notNull(),
  /** FLASK spent on tickets, and FLASK its claims paid. */
  totalFlask: t.bigint().notNull(),
  totalFlaskClaimed: t.bigint().notNull(),
}));

export const lotteryUserRound = onchainTable(
  'lottery_user_round',
  (t) => ({
    /** `<lotteryId>-<user>`. */
    id: t.text().primaryKey(),
    lotteryId: t.bigint().notNull(),
    user: t.hex().notNull(),
    totalTickets: t.bigint().notNull(),
    /** True once the account claimed in the round (a claim may cover part of its winning tickets). */
    claimed: t.boolean().notNull(),
    claimedTickets: t.bigint().notNull(),
    flaskSpent: t.bigint().notNull(),
    flaskClaimed: t.bigint().notNull(),
    /** FLASK paid back for the round's tickets once the round was cancelled. */
    flaskRefunded: t.bigint().notNull(),
    /** Block timestamp of the account's last purchase in the round. */
    updatedAt: t.bigint().notNull(),
  }),
  (table) => ({
    // The user query: one account's rounds, newest first.
    userIndex: index().on(table.user, table.lotteryId),
  }),
);

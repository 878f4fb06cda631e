// The prediction: every round as FlaskPrediction's rounds(epoch) has it, every bet with its
// claim, and each account's totals (SPEC.md §3 round and bet entities, §7 the bets query).
import { index, onchainTable } from 'ponder';

export type PredictionPosition = 'Bull' | 'Bear';

export const predictionRound = onchainTable('prediction_round', (t) => ({
  epoch: t.bigint().primaryKey(),
  startBlock: t.bigint().notNull(),
  lockBlock: t.bigint().notNull(),
  endBlock: t.bigint().notNull(),
  /** 0 until locked / closed, as the contract keeps them (the feed's decimals: 8 on the devnet). */
  lockPrice: t.bigint().notNull(),
  closePrice: t.bigint().notNull(),
  totalAmount: t.bigint().notNull(),
  bullAmount: t.bigint().notNull(),
  bearAmount: t.bigint().notNull(),
  rewardBaseCalAmount: t.bigint().notNull(),
  rewardAmount: t.bigint().notNull(),
  /** True once the round ended at the oracle's price; false forever for a canceled round. */
  oracleCalled: t.boolean().notNull(),
  /** The oracle rounds the lock and close prices came from. */
  lockOracleId: t.bigint(),
  closeOracleId: t.bigint(),
  /** The pot's share that went to the treasury when the round ended. */
  treasuryAmount: t.bigint(),
  startedAt: t.bigint().notNull(),
  /** Block timestamps of the lock and of the end; null until then. */
  lockedAt: t.bigint(),
  closedAt: t.bigint(),
}));

export const predictionBet = onchainTable(
  'prediction_bet',
  (t) => ({
    /** `<epoch>-<user>`: one bet per account per round. */
    id: t.text().primaryKey(),
    hash: t.hex().notNull(),
    amount: t.bigint().notNull(),
    position: t.text().$type<PredictionPosition>().notNull(),
    claimed: t.boolean().notNull(),
    /** The claim's transaction and what it paid (winnings or a refund); null until claimed. */
    claimedHash: t.hex(),
    claimedAmount: t.bigint(),
    /** Block timestamp of the bet. */
    createdAt: t.bigint().notNull(),
    block: t.bigint().notNull(),
    round: t.bigint().notNull(),
    user: t.hex().notNull(),
  }),
  (table) => ({
    // The history query: one account's bets, optionally claimed or not, newest first.
    userIndex: index().on(table.user, table.createdAt, table.round),
    userClaimedIndex: index().on(table.user, table.claimed, table.createdAt, table.round),
    createdAtIndex: index().on(table.createdAt, table.round),
    roundIndex: index().on(table.round),
  }),
);

export const predictionUser = onchainTable('prediction_user', (t) => ({
  /** The account's address, lowercase. */
  id: t.hex().primaryKey(),
  address: t.hex().notNull(),
  /** Block of the account's first bet. */
  block: t.bigint().notNull(),
  totalBets: t.bigint().notNull(),
  /** Everything the account bet, and everything its claims paid back (winnings and refunds). */
  totalBNB: t.bigint().notNull(),
  totalBNBClaimed: t.bigint().notNull(),
}));

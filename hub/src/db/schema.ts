// The hub's tables. Migrations in hub/drizzle come from this file (`npm run db:generate -w @flaskswap/hub`).
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** One username per address; `usernameLower` makes names unique case-insensitively. */
export const usernames = pgTable('usernames', {
  /** Lowercase 0x address. */
  address: text('address').primaryKey(),
  username: text('username').notNull(),
  usernameLower: text('username_lower').notNull().unique(),
  signature: text('signature').notNull(),
  /** The signed message's time. */
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Every accepted username message, so a signature works once. Keyed by the EIP-191 hash of the
 * message rather than the signature text: a signature has more than one valid encoding.
 */
export const usedSignatures = pgTable('used_signatures', {
  messageHash: text('message_hash').primaryKey(),
  address: text('address').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// Voting (docs/hub.md "Voting"): signed proposals and votes as signed, and voting power
// captured at proposal snapshots for when the chain no longer has that block's state.

/** A published proposal; `id` is the EIP-712 digest of `message`. */
export const proposals = pgTable(
  'proposals',
  {
    /** Lowercase 0x digest. */
    id: text('id').primaryKey(),
    /** Lowercase address. */
    author: text('author').notNull(),
    space: text('space').notNull(),
    type: text('type', { enum: ['core', 'community'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    /** Unix seconds. */
    start: bigint('start', { mode: 'number' }).notNull(),
    end: bigint('end', { mode: 'number' }).notNull(),
    snapshot: bigint('snapshot', { mode: 'bigint' }).notNull(),
    /** Unix seconds, the hub's clock when it was accepted. */
    created: bigint('created', { mode: 'number' }).notNull(),
    /** The signed message as JSON (bigints as decimal strings). */
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    signature: text('signature').notNull(),
  },
  (table) => [index('proposals_end_id').on(table.end, table.id)],
);

/** A cast vote; one per voter per proposal. `id` is the EIP-712 digest of `message`. */
export const votes = pgTable(
  'votes',
  {
    id: text('id').primaryKey(),
    proposalId: text('proposal_id')
      .notNull()
      .references(() => proposals.id),
    /** Lowercase address. */
    voter: text('voter').notNull(),
    /** 1-based. */
    choice: integer('choice').notNull(),
    created: bigint('created', { mode: 'number' }).notNull(),
    /** Wei as a decimal string, at the proposal's snapshot. */
    votingPower: text('voting_power').notNull(),
    verificationHash: text('verification_hash').notNull(),
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    signature: text('signature').notNull(),
  },
  (table) => [
    unique('votes_proposal_voter').on(table.proposalId, table.voter),
    index('votes_proposal_created_id').on(table.proposalId, table.created, table.id),
  ],
);

/** Blocks whose voting power was captured: an address without a voting_power row there had none. */
export const snapshotCaptures = pgTable('snapshot_captures', {
  block: bigint('block', { mode: 'bigint' }).primaryKey(),
  /** How many addresses were read (every one that ever received FLASK or FLASK-BNB LP). */
  addresses: integer('addresses').notNull(),
  capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One address's voting power at a captured block (non-zero totals only); wei as decimal strings. */
export const votingPower = pgTable(
  'voting_power',
  {
    block: bigint('block', { mode: 'bigint' }).notNull(),
    /** Lowercase address. */
    address: text('address').notNull(),
    wallet: text('wallet').notNull(),
    vault: text('vault').notNull(),
    pool0: text('pool0').notNull(),
    flaskPools: text('flask_pools').notNull(),
    lp: text('lp').notNull(),
    total: text('total').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.block, table.address] })],
);

// The hub's tables. Migrations in hub/drizzle come from this file (`npm run db:generate -w @flaskswap/hub`).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

// Token approvals given to FlaskSwap contracts: the last Approval log per (owner, token, spender),
// for the approvals page (docs/approvals.md). The app confirms each row with an allowance read.
import { index, onchainTable, primaryKey } from 'ponder';

export const tokenApproval = onchainTable(
  'token_approval',
  (t) => ({
    /** Lowercase, like every address the indexer stores. */
    owner: t.hex().notNull(),
    /** A manifest token or an AMM pair (LP). */
    token: t.hex().notNull(),
    /** A FlaskSwap contract: router, MasterChef, a pool, the vault, an IFO sale… */
    spender: t.hex().notNull(),
    /** The approved amount of the last Approval log (0 once revoked). */
    value: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    /** Orders approvals made in the same block. */
    logIndex: t.integer().notNull(),
    timestamp: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.owner, table.token, table.spender] }),
    ownerIndex: index().on(table.owner, table.blockNumber),
  }),
);

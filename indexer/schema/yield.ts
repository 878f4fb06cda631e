// Farms (MasterChef), pools (SmartChef) and the vault: every stake movement and the positions
// they add up to.
import { index, onchainTable, primaryKey } from 'ponder';

/** Where a stake lives: a farm's pid in the MasterChef, a pool's address, or the vault. */
export type StakeVenue = 'farm' | 'pool' | 'vault';
export type StakeAction = 'deposit' | 'withdraw' | 'harvest' | 'emergencyWithdraw';

export const stakeEvent = onchainTable(
  'stake_event',
  (t) => ({
    id: t.text().primaryKey(),
    venue: t.text().$type<StakeVenue>().notNull(),
    /** The MasterChef, the pool or the vault. */
    contract: t.hex().notNull(),
    /** The farm's pid; null for pools and the vault. */
    pid: t.integer(),
    action: t.text().$type<StakeAction>().notNull(),
    account: t.hex().notNull(),
    amount: t.bigint().notNull(),
    /** Vault shares minted or burned; 0 elsewhere. */
    shares: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    txHash: t.hex().notNull(),
  }),
  (table) => ({ accountIndex: index().on(table.account, table.timestamp) }),
);

/** What an account has staked: LP in a farm, tokens in a pool, shares of the vault. */
export const stakePosition = onchainTable(
  'stake_position',
  (t) => ({
    venue: t.text().$type<StakeVenue>().notNull(),
    contract: t.hex().notNull(),
    pid: t.integer().notNull(),
    account: t.hex().notNull(),
    amount: t.bigint().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.contract, table.pid, table.account] }),
    accountIndex: index().on(table.account),
  }),
);

export const pool = onchainTable('pool', (t) => ({
  address: t.hex().primaryKey(),
  stakedToken: t.hex().notNull(),
  rewardToken: t.hex().notNull(),
  rewardPerBlock: t.bigint().notNull(),
  startBlock: t.bigint().notNull(),
  bonusEndBlock: t.bigint().notNull(),
  totalStaked: t.bigint().notNull(),
}));

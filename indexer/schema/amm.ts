// The AMM as the info pages see it: pairs and tokens with USD figures, their hourly and daily
// candles, protocol totals per day, LP positions and recent transactions. USD figures are
// display numbers (float8); raw token amounts stay exact (numeric).
import { index, onchainTable, type PgColumnsBuilders, primaryKey } from 'ponder';

/** What every level (token, pair, their hours and days, the exchange) adds up: USD figures and a count. */
const totalsColumns = (t: PgColumnsBuilders) => ({
  tvlUsd: t.doublePrecision().notNull(),
  volumeUsd: t.doublePrecision().notNull(),
  feesUsd: t.doublePrecision().notNull(),
  txCount: t.integer().notNull(),
});

export const token = onchainTable('token', (t) => ({
  address: t.hex().primaryKey(),
  symbol: t.text().notNull(),
  name: t.text().notNull(),
  decimals: t.integer().notNull(),
  /** USD per whole token, 0 while unknown (SPEC: priced through its deepest pair with a priced token). */
  priceUsd: t.doublePrecision().notNull(),
  /** The pair the price came from, and how deep its priced side was in USD. */
  pricePair: t.hex(),
  priceDepthUsd: t.doublePrecision().notNull(),
  /** Sum of this token's reserves over every pair. */
  liquidity: t.bigint().notNull(),
  volume: t.bigint().notNull(),
  ...totalsColumns(t),
}));

export const pair = onchainTable(
  'pair',
  (t) => ({
    address: t.hex().primaryKey(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    reserve0: t.bigint().notNull(),
    reserve1: t.bigint().notNull(),
    totalSupply: t.bigint().notNull(),
    /** token1 per token0 and token0 per token1, in whole tokens. */
    token0Price: t.doublePrecision().notNull(),
    token1Price: t.doublePrecision().notNull(),
    volume0: t.bigint().notNull(),
    volume1: t.bigint().notNull(),
    ...totalsColumns(t),
    createdAtBlock: t.bigint().notNull(),
    createdAtTimestamp: t.bigint().notNull(),
  }),
  (table) => ({
    tvlIndex: index().on(table.tvlUsd),
    token0Index: index().on(table.token0),
    token1Index: index().on(table.token1),
  }),
);

/** One pair's hour or day: candles of token0 in token1 and in USD, and what traded. */
const pairPeriodColumns = (t: PgColumnsBuilders) => ({
  pair: t.hex().notNull(),
  periodStart: t.integer().notNull(),
  open: t.doublePrecision().notNull(),
  high: t.doublePrecision().notNull(),
  low: t.doublePrecision().notNull(),
  close: t.doublePrecision().notNull(),
  openUsd: t.doublePrecision().notNull(),
  highUsd: t.doublePrecision().notNull(),
  lowUsd: t.doublePrecision().notNull(),
  closeUsd: t.doublePrecision().notNull(),
  reserve0: t.bigint().notNull(),
  reserve1: t.bigint().notNull(),
  volume0: t.bigint().notNull(),
  volume1: t.bigint().notNull(),
  ...totalsColumns(t),
});

export const pairHourData = onchainTable('pair_hour_data', pairPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.pair, table.periodStart] }),
}));
export const pairDayData = onchainTable('pair_day_data', pairPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.pair, table.periodStart] }),
}));

/** One token's hour or day: its USD candle, liquidity and volume over every pair. */
const tokenPeriodColumns = (t: PgColumnsBuilders) => ({
  token: t.hex().notNull(),
  periodStart: t.integer().notNull(),
  open: t.doublePrecision().notNull(),
  high: t.doublePrecision().notNull(),
  low: t.doublePrecision().notNull(),
  close: t.doublePrecision().notNull(),
  liquidity: t.bigint().notNull(),
  volume: t.bigint().notNull(),
  ...totalsColumns(t),
});

export const tokenHourData = onchainTable('token_hour_data', tokenPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.token, table.periodStart] }),
}));
export const tokenDayData = onchainTable('token_day_data', tokenPeriodColumns, (table) => ({
  pk: primaryKey({ columns: [table.token, table.periodStart] }),
}));

/** The whole exchange: one row (id 1) of totals, and one row per UTC day. */
export const protocol = onchainTable('protocol', (t) => ({
  id: t.integer().primaryKey(),
  pairCount: t.integer().notNull(),
  ...totalsColumns(t),
}));

export const protocolDayData = onchainTable('protocol_day_data', (t) => ({
  periodStart: t.integer().primaryKey(),
  ...totalsColumns(t),
}));

/** LP tokens an account holds in its wallet (farmed LP is in stakePosition). */
export const lpPosition = onchainTable(
  'lp_position',
  (t) => ({
    pair: t.hex().notNull(),
    account: t.hex().notNull(),
    balance: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.pair, table.account] }), accountIndex: index().on(table.account) }),
);

/** A swap, add or remove, as the recent transactions tables list it. */
export const ammTransaction = onchainTable(
  'amm_transaction',
  (t) => ({
    id: t.text().primaryKey(),
    kind: t.text().$type<'swap' | 'add' | 'remove'>().notNull(),
    pair: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    /** Who sent the transaction. */
    account: t.hex().notNull(),
    amount0In: t.bigint().notNull(),
    amount1In: t.bigint().notNull(),
    amount0Out: t.bigint().notNull(),
    amount1Out: t.bigint().notNull(),
    amountUsd: t.doublePrecision().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    txHash: t.hex().notNull(),
  }),
  (table) => ({
    pairIndex: index().on(table.pair, table.timestamp),
    token0Index: index().on(table.token0, table.timestamp),
    token1Index: index().on(table.token1, table.timestamp),
    timeIndex: index().on(table.timestamp),
  }),
);

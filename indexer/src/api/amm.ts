// The AMM's hot reads as REST GETs (docs/indexer.md): what the info pages, the swap chart and the
// liquidity page ask for, one request per view, so a load balancer caches each for one block
// (oneBlockCache.ts). Bigints are decimal strings and addresses lowercase, as in the GraphQL answers.
import { db } from 'ponder:api';
import {
  ammTransaction,
  lpPosition,
  pair,
  pairDayData,
  pairHourData,
  protocol,
  protocolDayData,
  token,
  tokenDayData,
  tokenHourData,
} from 'ponder:schema';
import {
  ammCandlesRequest,
  ammChartRequest,
  ammListRequest,
  ammOneRequest,
  ammTransactionsRequest,
  checkWith,
  lpPositionsRequest,
} from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { and, asc, desc, eq, gt, gte, inArray, or } from 'ponder';
import { indexedBlock } from './oneBlockCache.ts';

const MAX_ROWS = 1000;
/** Hour rows a list answers with at most: 24 hours of 1,000 pairs or tokens, and a spare hour. */
const MAX_HOUR_ROWS = 25 * MAX_ROWS;

type TokenRow = typeof token.$inferSelect;
type PairRow = typeof pair.$inferSelect;
type PeriodRow = {
  periodStart: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volumeUsd: number;
  feesUsd: number;
  txCount: number;
  tvlUsd: number;
};

const tokenJson = (row: TokenRow) => ({
  address: row.address,
  symbol: row.symbol,
  name: row.name,
  decimals: row.decimals,
  priceUsd: row.priceUsd,
  tvlUsd: row.tvlUsd,
  volumeUsd: row.volumeUsd,
  feesUsd: row.feesUsd,
  txCount: row.txCount,
});

const pairJson = (row: PairRow) => ({
  address: row.address,
  token0: row.token0,
  token1: row.token1,
  reserve0: row.reserve0.toString(),
  reserve1: row.reserve1.toString(),
  token0Price: row.token0Price,
  token1Price: row.token1Price,
  tvlUsd: row.tvlUsd,
  volumeUsd: row.volumeUsd,
  feesUsd: row.feesUsd,
  txCount: row.txCount,
});

/** The fields of an hour a 24-hour figure is made of (app: features/info/logic/figures.ts). */
const hourJson = (row: PeriodRow) => ({
  periodStart: row.periodStart,
  open: row.open,
  close: row.close,
  volumeUsd: row.volumeUsd,
  feesUsd: row.feesUsd,
  txCount: row.txCount,
});

const candleJson = (row: PeriodRow & { openUsd?: number; highUsd?: number; lowUsd?: number; closeUsd?: number }) => ({
  periodStart: row.periodStart,
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  tvlUsd: row.tvlUsd,
  volumeUsd: row.volumeUsd,
  ...(row.openUsd === undefined
    ? {}
    : { openUsd: row.openUsd, highUsd: row.highUsd, lowUsd: row.lowUsd, closeUsd: row.closeUsd }),
});

const PERIOD_TABLES = {
  pair: { hour: pairHourData, day: pairDayData },
  token: { hour: tokenHourData, day: tokenDayData },
} as const;

/** A pair's or a token's candles, oldest first by default (`order=desc` and `first` for the newest). */
async function candles(
  subject: 'pair' | 'token',
  address: string,
  options: { period: 'hour' | 'day'; since: number; first: number; order: 'asc' | 'desc' },
) {
  const table = PERIOD_TABLES[subject][options.period];
  const key = 'pair' in table ? table.pair : table.token;
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(key, address as `0x${string}`), gte(table.periodStart, options.since)))
    .orderBy(options.order === 'asc' ? asc(table.periodStart) : desc(table.periodStart))
    .limit(options.first);
  return (rows as PeriodRow[]).map(candleJson);
}

/** The hours of some pairs or tokens since `since`, oldest first, each with its pair's or token's address. */
async function hoursOf(subject: 'pair' | 'token', addresses: readonly string[], since: number) {
  if (!addresses.length) return [];
  const table = PERIOD_TABLES[subject].hour;
  const key = 'pair' in table ? table.pair : table.token;
  const rows = await db
    .select()
    .from(table)
    .where(and(inArray(key, addresses as `0x${string}`[]), gte(table.periodStart, since)))
    .orderBy(asc(table.periodStart))
    .limit(addresses.length === 1 ? MAX_ROWS : MAX_HOUR_ROWS);
  return (rows as (PeriodRow & { pair?: string; token?: string })[]).map((row) => ({
    address: (row.pair ?? row.token)!,
    hour: hourJson(row),
  }));
}

export const ammRoutes = new Hono();

ammRoutes.get('/protocol', async (c) => {
  const [totals] = await db.select().from(protocol).where(eq(protocol.id, 1)).limit(1);
  const days = await db.select().from(protocolDayData).orderBy(desc(protocolDayData.periodStart)).limit(MAX_ROWS);
  return c.json({
    protocol: totals
      ? {
          tvlUsd: totals.tvlUsd,
          volumeUsd: totals.volumeUsd,
          feesUsd: totals.feesUsd,
          txCount: totals.txCount,
          pairCount: totals.pairCount,
        }
      : null,
    days: days.map((day) => ({
      periodStart: day.periodStart,
      tvlUsd: day.tvlUsd,
      volumeUsd: day.volumeUsd,
      feesUsd: day.feesUsd,
      txCount: day.txCount,
    })),
  });
});

/** Tokens by TVL, with their hours since `since` (the 24-hour figures). */
ammRoutes.get('/tokens', async (c) => {
  const params = checkWith(ammListRequest, c.req.query());
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { since, first } = params.value;
  const tokens = await db.select().from(token).orderBy(desc(token.tvlUsd), asc(token.address)).limit(first);
  const hours = await hoursOf(
    'token',
    tokens.map((row) => row.address),
    since,
  );
  return c.json({
    tokens: tokens.map(tokenJson),
    hours: hours.map(({ address, hour }) => ({ token: address, ...hour })),
  });
});

ammRoutes.get('/tokens/:address', async (c) => {
  const params = checkWith(ammOneRequest, { ...c.req.query(), ...c.req.param() });
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { address, since } = params.value;
  const [row] = await db.select().from(token).where(eq(token.address, address!)).limit(1);
  const hours = await hoursOf('token', [address!], since);
  return c.json({ token: row ? tokenJson(row) : null, hours: hours.map(({ hour }) => hour) });
});

/** Pairs by TVL (top pairs), with their hours since `since`. */
ammRoutes.get('/pairs', async (c) => {
  const params = checkWith(ammListRequest, c.req.query());
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { since, first } = params.value;
  const pairs = await db.select().from(pair).orderBy(desc(pair.tvlUsd), asc(pair.address)).limit(first);
  const hours = await hoursOf(
    'pair',
    pairs.map((row) => row.address),
    since,
  );
  return c.json({ pairs: pairs.map(pairJson), hours: hours.map(({ address, hour }) => ({ pair: address, ...hour })) });
});

ammRoutes.get('/pairs/:address', async (c) => {
  const params = checkWith(ammOneRequest, { ...c.req.query(), ...c.req.param() });
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { address, since } = params.value;
  const [row] = await db.select().from(pair).where(eq(pair.address, address!)).limit(1);
  const hours = await hoursOf('pair', [address!], since);
  return c.json({ pair: row ? pairJson(row) : null, hours: hours.map(({ hour }) => hour) });
});

/** A pair's (token1 per token0, and token0 in USD) or a token's (USD) candles. */
ammRoutes.get('/candles/:subject/:address', async (c) => {
  const params = checkWith(ammCandlesRequest, { ...c.req.query(), ...c.req.param() });
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { subject, address, ...options } = params.value;
  return c.json({ candles: await candles(subject, address!, options) });
});

/**
 * The swap page's chart in one request: the indexed block's time (ranges end there), the direct
 * pair's token0 (null when it is not indexed), its newest candles and both tokens' USD candles.
 */
ammRoutes.get('/chart', async (c) => {
  const params = checkWith(ammChartRequest, c.req.query());
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { pair: pairAddress, input, output, period, first } = params.value;
  if (!pairAddress || !input || !output) return c.json({ error: 'pair, input and output are required' }, 400);
  const newest = { period, since: 0, first, order: 'desc' as const };
  const [block, [row], pairCandles, inputCandles, outputCandles] = await Promise.all([
    indexedBlock(),
    db.select({ token0: pair.token0 }).from(pair).where(eq(pair.address, pairAddress)).limit(1),
    candles('pair', pairAddress, newest),
    candles('token', input, newest),
    candles('token', output, newest),
  ]);
  return c.json({ indexedAt: block?.timestamp ?? null, pair: row ?? null, pairCandles, inputCandles, outputCandles });
});

/** The newest swaps, adds and removes of the exchange, one pair or one token. */
ammRoutes.get('/transactions', async (c) => {
  const params = checkWith(ammTransactionsRequest, c.req.query());
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { kind, pair: pairAddress, token: tokenAddress, first } = params.value;
  const rows = await db
    .select()
    .from(ammTransaction)
    .where(
      and(
        kind === 'all' ? undefined : eq(ammTransaction.kind, kind),
        pairAddress ? eq(ammTransaction.pair, pairAddress) : undefined,
        tokenAddress ? or(eq(ammTransaction.token0, tokenAddress), eq(ammTransaction.token1, tokenAddress)) : undefined,
      ),
    )
    .orderBy(desc(ammTransaction.timestamp), desc(ammTransaction.id))
    .limit(first);
  return c.json({
    transactions: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      pair: row.pair,
      token0: row.token0,
      token1: row.token1,
      account: row.account,
      amount0In: row.amount0In.toString(),
      amount1In: row.amount1In.toString(),
      amount0Out: row.amount0Out.toString(),
      amount1Out: row.amount1Out.toString(),
      amountUsd: row.amountUsd,
      timestamp: row.timestamp.toString(),
      txHash: row.txHash,
    })),
  });
});

/** The pairs an account holds LP tokens of in its wallet. */
ammRoutes.get('/lp-positions/:account', async (c) => {
  const params = checkWith(lpPositionsRequest, c.req.param());
  if (!params.ok) return c.json({ error: params.error }, 400);
  const rows = await db
    .select({ pair: lpPosition.pair })
    .from(lpPosition)
    .where(and(eq(lpPosition.account, params.value.account!), gt(lpPosition.balance, 0n)))
    .orderBy(asc(lpPosition.pair))
    .limit(MAX_ROWS);
  return c.json({ pairs: rows.map((row) => row.pair) });
});

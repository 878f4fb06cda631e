// /amm/tables/* (docs/indexer.md): the info tables, one page at a time, sorted here rather than in
// the browser. Each row carries its 24-hour and 7-day figures, summed from the hours that overlap
// each window ending at the last indexed block (sdk `infoWindowStart`), so the answer is the same
// for every visitor at one block and the one-block cache holds.
import { db } from 'ponder:api';
import { pair, pairHourData, token, tokenHourData } from 'ponder:schema';
import { type InfoSortDirection, infoWindowStart } from '@flaskswap/sdk';
import { ammPairTableRequest, ammTokenTableRequest, checkWith } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { and, asc, count, eq, inArray, or, sql, type sum } from 'ponder';
import { indexedBlock } from './oneBlockCache.ts';

type SQL = ReturnType<typeof sql>;

/** `expression` in `direction`, rows without a value (no price a day ago) last either way. */
const ordered = (expression: SQL, direction: InfoSortDirection) =>
  direction === 'asc' ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`;

/** The windows' first hours, from the last indexed block's time (the wall clock before the first block). */
async function windows() {
  const now = (await indexedBlock())?.timestamp ?? Math.floor(Date.now() / 1000);
  return { day: infoWindowStart(now, 1), week: infoWindowStart(now, 7) };
}

/** A sum over a token's or pair's hours from `since` (0 without any). */
const hourSum = (column: Parameters<typeof sum>[0], table: 'token' | 'pair', since: number) =>
  table === 'token'
    ? sql<number>`coalesce((select sum(${column}) from ${tokenHourData} where ${tokenHourData.token} = ${token.address} and ${tokenHourData.periodStart} >= ${since}), 0)`.mapWith(
        Number,
      )
    : sql<number>`coalesce((select sum(${column}) from ${pairHourData} where ${pairHourData.pair} = ${pair.address} and ${pairHourData.periodStart} >= ${since}), 0)`.mapWith(
        Number,
      );

/**
 * A token's price change over 24 hours in percent, null without a price a day ago: against the last
 * close before the window, or the window's first open when it had no hour before (as the token page).
 */
function priceChange24h(since: number) {
  const before = sql`(select ${tokenHourData.close} from ${tokenHourData} where ${tokenHourData.token} = ${token.address} and ${tokenHourData.periodStart} < ${since} order by ${tokenHourData.periodStart} desc limit 1)`;
  const firstOpen = sql`(select ${tokenHourData.open} from ${tokenHourData} where ${tokenHourData.token} = ${token.address} and ${tokenHourData.periodStart} >= ${since} order by ${tokenHourData.periodStart} asc limit 1)`;
  const dayAgo = sql`coalesce(${before}, ${firstOpen})`;
  return sql<number | null>`case when ${dayAgo} > 0 then (${token.priceUsd} - ${dayAgo}) / ${dayAgo} * 100 end`.mapWith(
    Number,
  );
}

const symbolOf = (address: typeof pair.token0 | typeof pair.token1) =>
  sql<string>`coalesce((select ${token.symbol} from ${token} where ${token.address} = ${address}), '')`;

export const ammTableRoutes = new Hono();

ammTableRoutes.get('/tables/tokens', async (c) => {
  const params = checkWith(ammTokenTableRequest, c.req.query());
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { orderBy, direction, first, skip, addresses } = params.value;
  const { day, week } = await windows();
  const figures = {
    volume24hUsd: hourSum(tokenHourData.volumeUsd, 'token', day),
    volume7dUsd: hourSum(tokenHourData.volumeUsd, 'token', week),
    fees24hUsd: hourSum(tokenHourData.feesUsd, 'token', day),
    priceChange24h: priceChange24h(day),
  };
  const sortBy: Record<typeof orderBy, SQL> = {
    name: sql`lower(${token.symbol})`,
    price: sql`${token.priceUsd}`,
    priceChange24h: figures.priceChange24h,
    volume24h: figures.volume24hUsd,
    volume7d: figures.volume7dUsd,
    tvl: sql`${token.tvlUsd}`,
  };
  const where = addresses ? inArray(token.address, addresses) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        address: token.address,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        priceUsd: token.priceUsd,
        tvlUsd: token.tvlUsd,
        volumeUsd: token.volumeUsd,
        feesUsd: token.feesUsd,
        txCount: token.txCount,
        ...figures,
      })
      .from(token)
      .where(where)
      .orderBy(ordered(sortBy[orderBy], direction), asc(token.address))
      .limit(first)
      .offset(skip),
    db.select({ total: count() }).from(token).where(where),
  ]);
  return c.json({ total: total?.total ?? 0, tokens: rows });
});

ammTableRoutes.get('/tables/pairs', async (c) => {
  const params = checkWith(ammPairTableRequest, c.req.query());
  if (!params.ok) return c.json({ error: params.error }, 400);
  const { orderBy, direction, first, skip, addresses, token: side } = params.value;
  const { day, week } = await windows();
  const figures = {
    volume24hUsd: hourSum(pairHourData.volumeUsd, 'pair', day),
    volume7dUsd: hourSum(pairHourData.volumeUsd, 'pair', week),
    fees24hUsd: hourSum(pairHourData.feesUsd, 'pair', day),
  };
  const symbols = { symbol0: symbolOf(pair.token0), symbol1: symbolOf(pair.token1) };
  const sortBy: Record<typeof orderBy, SQL> = {
    name: sql`lower(${symbols.symbol0} || '/' || ${symbols.symbol1})`,
    tvl: sql`${pair.tvlUsd}`,
    volume24h: figures.volume24hUsd,
    volume7d: figures.volume7dUsd,
    fees24h: figures.fees24hUsd,
    transactions: sql`${pair.txCount}`,
  };
  const where = and(
    addresses ? inArray(pair.address, addresses) : undefined,
    side ? or(eq(pair.token0, side), eq(pair.token1, side)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        address: pair.address,
        token0: pair.token0,
        token1: pair.token1,
        ...symbols,
        reserve0: pair.reserve0,
        reserve1: pair.reserve1,
        token0Price: pair.token0Price,
        token1Price: pair.token1Price,
        tvlUsd: pair.tvlUsd,
        volumeUsd: pair.volumeUsd,
        feesUsd: pair.feesUsd,
        txCount: pair.txCount,
        ...figures,
      })
      .from(pair)
      .where(where)
      .orderBy(ordered(sortBy[orderBy], direction), asc(pair.address))
      .limit(first)
      .offset(skip),
    db.select({ total: count() }).from(pair).where(where),
  ]);
  return c.json({
    total: total?.total ?? 0,
    pairs: rows.map((row) => ({ ...row, reserve0: row.reserve0.toString(), reserve1: row.reserve1.toString() })),
  });
});

// /amm/tables/* (the info tables, paged and sorted by the indexer) against GraphQL's tokens, pairs
// and hours: each row's 24h and 7d figures, every column's order both ways, pages that add up to
// the whole list, the filters, and a clear 400 for each bad parameter. Run with the chain paused.
import { changePercent, INFO_PAIR_SORTS, INFO_TOKEN_SORTS, infoWindowStart } from '@flaskswap/sdk';
import { expect } from 'vitest';
import { allRows } from './indexerClient.ts';
import { getJson } from './lotteryChain.ts';

interface Hour {
  periodStart: number;
  open: number;
  close: number;
  volumeUsd: number;
  feesUsd: number;
}
type Row = Record<string, unknown> & { address: string };
interface Page {
  total: number;
  rows: Row[];
}

async function page(url: string, subject: 'tokens' | 'pairs', query: string): Promise<Page> {
  const { status, body } = await getJson<{ total: number } & Record<string, Row[]>>(
    url,
    `/amm/tables/${subject}?${query}`,
  );
  expect(status, `/amm/tables/${subject}?${query}: ${JSON.stringify(body)}`).toBe(200);
  return { total: body.total, rows: body[subject]! };
}

/** The window figures the app's token and pair pages compute from the same hours (features/info/logic/figures.ts). */
function figures(hours: readonly Hour[], now: number, price?: number) {
  const day = infoWindowStart(now, 1);
  const week = infoWindowStart(now, 7);
  const sum = (since: number, field: 'volumeUsd' | 'feesUsd') =>
    hours.filter((hour) => hour.periodStart >= since).reduce((total, hour) => total + hour[field], 0);
  const sorted = [...hours].sort((a, b) => a.periodStart - b.periodStart);
  const dayAgo =
    sorted.filter((hour) => hour.periodStart < day).at(-1)?.close ?? sorted.find((h) => h.periodStart >= day)?.open;
  return {
    volume24hUsd: sum(day, 'volumeUsd'),
    volume7dUsd: sum(week, 'volumeUsd'),
    fees24hUsd: sum(day, 'feesUsd'),
    ...(price === undefined ? {} : { priceChange24h: changePercent(dayAgo, price) ?? null }),
  };
}

const close = (actual: unknown, expected: number | null, what: string) => {
  if (expected === null) expect(actual, what).toBeNull();
  else expect(Math.abs(Number(actual) - expected), what).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));
};

/** Rows in `direction` of `value`, missing values last, ties by address: what the route promises. */
function expectOrdered(
  rows: readonly Row[],
  value: (row: Row) => number | string | null,
  direction: string,
  what: string,
) {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [value(rows[i - 1]!), value(rows[i]!)];
    const label = `${what}: ${rows[i - 1]!.address} (${a}) before ${rows[i]!.address} (${b})`;
    if (a === null) {
      expect(b, label).toBeNull();
      continue;
    }
    if (b === null) continue;
    if (a === b) expect(rows[i - 1]!.address < rows[i]!.address, label).toBe(true);
    else expect(direction === 'asc' ? a < b : a > b, label).toBe(true);
  }
}

export async function expectInfoTablesMatchGraphql(url: string): Promise<void> {
  const status = (await (await fetch(`${url}/status`)).json()) as Record<string, { block: { timestamp: number } }>;
  const now = Object.values(status)[0]!.block.timestamp;
  const tokens = await allRows<Row & { priceUsd: number }>(url, 'tokens', 'address symbol priceUsd tvlUsd');
  const pairs = await allRows<Row & { token0: string; token1: string }>(
    url,
    'pairs',
    'address token0 token1 tvlUsd txCount',
  );
  const tokenHours = await allRows<Hour & { token: string }>(
    url,
    'tokenHourDatas',
    'token periodStart open close volumeUsd feesUsd',
  );
  const pairHours = await allRows<Hour & { pair: string }>(
    url,
    'pairHourDatas',
    'pair periodStart open close volumeUsd feesUsd',
  );
  const symbols = new Map(tokens.map((token) => [token.address, String(token.symbol)]));

  // Every token, with its window figures, under every column both ways.
  const tokenValues: Record<(typeof INFO_TOKEN_SORTS)[number], (row: Row) => number | string | null> = {
    name: (row) => String(row.symbol).toLowerCase(),
    price: (row) => Number(row.priceUsd),
    priceChange24h: (row) => (row.priceChange24h === null ? null : Number(row.priceChange24h)),
    volume24h: (row) => Number(row.volume24hUsd),
    volume7d: (row) => Number(row.volume7dUsd),
    tvl: (row) => Number(row.tvlUsd),
  };
  for (const orderBy of INFO_TOKEN_SORTS) {
    for (const direction of ['desc', 'asc']) {
      const all = await page(url, 'tokens', `orderBy=${orderBy}&direction=${direction}&first=1000`);
      expect(all.total).toBe(tokens.length);
      expect(all.rows.map((row) => row.address).sort()).toEqual(tokens.map((token) => token.address).sort());
      expectOrdered(all.rows, tokenValues[orderBy], direction, `tokens by ${orderBy} ${direction}`);
    }
  }
  const byVolume = await page(url, 'tokens', 'orderBy=volume7d');
  expect(byVolume.rows).toHaveLength(10); // the default page
  for (const row of (await page(url, 'tokens', 'first=1000')).rows) {
    const token = tokens.find((candidate) => candidate.address === row.address)!;
    const expected = figures(
      tokenHours.filter((hour) => hour.token === row.address),
      now,
      token.priceUsd,
    );
    for (const [field, value] of Object.entries(expected)) close(row[field], value, `${row.symbol} ${field}`);
  }
  const traded = (await page(url, 'tokens', 'orderBy=volume24h&first=1')).rows[0]!;
  expect(Number(traded.volume24hUsd)).toBeGreaterThan(0);
  expect(Number(traded.volume7dUsd)).toBeGreaterThanOrEqual(Number(traded.volume24hUsd));

  // Pages: consecutive pages are the whole list in order; past the end, none; the total stays.
  const whole = (await page(url, 'tokens', 'orderBy=tvl&first=1000')).rows.map((row) => row.address);
  const pages: string[] = [];
  for (let skip = 0; skip < whole.length; skip += 4) {
    const next = await page(url, 'tokens', `orderBy=tvl&first=4&skip=${skip}`);
    expect(next.total).toBe(whole.length);
    expect(next.rows.length).toBe(Math.min(4, whole.length - skip));
    pages.push(...next.rows.map((row) => row.address));
  }
  expect(pages).toEqual(whole);
  expect(await page(url, 'tokens', `skip=${whole.length}`)).toEqual({ total: whole.length, rows: [] });
  const watched = [whole[2]!, whole[0]!.toUpperCase().replace('0X', '0x')];
  const watchlist = await page(url, 'tokens', `addresses=${watched.join(',')}&orderBy=tvl&direction=asc`);
  expect(watchlist.total).toBe(2);
  expect(watchlist.rows.map((row) => row.address)).toEqual([whole[2], whole[0]]);

  // Pairs: symbols, window figures, every column both ways, one token's pairs.
  const pairValues: Record<(typeof INFO_PAIR_SORTS)[number], (row: Row) => number | string | null> = {
    name: (row) => `${row.symbol0}/${row.symbol1}`.toLowerCase(),
    tvl: (row) => Number(row.tvlUsd),
    volume24h: (row) => Number(row.volume24hUsd),
    volume7d: (row) => Number(row.volume7dUsd),
    fees24h: (row) => Number(row.fees24hUsd),
    transactions: (row) => Number(row.txCount),
  };
  for (const orderBy of INFO_PAIR_SORTS) {
    for (const direction of ['desc', 'asc']) {
      const all = await page(url, 'pairs', `orderBy=${orderBy}&direction=${direction}&first=1000`);
      expect(all.total).toBe(pairs.length);
      expectOrdered(all.rows, pairValues[orderBy], direction, `pairs by ${orderBy} ${direction}`);
    }
  }
  for (const row of (await page(url, 'pairs', 'first=1000')).rows) {
    const pair = pairs.find((candidate) => candidate.address === row.address)!;
    expect([row.symbol0, row.symbol1]).toEqual([symbols.get(pair.token0), symbols.get(pair.token1)]);
    const expected = figures(
      pairHours.filter((hour) => hour.pair === row.address),
      now,
    );
    for (const [field, value] of Object.entries(expected)) close(row[field], value, `${row.address} ${field}`);
  }
  const side = pairs[0]!.token0;
  const ofToken = await page(url, 'pairs', `token=${side}&first=1000`);
  const expectedPairs = pairs.filter((pair) => pair.token0 === side || pair.token1 === side);
  expect(ofToken.total).toBe(expectedPairs.length);
  expect(ofToken.rows.map((row) => row.address).sort()).toEqual(expectedPairs.map((pair) => pair.address).sort());

  // Bad parameters: a 400 that names the parameter, no cache headers.
  const refusals: [string, string][] = [
    ['tokens?orderBy=volume', `orderBy must be one of ${INFO_TOKEN_SORTS.join(', ')}, got "volume"`],
    ['pairs?orderBy=price', `orderBy must be one of ${INFO_PAIR_SORTS.join(', ')}, got "price"`],
    ['tokens?direction=up', 'direction must be one of asc, desc, got "up"'],
    ['tokens?first=0', 'first must be a whole number from 1 to 1000, got "0"'],
    ['pairs?first=1001', 'first must be a whole number from 1 to 1000, got "1001"'],
    ['tokens?skip=-1', 'skip must be a whole number at least 0, got "-1"'],
    ['tokens?addresses=0x1234', 'addresses must be addresses (0x and 40 hex digits) separated by commas, got "0x1234"'],
    [`tokens?addresses=${Array(101).fill(side).join(',')}`, 'addresses takes at most 100 addresses, got 101'],
    ['pairs?token=flask', 'token must be an address (0x and 40 hex digits), got "flask"'],
  ];
  for (const [query, error] of refusals) {
    const response = await fetch(`${url}/amm/tables/${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toEqual({ error });
    expect(response.headers.get('cache-control'), query).toBeNull();
  }
}

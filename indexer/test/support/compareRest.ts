// The AMM's REST GETs (/amm/*, what the app reads) against the GraphQL answers, which
// compareWithChain.ts checks against the chain; and the one-block caching of every REST GET.
import type { TestDevnet } from '@flaskswap/devnet';
import { expect } from 'vitest';
import { allRows, graphql, waitForBlock } from './indexerClient.ts';
import { expectInfoTablesMatchGraphql } from './infoTables.ts';

async function rest<T>(url: string, path: string): Promise<T> {
  const response = await fetch(`${url}${path}`);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

const byKey = <T>(rows: readonly T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

const PAIR_FIELDS = 'address token0 token1 reserve0 reserve1 token0Price token1Price tvlUsd volumeUsd feesUsd txCount';
const TOKEN_FIELDS = 'address symbol name decimals priceUsd tvlUsd volumeUsd feesUsd txCount';
const HOUR_FIELDS = 'periodStart open close volumeUsd feesUsd txCount';
const CANDLE_FIELDS = 'periodStart open high low close tvlUsd volumeUsd';
const TRANSACTION_FIELDS =
  'id kind pair token0 token1 account amount0In amount1In amount0Out amount1Out amountUsd timestamp txHash';

type Row = Record<string, unknown>;

/**
 * With the chain paused (no block arriving between two reads): every /amm route answers what the same
 * GraphQL query does, and a REST GET is cacheable for one block.
 */
export async function expectRestServesTheIndex(devnet: TestDevnet, url: string): Promise<void> {
  const setIntervalMining = (seconds: number) =>
    devnet.client.request({ method: 'evm_setIntervalMining' as never, params: [seconds] as never });
  await setIntervalMining(0);
  try {
    await waitForBlock(url, await devnet.client.getBlockNumber({ cacheTime: 0 }));
    await expectRestMatchesGraphql(url);
    await expectInfoTablesMatchGraphql(url);
    await expectOneBlockCaching(devnet, url, '/amm/pairs?first=10');
    await expectOneBlockCaching(devnet, url, '/amm/tables/tokens?orderBy=volume24h');
  } finally {
    await setIntervalMining(1);
  }
}

async function expectRestMatchesGraphql(url: string): Promise<void> {
  const pairs = await allRows<Row & { address: string; token0: string; token1: string; tvlUsd: number }>(
    url,
    'pairs',
    PAIR_FIELDS,
  );
  const tokens = await allRows<Row & { address: string }>(url, 'tokens', TOKEN_FIELDS);
  const pairHours = await allRows<Row & { pair: string; periodStart: number }>(
    url,
    'pairHourDatas',
    `pair ${HOUR_FIELDS}`,
  );
  const since = Math.min(...pairHours.map((row) => row.periodStart));

  // Top pairs and tokens: by TVL, every one, with their hours.
  const top = await rest<{ pairs: Row[]; hours: Row[] }>(url, `/amm/pairs?since=${since}`);
  expect(top.pairs.map((pair) => pair.tvlUsd)).toEqual([...pairs.map((pair) => pair.tvlUsd)].sort((a, b) => b - a));
  expect(byKey(top.pairs, (pair) => String(pair.address))).toEqual(byKey(pairs, (pair) => pair.address));
  const key = (row: Row) => `${row.pair}@${row.periodStart}`;
  expect(byKey(top.hours, key)).toEqual(byKey(pairHours, key));
  const topTen = await rest<{ pairs: Row[] }>(url, '/amm/pairs?first=10');
  expect(topTen.pairs).toEqual(top.pairs.slice(0, 10));
  const topTokens = await rest<{ tokens: Row[] }>(url, '/amm/tokens');
  expect(byKey(topTokens.tokens, (token) => String(token.address))).toEqual(byKey(tokens, (token) => token.address));

  // One pair and one token: their page, candles and the swap chart.
  const transactions = await allRows<Row & { id: string; kind: string; pair: string; timestamp: string }>(
    url,
    'ammTransactions',
    TRANSACTION_FIELDS,
  );
  const traded = pairs.find((pair) => transactions.some((tx) => tx.kind === 'swap' && tx.pair === pair.address))!;
  const detail = await rest<{ pair: Row; hours: Row[] }>(url, `/amm/pairs/${traded.address}?since=${since}`);
  expect(detail.pair).toEqual(pairs.find((pair) => pair.address === traded.address));
  expect(detail.hours.map((row) => ({ pair: traded.address, ...row }))).toEqual(
    byKey(
      pairHours.filter((row) => row.pair === traded.address),
      (row) => String(row.periodStart).padStart(12, '0'),
    ),
  );
  const { pairHourDatas } = await graphql<{ pairHourDatas: { items: Row[] } }>(
    url,
    `query ($pair: String!) { pairHourDatas(where: { pair: $pair }, orderBy: "periodStart", limit: 1000) {
      items { ${CANDLE_FIELDS} openUsd highUsd lowUsd closeUsd } } }`,
    { pair: traded.address },
  );
  const candles = await rest<{ candles: Row[] }>(url, `/amm/candles/pair/${traded.address}?period=hour`);
  expect(candles.candles).toEqual(pairHourDatas.items);
  const { tokenDayDatas } = await graphql<{ tokenDayDatas: { items: Row[] } }>(
    url,
    `query ($token: String!) { tokenDayDatas(where: { token: $token }, orderBy: "periodStart", orderDirection: "desc", limit: 2) {
      items { ${CANDLE_FIELDS} } } }`,
    { token: traded.token0 },
  );
  const chart = await rest<{ indexedAt: number; pair: Row; inputCandles: Row[] }>(
    url,
    `/amm/chart?pair=${traded.address}&input=${traded.token0}&output=${traded.token1}&period=day&first=2`,
  );
  expect(chart.pair).toEqual({ token0: traded.token0 });
  expect(chart.inputCandles).toEqual(tokenDayDatas.items);
  const status = await rest<Record<string, { block: { timestamp: number } }>>(url, '/status');
  expect(chart.indexedAt).toBe(Object.values(status)[0]!.block.timestamp);
  const token = await rest<{ token: Row }>(url, `/amm/tokens/${traded.token0}?since=${since}`);
  expect(token.token).toEqual(tokens.find((row) => row.address === traded.token0));

  // The exchange: its totals and days, its transactions newest first, an account's LP.
  const { protocol, protocolDayDatas } = await graphql<{ protocol: Row; protocolDayDatas: { items: Row[] } }>(
    url,
    `{ protocol(id: 1) { tvlUsd volumeUsd feesUsd txCount pairCount }
       protocolDayDatas(orderBy: "periodStart", orderDirection: "desc") { items { periodStart tvlUsd volumeUsd feesUsd txCount } } }`,
  );
  expect(await rest(url, '/amm/protocol')).toEqual({ protocol, days: protocolDayDatas.items });
  const newest = await rest<{ transactions: Row[] }>(url, '/amm/transactions?first=1000');
  expect(byKey(newest.transactions, (tx) => String(tx.id))).toEqual(byKey(transactions, (tx) => tx.id));
  const times = newest.transactions.map((tx) => Number(tx.timestamp));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const swaps = await rest<{ transactions: Row[] }>(url, `/amm/transactions?kind=swap&pair=${traded.address}`);
  expect(swaps.transactions.length).toBeGreaterThan(0);
  for (const tx of swaps.transactions) expect([tx.kind, tx.pair]).toEqual(['swap', traded.address]);
  const positions = await allRows<{ pair: string; account: string; balance: string }>(
    url,
    'lpPositions',
    'pair account balance',
  );
  const holder = positions.find((row) => row.balance !== '0')!.account;
  const held = positions.filter((row) => row.account === holder && row.balance !== '0').map((row) => row.pair);
  expect((await rest<{ pairs: string[] }>(url, `/amm/lp-positions/${holder}`)).pairs).toEqual(held.sort());

  const refused = await fetch(`${url}/amm/candles/pair/${traded.address}?period=week`);
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ error: 'period must be one of hour, day, got "week"' });
  expect(refused.headers.get('cache-control')).toBeNull();
  // Ponder's SQL over HTTP is not mounted (issue 30).
  expect((await fetch(`${url}/sql/db?sql=select%201`)).status).toBe(404);
}

/**
 * A REST GET carries the indexed block's ETag and a one-block Cache-Control, and answers 304 to a
 * client holding it; once a new block is indexed, a full 200 (the chain is paused meanwhile).
 */
async function expectOneBlockCaching(devnet: TestDevnet, url: string, path: string): Promise<void> {
  const { flaskswap } = await rest<{ flaskswap: { id: number; block: { number: number; timestamp: number } } }>(
    url,
    '/status',
  );
  const first = await fetch(`${url}${path}`);
  const etag = `"${flaskswap.id}-${flaskswap.block.number}-${flaskswap.block.timestamp}"`;
  expect(first.status).toBe(200);
  expect(first.headers.get('etag')).toBe(etag);
  expect(first.headers.get('cache-control')).toBe('public, max-age=1');
  const again = await fetch(`${url}${path}`, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(etag);
  expect(await again.text()).toBe('');

  await devnet.client.request({ method: 'evm_mine' as never, params: [] as never });
  await waitForBlock(url, BigInt(flaskswap.block.number + 1));
  // Each process reads the checkpoint again at most 200 ms after its last read: the old ETag is
  // refused within a few reads, never after the first ten (one every 100 ms).
  let next = await fetch(`${url}${path}`, { headers: { 'if-none-match': etag } });
  for (let read = 1; read < 10 && next.status === 304; read++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    next = await fetch(`${url}${path}`, { headers: { 'if-none-match': etag } });
  }
  expect(next.status).toBe(200);
  expect(next.headers.get('etag')).toMatch(new RegExp(`^"${flaskswap.id}-${flaskswap.block.number + 1}-\\d+"$`));
}

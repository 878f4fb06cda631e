// `npm run bench -- indexer` (or `npx tsx indexer/bench/indexer.ts [--quick]`): how fast the
// indexer catches up with a devnet chain of 100,000 swaps, on PGlite and on Postgres, and the
// GraphQL latency of the candles and top-pairs queries under load. Results: bench/results/indexer.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { flaskFactoryAbi } from '@flaskswap/contracts';
import { findPostgresBin, startPostgres, startTestDevnet } from '@flaskswap/devnet';
import { startIndexer } from '../launcher/index.ts';
import { repoRoot } from '../src/settings.ts';
import { graphql, waitForBlock } from '../test/support/indexerClient.ts';
import { type LoadResult, loadTest } from './loadTest.ts';
import { generateSwapChain } from './swapChain.ts';

const quick = process.argv.includes('--quick');
const SWAPS = quick ? 2_000 : 100_000;
const LOAD_SECONDS = quick ? 2 : 10;
const RPC_PORT = 8645;
const INDEXER_PORT = 42645;

interface CatchUp {
  database: string;
  readySeconds: number;
  headSeconds: number;
  blocks: number;
  events: number;
}

async function completedEvents(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((line) => line.startsWith('ponder_indexing_completed_events'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

const dir = mkdtempSync(join(tmpdir(), 'flaskswap-indexer-bench-'));
const devnet = await startTestDevnet(RPC_PORT, join(dir, 'deployments'));
const postgresBin = findPostgresBin();
const postgres = postgresBin ? await startPostgres(postgresBin) : undefined;
try {
  console.log(`bench: generating ${SWAPS} swaps…`);
  const chain = await generateSwapChain(devnet, SWAPS);
  const head = await devnet.client.getBlockNumber({ cacheTime: 0 });
  const headBlock = await devnet.client.getBlock({ blockNumber: head });
  console.log(`bench: ${chain.swaps} swaps in ${chain.blocks} blocks (${chain.seconds.toFixed(1)} s); head ${head}`);
  const usdtBusd = await devnet.client.readContract({
    address: devnet.manifest.contracts.FlaskFactory!,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [devnet.manifest.tokens.USDT!, devnet.manifest.tokens.BUSD!],
  });
  const weekAgo = Number(headBlock.timestamp) - 7 * 24 * 3600;
  const queries = {
    'candles (one pair, hourly, a week)': `{ pairHourDatas(where: { pair: "${usdtBusd.toLowerCase()}", periodStart_gte: ${weekAgo} }, orderBy: "periodStart", orderDirection: "asc", limit: 200) { items { periodStart open high low close openUsd highUsd lowUsd closeUsd volumeUsd tvlUsd } } }`,
    'top pairs (by TVL, 10)': `{ pairs(orderBy: "tvlUsd", orderDirection: "desc", limit: 10) { items { address token0 token1 reserve0 reserve1 tvlUsd volumeUsd feesUsd txCount } totalCount } }`,
  };

  const databases = [
    { name: 'PGlite', options: { dataDir: join(dir, 'pglite') } },
    ...(postgres ? [{ name: 'PostgreSQL 15', options: { databaseUrl: postgres.databaseUrl, schema: 'bench' } }] : []),
  ];
  const catchUps: CatchUp[] = [];
  const loads: { database: string; query: string; result: LoadResult; rows: number }[] = [];
  for (const database of databases) {
    console.log(`bench: indexing on ${database.name}…`);
    const started = performance.now();
    const indexer = await startIndexer({
      port: INDEXER_PORT,
      rpcUrl: devnet.anvil.rpcUrl,
      deploymentsDir: join(dir, 'deployments'),
      stdio: 'ignore',
      ...database.options,
    });
    try {
      if (indexer.start !== 'fresh') throw new Error('the bench needs a fresh index');
      await indexer.ready(30 * 60_000);
      const readySeconds = (performance.now() - started) / 1000;
      await waitForBlock(indexer.url, head, 30 * 60_000);
      const headSeconds = (performance.now() - started) / 1000;
      const events = await completedEvents(indexer.url);
      catchUps.push({ database: database.name, readySeconds, headSeconds, blocks: Number(head) + 1, events });
      console.log(
        `bench: ${database.name} ready in ${readySeconds.toFixed(1)} s, at the head in ${headSeconds.toFixed(1)} s, ${events} events`,
      );
      for (const [query, text] of Object.entries(queries)) {
        const body = JSON.stringify({ query: text });
        const answer = await graphql<Record<string, { items: unknown[] }>>(indexer.url, text);
        const rows = Object.values(answer)[0]!.items.length;
        for (const connections of [1, 10]) {
          const result = await loadTest(`${indexer.url}/graphql`, body, connections, LOAD_SECONDS);
          loads.push({ database: database.name, query, result, rows });
          console.log(
            `bench: ${database.name} ${query} ×${connections}: p95 ${result.p95.toFixed(1)} ms, ${result.perSecond.toFixed(0)} req/s`,
          );
        }
      }
    } finally {
      await indexer.stop();
    }
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [
    '# Indexer benchmark',
    '',
    `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}${quick ? ', **quick mode** (small chain, short load)' : ''}.`,
    '`npx tsx indexer/bench/indexer.ts` (`--quick` for a smoke run). The machine is shared with other work, so figures vary run to run.',
    '',
    '## Catch-up',
    '',
    `A fresh devnet plus ${chain.swaps.toLocaleString('en-US')} router swaps on USDT-BUSD (signed locally, sent raw with automine off, ${Math.ceil(chain.swaps / chain.blocks)} per block, blocks spread over a week; made in ${chain.seconds.toFixed(0)} s), then a fresh indexer from start to /ready and to having indexed the last block. Events are the ones Ponder ran handlers for (Sync and Swap per swap, plus the seed's).`,
    '',
    "Both times count from the call to `startIndexer` and include Ponder's own start (build, database, about 15 s on this machine); blocks/s is low because the blocks are full (250 swaps each).",
    '',
    '| Database | Blocks | Events | To /ready | To last block | Blocks/s | Events/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...catchUps.map(
      (row) =>
        `| ${row.database} | ${row.blocks.toLocaleString('en-US')} | ${row.events.toLocaleString('en-US')} | ${row.readySeconds.toFixed(1)} s | ${row.headSeconds.toFixed(1)} s | ${(row.blocks / row.headSeconds).toFixed(0)} | ${(row.events / row.headSeconds).toFixed(0)} |`,
    ),
    '',
    '## GraphQL under load',
    '',
    `autocannon on loopback, POST /graphql, ${LOAD_SECONDS} s per row; latencies of every response. Target: p95 under 50 ms.`,
    '',
    'autocannon runs on the same 2 shared cores as the indexer, so the 10-connection rows measure a saturated CPU: requests queue, and p95 grows with the queue, not with the query.',
    '',
    '| Database | Query | Rows | Connections | Requests/s | p50 | p95 | p99 | Errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...loads.map(
      ({ database, query, rows, result }) =>
        `| ${database} | ${query} | ${rows} | ${result.connections} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors} |`,
    ),
    ...(postgres ? [] : ['', 'PostgreSQL 15 was not installed: the Postgres rows are missing.']),
    '',
  ];
  const file = join(repoRoot, 'bench', 'results', 'indexer.md');
  writeFileSync(file, lines.join('\n'));
  console.log(`bench: results in ${file}`);
} finally {
  await devnet.stop();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

// `npm run bench -- scale` (or `npx tsx indexer/bench/scale.ts [--quick]`): the serving topology of
// `npm run stack` (docs/deploy.md) under load. A devnet chain of swaps spread over a week, the stack
// on Postgres 15 (its writer's catch-up measured), then the candles and top-pairs GETs at 1, 10 and
// 50 connections against 1 and 2 `ponder serve` replicas behind nginx, with and without nginx's
// one-block cache, all in one run. Results: bench/results/scale.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { flaskFactoryAbi } from '@flaskswap/contracts';
import { startNginx, startStack, startTestDevnet } from '@flaskswap/devnet';
import pg from 'pg';
import { repoRoot } from '../src/settings.ts';
import { waitForBlock } from '../test/support/indexerClient.ts';
import { type LoadResult, loadTest } from './loadTest.ts';
import { generateSwapChain } from './swapChain.ts';

const quick = process.argv.includes('--quick');
const SWAPS = quick ? 2_000 : 40_000;
/** 160 blocks (quick: 40) over a week: most hours of the week's candles have a trade. */
const PER_BLOCK = quick ? 50 : 250;
const LOAD_SECONDS = quick ? 2 : 8;
const CONNECTIONS = [1, 10, 50];
const RPC_PORT = 8646;
const STACK = { indexerPort: 42646, hubPort: 8796, firstReplicaPort: 42647 };
const VARIANT_PORTS = [42655, 42656, 42657, 42658];

async function completedEvents(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((line) => line.startsWith('ponder_indexing_completed_events'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** The bytes the index's tables and indexes take in Postgres (schema flaskswap). */
async function indexBytes(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      "SELECT coalesce(sum(pg_total_relation_size(format('%I.%I', schemaname, tablename))), 0)::text AS bytes FROM pg_tables WHERE schemaname = 'flaskswap'",
    );
    return Number(rows[0]!.bytes);
  } finally {
    await client.end();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'flaskswap-scale-bench-'));
const deploymentsDir = join(dir, 'deployments');
const devnet = await startTestDevnet(RPC_PORT, deploymentsDir);
try {
  console.log(`bench: generating ${SWAPS} swaps…`);
  const chain = await generateSwapChain(devnet, SWAPS, PER_BLOCK);
  const head = await devnet.client.getBlockNumber({ cacheTime: 0 });
  console.log(`bench: ${chain.swaps} swaps in ${chain.blocks} blocks (${chain.seconds.toFixed(1)} s); head ${head}`);

  // A fresh stack: from the call to the writer having indexed the last block (Postgres's and
  // Ponder's starts included, the replicas and hubs starting meanwhile).
  const started = performance.now();
  const stack = await startStack({
    rpcUrl: devnet.anvil.rpcUrl,
    deploymentsDir,
    replicas: 2,
    ...STACK,
    stdio: 'ignore',
    log: console.log,
  });
  await waitForBlock(stack.writer.url, head, 30 * 60_000);
  const catchUpSeconds = (performance.now() - started) / 1000;
  const events = await completedEvents(stack.writer.url);
  const bytes = await indexBytes(stack.databaseUrl);
  console.log(`bench: caught up ${events} events in ${catchUpSeconds.toFixed(1)} s; index ${bytes} bytes`);

  const headBlock = await devnet.client.getBlock({ blockNumber: head });
  const usdtBusd = await devnet.client.readContract({
    address: devnet.manifest.contracts.FlaskFactory!,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [devnet.manifest.tokens.USDT!, devnet.manifest.tokens.BUSD!],
  });
  const weekAgo = Number(headBlock.timestamp) - 7 * 24 * 3600;
  const paths = {
    'candles (one pair, hourly, a week)': `/amm/candles/pair/${usdtBusd.toLowerCase()}?period=hour&since=${weekAgo}`,
    'top pairs (by TVL, 10)': '/amm/pairs?first=10',
  };
  const rows = {
    'candles (one pair, hourly, a week)': (
      (await (await fetch(`${stack.indexerReplicas[0]}${paths['candles (one pair, hourly, a week)']}`)).json()) as {
        candles: unknown[];
      }
    ).candles.length,
    'top pairs (by TVL, 10)': 10,
  };

  const ports = stack.indexerReplicas.map((url) => Number(new URL(url).port));
  const variants = [
    { replicas: 1, cache: false, port: VARIANT_PORTS[0]!, upstreams: ports.slice(0, 1) },
    { replicas: 2, cache: false, port: VARIANT_PORTS[1]!, upstreams: ports },
    { replicas: 1, cache: true, port: VARIANT_PORTS[2]!, upstreams: ports.slice(0, 1) },
    { replicas: 2, cache: true, port: VARIANT_PORTS[3]!, upstreams: ports },
  ];
  const nginxDir = join(dir, 'nginx');
  const nginx = await startNginx(nginxDir, Object.fromEntries(variants.map((variant, i) => [`variant${i}`, variant])));
  const loads: { query: string; replicas: number; cache: boolean; result: LoadResult }[] = [];
  try {
    for (const [query, path] of Object.entries(paths)) {
      for (const variant of variants) {
        for (const connections of CONNECTIONS) {
          const result = await loadTest(
            `http://127.0.0.1:${variant.port}${path}`,
            undefined,
            connections,
            LOAD_SECONDS,
          );
          loads.push({ query, replicas: variant.replicas, cache: variant.cache, result });
          console.log(
            `bench: ${query} ${variant.replicas} replica(s) ${variant.cache ? 'cached' : 'uncached'} ×${connections}: p95 ${result.p95.toFixed(1)} ms, ${result.perSecond.toFixed(0)} req/s`,
          );
        }
      }
    }
  } finally {
    await nginx.stop();
    await stack.stop();
  }

  const eventsPerSecond = events / catchUpSeconds;
  const bytesPerEvent = bytes / events;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const find = (query: string, replicas: number, cache: boolean, connections: number) =>
    loads.find(
      (row) =>
        row.query === query &&
        row.replicas === replicas &&
        row.cache === cache &&
        row.result.connections === connections,
    )?.result;
  const candles10 = find('candles (one pair, hourly, a week)', 2, false, 10);
  const cachedBest = Math.max(...loads.filter((row) => row.cache).map((row) => row.result.perSecond));
  const lines = [
    '# Serving at scale',
    '',
    `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}${quick ? ', **quick mode** (small chain, short load)' : ''}.`,
    '`npx tsx indexer/bench/scale.ts` (`--quick` for a smoke run). Every process (Postgres, the writer, the replicas, nginx, the hubs, anvil and autocannon) shares these cores with other work, so figures vary run to run.',
    '',
    '## Catch-up on Postgres 15',
    '',
    `A test devnet plus ${chain.swaps.toLocaleString('en-US')} router swaps on USDT-BUSD (${chain.blocks} blocks of ${PER_BLOCK}, spread over a week of chain time; made in ${chain.seconds.toFixed(0)} s), then \`npm run stack\` started fresh: from the call to its writer (\`ponder start\`) having indexed the last block, Postgres's and Ponder's starts included, the replicas and hubs starting meanwhile. Events are the ones Ponder ran handlers for (the seed's included). Target: 2,500 events/s or more.`,
    '',
    '| Events | Seconds | Events/s | Index size | Bytes per event |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${events.toLocaleString('en-US')} | ${catchUpSeconds.toFixed(1)} | ${eventsPerSecond.toFixed(0)} | ${(bytes / 1e6).toFixed(1)} MB | ${bytesPerEvent.toFixed(0)} |`,
    '',
    '## Reads through nginx',
    '',
    `autocannon on loopback, GET, ${LOAD_SECONDS} s per row, latencies of every response. nginx (Debian's) spreads over 1 or 2 \`ponder serve\` replicas (least connections); "cached" keeps each answer for its \`Cache-Control: max-age=1\` (one block; the devnet mines a block a second, so the answer changes every second). Targets: candles p95 at most 50 ms at 10 connections; at least 1,000 cached reads/s.`,
    '',
    '| Query | Rows | Replicas | nginx cache | Connections | Requests/s | p50 | p95 | p99 | Errors |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...loads.map(
      ({ query, replicas, cache, result }) =>
        `| ${query} | ${rows[query as keyof typeof rows]} | ${replicas} | ${cache ? 'one block' : 'off'} | ${result.connections} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors} |`,
    ),
    '',
    `Candles at 10 connections, 2 replicas, no cache: p95 ${candles10 ? ms(candles10.p95) : 'n/a'}; with the cache, p95 ${ms(find('candles (one pair, hourly, a week)', 2, true, 10)?.p95 ?? Number.NaN)}. Best cached rate: ${cachedBest.toFixed(0)} reads/s.`,
    '',
    '## On paper',
    '',
    `From the figures above: one writer indexes ${eventsPerSecond.toFixed(0)} events/s on this machine and the index grows ${bytesPerEvent.toFixed(0)} bytes per event (a swap is two events, Sync and Swap, plus hour and day rows). For S swaps a day: 2·S events a day, ${(2 * bytesPerEvent).toFixed(0)}·S bytes a day. At 1,000,000 swaps a day (an assumption of the order of BSC's busiest AMMs, to be replaced with a measured count): ${(2e6 / 86400) | 0} events/s on average, ${((2 * bytesPerEvent * 1e6) / 1e9).toFixed(1)} GB a day; ten times that: ${(2e7 / 86400) | 0} events/s, ${((2 * bytesPerEvent * 1e7) / 1e9).toFixed(1)} GB a day. One writer keeps up with both at ${eventsPerSecond.toFixed(0)} events/s (bursts are absorbed as catch-up); the database grows by the GB a day figures before pruning of hour rows. Reads: with nginx's one-block cache every URL costs one replica query per block per balancer, so replicas are sized for the uncached rows above (one replica per ~${(find('top pairs (by TVL, 10)', 1, false, 10)?.perSecond ?? 0).toFixed(0)} top-pair or ~${(find('candles (one pair, hourly, a week)', 1, false, 10)?.perSecond ?? 0).toFixed(0)} candle reads/s of distinct URLs), and the hub, which serves writes and rare reads, needs two replicas for availability rather than load.`,
    '',
  ];
  const file = join(repoRoot, 'bench', 'results', 'scale.md');
  writeFileSync(file, lines.join('\n'));
  console.log(`bench: results in ${file}`);
} finally {
  await devnet.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

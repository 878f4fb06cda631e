// The reliability suite (issue 30), on loopback only, every loop bounded in count and time: a test
// devnet behind an RPC proxy, the indexer and the hub as supervised processes (what `npm start` and
// their production runners use), then faults (kill -9, the RPC down, a second hub on the data
// folder), abuse (bodies, URLs, GraphQL, races) and load (autocannon at 1, 10 and 50 connections).
// Writes bench/results/reliability.json and the figures of bench/results/reliability.md.
//
//   npm run reliability [-- --quick]   (RELIABILITY_RPC_PORT; --outage-seconds=N, default 120)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devnetAccounts, RpcProxy, startTestDevnet } from '@flaskswap/devnet';
import { startHubProcess } from '@flaskswap/hub/process';
import { startIndexer } from '@flaskswap/indexer/launcher';
import {
  FLASKSWAP_SPACE,
  type ProposalMessage,
  proposalToJson,
  proposalTypedData,
  type VoteMessage,
  voteToJson,
  voteTypedData,
} from '@flaskswap/sdk';
import { startOrphanGuard } from '@flaskswap/supervisor';
import type { Hex, LocalAccount } from 'viem';
import { type LoadResult, loadTest } from '../../indexer/bench/loadTest.ts';

const quick = process.argv.includes('--quick');
const outageArg = process.argv.find((arg) => arg.startsWith('--outage-seconds='));
const OUTAGE_SECONDS = outageArg ? Number(outageArg.split('=')[1]) : quick ? 20 : 120;
const LOAD_SECONDS = quick ? 2 : 5;
const KILLS = quick ? 2 : 3;
// Ports of their own (Ponder takes the next port when its own is busy: a clash would move it).
const RPC_PORT = Number(process.env.RELIABILITY_RPC_PORT ?? 8795);
const INDEXER_PORT = RPC_PORT + 34_000;
const HUB_PORT = RPC_PORT + 1;
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../..');
const resultsDir = join(repoRoot, 'bench/results');
const [deployer, ...players] = devnetAccounts as LocalAccount[];
const voters = players.slice(0, 9);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** kill -9 of a service's process group (it may be between runs: then nothing to kill). */
function killHard(pid: number | undefined): void {
  try {
    if (pid !== undefined) process.kill(-pid, 'SIGKILL');
  } catch {}
}

/** Seconds until `url` answers 200 (polled every 100 ms, up to `limitMs`), or undefined. */
async function timeUntilOk(url: string, limitMs = 300_000): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return seconds(Date.now() - started);
    } catch {}
    await sleep(100);
  }
  return undefined;
}

async function send(url: string, init: RequestInit = {}): Promise<{ status: number; text: string; headers: Headers }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch (error) {
    return { status: 0, text: error instanceof Error ? error.message : String(error), headers: new Headers() };
  }
}
const postJson = (url: string, body: unknown) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function signedProposal(chainId: number, snapshot: bigint, title: string) {
  const now = nowSeconds();
  const message: ProposalMessage = {
    from: deployer!.address,
    space: FLASKSWAP_SPACE.id,
    timestamp: BigInt(now),
    title,
    body: 'Reliability suite',
    choices: ['Yes', 'No'],
    start: BigInt(now - 60),
    end: BigInt(now + 3600),
    snapshot,
  };
  const signature = await deployer!.signTypedData(proposalTypedData(chainId, message));
  return { address: deployer!.address, message: proposalToJson(message), signature };
}

async function signedVote(voter: LocalAccount, chainId: number, proposal: Hex, choice = 1, ageSeconds = 0) {
  const message: VoteMessage = {
    from: voter.address,
    space: FLASKSWAP_SPACE.id,
    timestamp: BigInt(nowSeconds() - ageSeconds),
    proposal,
    choice,
  };
  const signature = await voter.signTypedData(voteTypedData(chainId, message));
  return { address: voter.address, message: voteToJson(message), signature };
}

interface Case {
  name: string;
  outcome: 'held' | 'failed';
  detail: string;
}
const cases: { faults: Case[]; abuse: Case[] } = { faults: [], abuse: [] };
const record = (list: Case[], name: string, held: boolean, detail: string) => {
  list.push({ name, outcome: held ? 'held' : 'failed', detail });
  console.log(`${held ? 'held  ' : 'FAILED'} ${name}: ${detail}`);
};

// Nothing outlives this run, even when it is interrupted.
const guard = startOrphanGuard();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
const runDir = mkdtempSync(join(tmpdir(), 'flaskswap-reliability-'));
const devnet = await startTestDevnet(RPC_PORT, join(runDir, 'deployments'));
const proxy = new RpcProxy(0, RPC_PORT);
await proxy.listen();
const chainId = devnet.chain.id;
const logs: string[] = [];
const log = (line: string) => {
  logs.push(line);
  console.log(line);
};
const hubOptions = {
  port: HUB_PORT,
  rpcUrl: proxy.url,
  deploymentsDir: join(runDir, 'deployments'),
  dataDir: join(runDir, 'hub'),
  voting: { admins: [deployer!.address] },
  // Room for the load below: the limits themselves are tested in hub/test.
  rateLimits: { perIp: 1_000_000, perAddress: 1_000_000, powerReadsPerIp: 100_000_000 },
  stdio: 'ignore' as const,
  log,
  onStart: guard.watch,
};
const hub = await startHubProcess(hubOptions);
const indexer = await startIndexer({
  port: INDEXER_PORT,
  rpcUrl: proxy.url,
  deploymentsDir: join(runDir, 'deployments'),
  dataDir: join(runDir, 'indexer'),
  stdio: 'ignore',
  log,
  onStart: guard.watch,
});
const started = { backfillSeconds: 0 };
try {
  const backfill = Date.now();
  await indexer.ready(600_000);
  started.backfillSeconds = seconds(Date.now() - backfill);
  const api = (path: string) => `${hub.url}/api/voting${path}`;
  const snapshot = await devnet.client.getBlockNumber({ cacheTime: 0 });
  let proposals = 0;
  const publish = async () => {
    const answer = await postJson(api('/proposals'), await signedProposal(chainId, snapshot, `P${++proposals}`));
    if (answer.status !== 201) throw new Error(`publish answered ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text).id as Hex;
  };

  // ——— Faults ———
  const hubRecoveries: number[] = [];
  for (let i = 0; i < KILLS; i++) {
    killHard(hub.process.pid);
    await sleep(50);
    hubRecoveries.push((await timeUntilOk(`${hub.url}/ready`)) ?? Number.NaN);
  }
  record(
    cases.faults,
    'kill -9 the hub',
    hubRecoveries.every(Number.isFinite),
    `/ready again after ${hubRecoveries.join(' s, ')} s`,
  );

  const indexerRecoveries: number[] = [];
  for (let i = 0; i < KILLS - 1; i++) {
    killHard(indexer.process.pid);
    await sleep(50);
    indexerRecoveries.push((await timeUntilOk(`${indexer.url}/ready`, 600_000)) ?? Number.NaN);
  }
  record(
    cases.faults,
    'kill -9 the indexer (caught up)',
    indexerRecoveries.every(Number.isFinite),
    `/ready again after ${indexerRecoveries.join(' s, ')} s (a PGlite killed open is rebuilt from the chain: launcher/freshness.ts)`,
  );

  // A burst of votes with the hub killed in the middle: every 201 must survive, none twice.
  const burst: { proposal: Hex; voter: LocalAccount }[] = [];
  for (let p = 0; p < 5; p++) {
    const proposal = await publish();
    for (const voter of voters) burst.push({ proposal, voter });
  }
  const accepted: { proposal: Hex; voter: string }[] = [];
  let answered = 0;
  const killedAt = 15;
  const queue = [...burst];
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const vote = await signedVote(next.voter, chainId, next.proposal);
        // A vote refused by the dead hub is sent again once it is back, as the app's retry does.
        for (let attempt = 0; attempt < 100; attempt++) {
          const answer = await postJson(api('/votes'), vote);
          if (answer.status === 201) accepted.push({ proposal: next.proposal, voter: next.voter.address });
          if (answer.status !== 0 && answer.status !== 503) break;
          await sleep(200);
        }
        if (++answered === 15) {
          killHard(hub.process.pid);
        }
      }
    }),
  );
  await timeUntilOk(`${hub.url}/ready`);
  let lost = 0;
  let duplicated = 0;
  let storedVotes = 0;
  for (const proposal of new Set(burst.map((vote) => vote.proposal))) {
    const stored = JSON.parse((await send(api(`/proposals/${proposal}/votes?first=1000`))).text).votes as {
      voter: string;
    }[];
    const voters = stored.map((vote) => vote.voter.toLowerCase());
    duplicated += voters.length - new Set(voters).size;
    storedVotes += voters.length;
    for (const vote of accepted.filter((vote) => vote.proposal === proposal))
      if (!voters.includes(vote.voter.toLowerCase())) lost++;
  }
  record(
    cases.faults,
    'kill -9 the hub during a burst of 45 votes',
    lost === 0 && duplicated === 0 && storedVotes === burst.length,
    `${accepted.length} of ${burst.length} answered 201 (the hub killed after ${killedAt} answers; a vote whose answer the kill cut off is answered 409 when sent again); after the restart ${storedVotes} stored, ${lost} of the 201s lost, ${duplicated} duplicated`,
  );

  // The RPC down: the hub answers 503 with a retry hint, both services come back by themselves.
  proxy.goDown();
  const outageStart = Date.now();
  await sleep(2_000);
  const duringReady = await send(`${hub.url}/ready`);
  const duringRead = await send(api(`/voting-power/${voters[0]!.address}`));
  const duringVote = await postJson(api('/proposals'), await signedProposal(chainId, snapshot, 'During the outage'));
  await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - outageStart)));
  proxy.comeBack();
  const headBefore = await devnet.client.getBlockNumber({ cacheTime: 0 });
  const hubBack = await timeUntilOk(`${hub.url}/ready`);
  const indexerCaughtUpAt = Date.now();
  let indexerBack: number | undefined;
  while (Date.now() - indexerCaughtUpAt < 300_000) {
    const status = await send(`${indexer.url}/status`);
    const block = status.status === 200 ? Number(JSON.parse(status.text).flaskswap?.block?.number ?? 0) : 0;
    if (block >= Number(headBefore)) {
      indexerBack = seconds(Date.now() - indexerCaughtUpAt);
      break;
    }
    await sleep(200);
  }
  const all503 = [duringReady, duringRead, duringVote].every(
    (answer) => answer.status === 503 && Number(answer.headers.get('retry-after') ?? '0') >= 0,
  );
  record(
    cases.faults,
    `the RPC down for ${OUTAGE_SECONDS} s`,
    all503 && hubBack !== undefined && indexerBack !== undefined,
    `hub /ready, voting power and a proposal answered ${[duringReady, duringRead, duringVote].map((a) => a.status).join(', ')} (Retry-After ${duringRead.headers.get('retry-after')}); after the RPC came back the hub was ready in ${hubBack} s, the indexer at the chain's head in ${indexerBack} s`,
  );

  // A second hub on the live hub's data folder: refused, the live one untouched.
  const second = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'hub/src/server.ts')], {
      cwd: join(repoRoot, 'hub'),
      env: { ...process.env, HUB_PORT: String(HUB_PORT + 1), HUB_DATA_DIR: hubOptions.dataDir, RPC_URL: proxy.url },
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
  const liveStill = await send(`${hub.url}/ready`);
  record(
    cases.faults,
    'a second hub on the same data folder',
    second.code === 1 && /another hub/.test(second.output) && liveStill.status === 200,
    `exit ${second.code} ("${second.output.trim().split('\n').at(-1)}"); the live hub's /ready: ${liveStill.status}`,
  );

  // ——— Abuse ———
  const allAnswers: { name: string; status: number; text: string }[] = [];
  const abuse = async (name: string, answer: Promise<{ status: number; text: string }>, expected: number[]) => {
    const got = await answer;
    allAnswers.push({ name, ...got });
    record(cases.abuse, name, expected.includes(got.status), `answered ${got.status}`);
  };
  // A chunked body (no Content-Length) over the 4 KiB vote limit.
  const chunked = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
      controller.close();
    },
  });
  await abuse(
    'a chunked vote body of 64 KiB without Content-Length',
    send(api('/votes'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit),
    [413],
  );
  await abuse('truncated JSON', postJson(api('/votes'), '{"address":"0x12'), [400]);
  await abuse(
    'JSON nested 10,000 deep (/verify)',
    postJson(`${hub.url}/verify`, `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
    [400],
  );
  const open = await publish();
  const vote = await signedVote(voters[0]!, chainId, open, 1, 5);
  const text = JSON.stringify(vote);
  await abuse(
    'a duplicate key in a vote',
    postJson(api('/votes'), text.replace('{', '{"address":"0x0000000000000000000000000000000000000001",')),
    [400],
  );
  await abuse(
    'a __proto__ field in a vote',
    postJson(api('/votes'), text.replace('{', '{"__proto__":{"polluted":1},')),
    [400],
  );
  record(cases.abuse, 'no prototype pollution', !('polluted' in {}), 'Object.prototype untouched');
  await abuse('a 1 MB URL parameter (hub)', send(api(`/voting-power/${'a'.repeat(1_000_000)}`)), [400, 414, 431]);
  await abuse(
    'a 1 MB URL parameter (indexer)',
    send(`${indexer.url}/approvals/${'0'.repeat(1_000_000)}`),
    [400, 414, 431],
  );
  const preflight = await send(api('/votes'), {
    method: 'OPTIONS',
    headers: { origin: 'https://foreign.example', 'access-control-request-method': 'POST' },
  });
  record(
    cases.abuse,
    'CORS preflight from a foreign origin (hub)',
    preflight.status === 204 && preflight.headers.get('access-control-allow-origin') === '*',
    `answered ${preflight.status}, allow-origin ${preflight.headers.get('access-control-allow-origin')}: open by design (no cookies; a write is authenticated by its signature)`,
  );
  await abuse('GET /sql/db on the indexer', send(`${indexer.url}/sql/db?sql=select%201`), [404]);
  const graphql = (query: string) => postJson(`${indexer.url}/graphql`, { query });
  for (const [name, query] of [
    ['GraphQL with 31 aliases', `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: pairs { totalCount }`).join(' ')} }`],
    ['GraphQL 101 deep', `{ __schema { types { ${'ofType { '.repeat(99)}name${' }'.repeat(99)} } } }`],
    ['GraphQL page of 1,001 rows', '{ pairs(limit: 1001) { items { address } } }'],
  ] as const) {
    const answer = await graphql(query);
    allAnswers.push({ name, ...answer });
    let refused = false;
    try {
      const body = JSON.parse(answer.text) as { data?: unknown; errors?: unknown[] };
      refused = (body.errors?.length ?? 0) > 0 && (body.data ?? null) === null;
    } catch {}
    record(cases.abuse, name, refused, `answered ${answer.status} with errors and no data: ${refused}`);
  }
  // 50 signed votes of one voter on one proposal at once (50 different messages): one is stored.
  const race = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      signedVote(voters[1]!, chainId, open, 1 + (i % 2), i).then((v) => postJson(api('/votes'), v)),
    ),
  );
  const won = race.filter((answer) => answer.status === 201).length;
  record(
    cases.abuse,
    '50 concurrent votes from one voter',
    won === 1,
    `${won} answered 201, the rest ${[...new Set(race.filter((a) => a.status !== 201).map((a) => a.status))].join('/')}`,
  );
  const traces = allAnswers.filter((answer) => /\bat .+\.(ts|js):\d+|node_modules/.test(answer.text));
  record(
    cases.abuse,
    'no answer carries a stack trace',
    traces.length === 0,
    `${allAnswers.length} answers read, ${traces.length} with a trace`,
  );

  // ——— Load ———
  const topPair = JSON.parse((await send(`${indexer.url}/amm/pairs?first=1`)).text).pairs[0].address as string;
  const verifyBody = JSON.stringify({
    votes: voters.slice(0, 3).map((voter) => ({ address: voter.address, verificationHash: '0x00', total: '0' })),
  });
  const targets: { name: string; url: string; body?: string }[] = [
    { name: 'hub: GET /api/voting/proposals', url: api('/proposals?first=20') },
    { name: 'hub: POST /verify (3 votes)', url: `${hub.url}/verify`, body: verifyBody },
    { name: 'indexer: GET /amm/pairs (top pairs)', url: `${indexer.url}/amm/pairs?first=10` },
    { name: 'indexer: GET /amm/candles (a pair, hourly)', url: `${indexer.url}/amm/candles/pair/${topPair}` },
  ];
  const load: { name: string; results: LoadResult[] }[] = [];
  for (const target of targets) {
    const results: LoadResult[] = [];
    for (const connections of [1, 10, 50])
      results.push(await loadTest(target.url, target.body, connections, LOAD_SECONDS));
    load.push({ name: target.name, results });
    console.log(
      target.name,
      results
        .map((r) => `${r.connections}: ${Math.round(r.perSecond)}/s p99 ${r.p99} ms, ${r.errors} errors`)
        .join('; '),
    );
  }
  // Vote writes: signed votes (9 voters per proposal) sent at 1, 10 and 50 at a time.
  const writes: LoadResult[] = [];
  for (const connections of [1, 10, 50]) {
    const batch: { proposal: Hex; voter: LocalAccount }[] = [];
    const count = quick ? 2 : connections === 1 ? 3 : 6;
    for (let p = 0; p < count; p++) {
      const proposal = await publish();
      for (const voter of voters) batch.push({ proposal, voter });
    }
    const votes = await Promise.all(batch.map((item) => signedVote(item.voter, chainId, item.proposal)));
    const latencies: number[] = [];
    let errors = 0;
    const startedAt = Date.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let next = votes.shift(); next; next = votes.shift()) {
          const at = performance.now();
          const answer = await postJson(api('/votes'), next);
          latencies.push(performance.now() - at);
          if (answer.status !== 201) errors++;
        }
      }),
    );
    const elapsed = (Date.now() - startedAt) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!);
    writes.push({
      connections,
      requests: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      errors,
    });
  }
  load.push({ name: 'hub: POST /api/voting/votes (signed, each new)', results: writes });

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
    quick,
    backfillSeconds: started.backfillSeconds,
    outageSeconds: OUTAGE_SECONDS,
    loadSeconds: LOAD_SECONDS,
    faults: cases.faults,
    abuse: cases.abuse,
    load,
    writesLost: lost,
  };
  writeFileSync(join(resultsDir, 'reliability.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'reliability.md'), markdown(results));
  console.log(`\nbench/results/reliability.md written (${cases.faults.length + cases.abuse.length} cases)`);
  if ([...cases.faults, ...cases.abuse].some((c) => c.outcome === 'failed')) process.exitCode = 1;
} finally {
  await Promise.allSettled([hub.stop(), indexer.stop()]);
  await proxy.close();
  await devnet.stop();
  rmSync(runDir, { recursive: true, force: true });
}

/** The hand-written sections below this heading in reliability.md are kept across runs. */
const NOTES_HEADING = '## Notes';

function markdown(results: {
  date: string;
  node: string;
  loadAverage: number[];
  backfillSeconds: number;
  loadSeconds: number;
  faults: Case[];
  abuse: Case[];
  load: { name: string; results: LoadResult[] }[];
  writesLost: number;
}): string {
  let notes = '';
  try {
    const old = readFileSync(join(resultsDir, 'reliability.md'), 'utf8');
    const at = old.indexOf(NOTES_HEADING);
    if (at >= 0) notes = old.slice(at);
  } catch {}
  const table = (list: Case[]) =>
    [
      '| Case | Outcome | Figures |',
      '| --- | --- | --- |',
      ...list.map((c) => `| ${c.name} | ${c.outcome} | ${c.detail} |`),
    ].join('\n');
  const ms = (value: number) => Math.round(value * 10) / 10;
  const loadRows = results.load.flatMap((target) =>
    target.results.map(
      (r) =>
        `| ${target.name} | ${r.connections} | ${Math.round(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`,
    ),
  );
  const text = `# Reliability suite

${results.date}, Node ${results.node}, load average ${results.loadAverage.join(' / ')} (1 / 5 / 15 min, 2 cores shared).
\`npm run reliability\` (e2e/bench/reliability.ts): a test devnet behind an RPC proxy, the indexer (PGlite,
backfilled in ${results.backfillSeconds} s) and the hub as supervised processes, on loopback.

**Writes lost: ${results.writesLost}.**

## Faults

${table(results.faults)}

## Abuse

${table(results.abuse)}

## Load

autocannon, ${results.loadSeconds} s per row (vote writes: a fixed batch of new signed votes); latencies in ms;
errors are failures and non-2xx answers. PGlite.

| Target | Connections | Requests/s | p50 | p95 | p99 | Errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${loadRows.join('\n')}

${notes}`;
  return `${text.trimEnd()}\n`;
}

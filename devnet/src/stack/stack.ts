// `npm run stack` (docs/deploy.md, "Serving"): the topology a launch serves from, on one machine.
// Postgres 15; one `ponder start` indexing into it and N `ponder serve` replicas reading it; N hub
// processes on the same database; Debian's nginx in front of both, caching the indexer's GETs for
// one block. Every child is stopped by stop(), and by a failed start.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Indexer, serveIndexer, startIndexer } from '@flaskswap/indexer/launcher';
import { repoRoot } from '../manifest.ts';
import { findPostgresBin, type PostgresServer, startPostgres } from '../testing/postgres.ts';
import { type Nginx, nginxInstalled, startNginx } from './nginx.ts';

export interface StackOptions {
  rpcUrl: string;
  chainId?: number;
  /** Where `<chainId>.json` is (default the repo's deployments/). */
  deploymentsDir?: string;
  /** API replicas (`ponder serve`) and hub processes, each (default 2). */
  replicas?: number;
  /** The balancer's ports: the indexer's and the hub's usual ones by default. */
  indexerPort?: number;
  hubPort?: number;
  /** The replicas listen from here up (default 42100). */
  firstReplicaPort?: number;
  /** An existing Postgres; without it a Postgres 15 server is started (and stopped with the stack). */
  databaseUrl?: string;
  /** The hub's voting admins (HUB_VOTING_ADMINS). */
  votingAdmins?: string[];
  /** Where the children's output goes. */
  stdio?: 'inherit' | 'ignore';
  log?: (message: string) => void;
}

export interface Stack {
  /** The balancer: what the app, keepers and users are given. */
  indexerUrl: string;
  hubUrl: string;
  /** Each replica's own URL (the balancer's upstreams). */
  indexerReplicas: string[];
  hubReplicas: string[];
  /** The indexing process (its /ready says when the backfill is done). */
  writer: Indexer;
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const replicas = options.replicas ?? 2;
  if (!Number.isInteger(replicas) || replicas < 1) throw new Error(`replicas must be 1 or more, got ${replicas}`);
  if (!nginxInstalled()) throw new Error("nginx is not installed: apt-get install nginx-light (Debian's package)");
  const log = options.log ?? (() => {});
  const first = options.firstReplicaPort ?? 42100;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    // The balancer first, the database last.
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const bin = findPostgresBin();
      if (!bin) throw new Error("PostgreSQL 15 is not installed: apt-get install postgresql (Debian's package)");
      const postgres: PostgresServer = await startPostgres(bin);
      stops.push(() => postgres.stop());
      databaseUrl = postgres.databaseUrl;
      log(`stack: Postgres 15 at ${databaseUrl}`);
    }
    const indexerOptions = {
      rpcUrl: options.rpcUrl,
      chainId: options.chainId,
      deploymentsDir: options.deploymentsDir,
      databaseUrl,
      stdio: options.stdio ?? 'inherit',
    };
    // The writer on its own port, outside the balancer: replicas answer reads.
    const writer = await startIndexer({ ...indexerOptions, port: first, log });
    stops.push(() => writer.stop());
    // `ponder serve` refuses a schema that does not exist yet: the writer creates it as it starts.
    await waitFor(`${writer.url}/status`, writer.process, 120_000);
    const indexerReplicas = Array.from({ length: replicas }, (_, i) =>
      serveIndexer({ ...indexerOptions, port: first + 1 + i }),
    );
    for (const replica of indexerReplicas) stops.push(() => replica.stop());
    await Promise.all(indexerReplicas.map((replica) => waitFor(`${replica.url}/health`, replica.process, 180_000)));

    const hubPorts = Array.from({ length: replicas }, (_, i) => first + 1 + replicas + i);
    const hubs: ChildProcess[] = [];
    // One at a time: the first migrates the database, the others find it done.
    for (const port of hubPorts) {
      const hub = startHubProcess(port, databaseUrl, options);
      hubs.push(hub);
      stops.push(() => stopChild(hub));
      await waitFor(`http://127.0.0.1:${port}/health`, hub, 180_000);
    }

    const indexerPort = options.indexerPort ?? 42069;
    const hubPort = options.hubPort ?? 8787;
    const runDir = mkdtempSync(join(tmpdir(), 'flaskswap-nginx-'));
    stops.push(async () => rmSync(runDir, { recursive: true, force: true }));
    const nginx: Nginx = await startNginx(runDir, {
      indexer: { port: indexerPort, upstreams: indexerReplicas.map((_, i) => first + 1 + i), cache: true },
      hub: { port: hubPort, upstreams: hubPorts, cache: false },
    });
    stops.push(() => nginx.stop());
    log(`stack: nginx on :${indexerPort} (indexer, ${replicas} replicas) and :${hubPort} (hub, ${replicas} replicas)`);
    return {
      indexerUrl: `http://127.0.0.1:${indexerPort}`,
      hubUrl: `http://127.0.0.1:${hubPort}`,
      indexerReplicas: indexerReplicas.map((replica) => replica.url),
      hubReplicas: hubPorts.map((port) => `http://127.0.0.1:${port}`),
      writer,
      databaseUrl,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function startHubProcess(port: number, databaseUrl: string, options: StackOptions): ChildProcess {
  return spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['src/cli.ts'], {
    cwd: join(repoRoot, 'hub'),
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
    env: {
      ...process.env,
      HUB_PORT: String(port),
      // nginx reaches the hubs from loopback and names the client in X-Forwarded-For.
      HUB_TRUSTED_PROXIES: '127.0.0.1,::ffff:127.0.0.1',
      DATABASE_URL: databaseUrl,
      RPC_URL: options.rpcUrl,
      ...(options.deploymentsDir ? { DEPLOYMENTS_DIR: options.deploymentsDir } : {}),
      ...(options.votingAdmins ? { HUB_VOTING_ADMINS: options.votingAdmins.join(',') } : {}),
    },
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200; throws when `child` exits first or time runs out. */
async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process exited (code ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

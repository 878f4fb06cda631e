// The indexer's launcher: starts Ponder as a child process: `npm start`, the e2e stack, the tests and
// the benches all go through here, so the fingerprint rule and the flags live in one place.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { readSettings, repoRoot } from '../src/settings.ts';
import { indexFingerprint, preparePglite, preparePostgres } from './freshness.ts';

export const DEFAULT_INDEXER_PORT = 42069;

export interface IndexerOptions {
  port?: number;
  rpcUrl: string;
  chainId?: number;
  /** Where deployments/<chainId>.json is (default: the repo's deployments/). */
  deploymentsDir?: string;
  /** PGlite folder (default .devnet/indexer/<chainId>); ignored when databaseUrl is set. */
  dataDir?: string;
  /** Postgres instead of PGlite. */
  databaseUrl?: string;
  /** Postgres schema (default flaskswap). */
  schema?: string;
  /** Ponder's log level: 'warn' keeps `npm start` readable. */
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
  /** Where Ponder's output goes: inherit (npm start) or ignore. */
  stdio?: 'inherit' | 'ignore';
  log?: (message: string) => void;
}

export interface Indexer {
  url: string;
  /** 'fresh' when old data was dropped (a new chain or new indexer code), else 'resumed'. */
  start: 'fresh' | 'resumed';
  process: ChildProcess;
  /** Resolves once Ponder has caught up with the chain (its /ready answers 200). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function ponderEnv(options: IndexerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PONDER_TELEMETRY_DISABLED: 'true',
    INDEXER_RPC_URL: options.rpcUrl,
    ...(options.chainId ? { INDEXER_CHAIN_ID: String(options.chainId) } : {}),
    ...(options.deploymentsDir ? { DEPLOYMENTS_DIR: options.deploymentsDir } : {}),
    ...(options.dataDir ? { INDEXER_DATA_DIR: options.dataDir } : {}),
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

export async function startIndexer(options: IndexerOptions): Promise<Indexer> {
  const schema = options.schema ?? 'flaskswap';
  const env = ponderEnv(options);
  const settings = readSettings(env);
  const fingerprint = await indexFingerprint(options.rpcUrl, settings.manifest.startBlock);
  const start = settings.databaseUrl
    ? await preparePostgres(settings.databaseUrl, schema, fingerprint, settings.chainId === DEVNET_CHAIN_ID)
    : preparePglite(settings.pgliteDirectory, fingerprint);
  options.log?.(
    `indexer: ${start === 'fresh' ? 'indexing from the start' : 'resuming'} (${settings.databaseUrl ? `Postgres schema ${schema}` : `PGlite in ${settings.pgliteDirectory}`})`,
  );
  return { ...runPonder('start', options, env), start };
}

/**
 * An API replica: `ponder serve` answers the same routes from the Postgres schema a `ponder start`
 * (startIndexer) writes, without indexing. Start it once that schema exists (after startIndexer).
 */
export function serveIndexer(options: IndexerOptions & { databaseUrl: string }): Omit<Indexer, 'start'> {
  return runPonder('serve', options, ponderEnv(options));
}

function runPonder(
  command: 'start' | 'serve',
  options: IndexerOptions,
  env: NodeJS.ProcessEnv,
): Omit<Indexer, 'start'> {
  const port = options.port ?? DEFAULT_INDEXER_PORT;
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'ponder'),
    [
      command,
      '--schema',
      options.schema ?? 'flaskswap',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
      '--log-level',
      options.logLevel ?? 'warn',
    ],
    { cwd: join(repoRoot, 'indexer'), env, stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    process: child,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      let stopped = false;
      void exited.then(() => {
        stopped = true;
      });
      while (Date.now() < deadline) {
        if (stopped) throw new Error(`the indexer exited before it was ready (exit code ${child.exitCode})`);
        try {
          if ((await fetch(`${url}/ready`)).ok) return;
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the indexer at ${url} was not ready after ${timeoutMs / 1000} s`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // Ponder closes PGlite on SIGTERM; give it time before forcing it.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

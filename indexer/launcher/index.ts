// The indexer's launcher: starts Ponder as a supervised child process (restarted with backoff when
// it exits, docs/indexer.md "Running it"): `npm start`, the production runner (cli.ts), the e2e
// stack, the tests and the benches all go through here, so the fingerprint rule and the flags live
// in one place.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { type Supervised, supervise, waitForHttp } from '@flaskswap/supervisor';
import { readSettings, repoRoot } from '../src/settings.ts';
import {
  dropPglite,
  indexFingerprint,
  markPgliteOpen,
  pgliteLeftOpen,
  preparePglite,
  preparePostgres,
} from './freshness.ts';

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
  /** Called with each Ponder process (npm start's orphan guard watches them). */
  onStart?: (child: ChildProcess) => void;
}

export interface Indexer {
  url: string;
  /** 'fresh' when old data was dropped (a new chain or new indexer code), else 'resumed'. */
  start: 'fresh' | 'resumed';
  /** The current Ponder process: a new one after each restart. */
  readonly process: ChildProcess;
  /** Ponder processes started after the first (each exit is restarted). */
  readonly restarts: number;
  /** Resolves once Ponder has caught up with the chain (its /ready answers 200). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /** Kills Ponder at once (a second Ctrl-C): no restart, no graceful close. */
  kill(): void;
}

/** Ponder processes that exit before /ready answers, in a row, before ready() gives up. */
const FAILED_STARTS_BEFORE_GIVING_UP = 3;

/** Tries `read` until it succeeds: the RPC may be down for a while (a node restarting). */
async function untilAnswered<T>(read: () => Promise<T>, log?: (message: string) => void): Promise<T> {
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt === 1) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        log?.(`indexer: the RPC does not answer (${reason}); trying again until it does`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 10_000);
    }
  }
}

function ponderEnv(options: IndexerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PONDER_TELEMETRY_DISABLED: 'true',
    // GraphQL answers an unexpected error as "Unexpected error.", never with its message or stack.
    NODE_ENV: 'production',
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
  const fingerprint = await untilAnswered(
    () => indexFingerprint(options.rpcUrl, settings.manifest.startBlock),
    options.log,
  );
  const pglite = settings.databaseUrl ? undefined : settings.pgliteDirectory;
  if (pglite && pgliteLeftOpen(pglite)) options.log?.(leftOpenMessage);
  const start = pglite
    ? preparePglite(pglite, fingerprint)
    : await preparePostgres(settings.databaseUrl!, schema, fingerprint, settings.chainId === DEVNET_CHAIN_ID);
  options.log?.(
    `indexer: ${start === 'fresh' ? 'indexing from the start' : 'resuming'} (${pglite ? `PGlite in ${pglite}` : `Postgres schema ${schema}`})`,
  );
  // Object.assign keeps runPonder's getters (the current process, the restarts): a spread would copy their first values.
  return Object.assign(runPonder('start', options, env, pglite), { start });
}

const leftOpenMessage = 'indexer: the last Ponder was killed with its PGlite database open; indexing from the start';

/**
 * An API replica: `ponder serve` answers the same routes from the Postgres schema a `ponder start`
 * (startIndexer) writes, without indexing. Start it once that schema exists (after startIndexer).
 */
export function serveIndexer(options: IndexerOptions & { databaseUrl: string }): Omit<Indexer, 'start'> {
  return runPonder('serve', options, ponderEnv(options));
}

/**
 * Ponder `command` as a supervised child process (restarted with backoff when it exits). On
 * PGlite, a run killed with the database open leaves it to be rebuilt (freshness.ts).
 */
function runPonder(
  command: 'start' | 'serve',
  options: IndexerOptions,
  env: NodeJS.ProcessEnv,
  pglite?: string,
): Omit<Indexer, 'start'> {
  const port = options.port ?? DEFAULT_INDEXER_PORT;
  const args = [command, '--schema', options.schema ?? 'flaskswap', '--port', String(port), '--hostname', '127.0.0.1'];
  args.push('--log-level', options.logLevel ?? 'warn');
  const stdio = options.stdio ?? 'inherit';
  let failedStarts = 0;
  let readyOnce = false;
  const ponder: Supervised = supervise({
    name: command === 'start' ? 'indexer' : `indexer replica :${port}`,
    start: () => {
      if (pglite) {
        if (pgliteLeftOpen(pglite)) {
          (options.log ?? console.error)(leftOpenMessage);
          dropPglite(pglite);
        }
        markPgliteOpen(pglite, true);
      }
      return spawn(join(repoRoot, 'node_modules', '.bin', 'ponder'), args, {
        cwd: join(repoRoot, 'indexer'),
        env,
        stdio: ['ignore', stdio, stdio],
        // Its own process group: stopped as a whole, and a terminal's Ctrl-C is the launcher's.
        detached: true,
      });
    },
    onStart: options.onStart,
    onExit: (_code, signal) => {
      if (!readyOnce) failedStarts++;
      readyOnce = false;
      // An exit code means Ponder's own shutdown ran (it closes the database); a signal, that it did not.
      if (pglite && signal === null) markPgliteOpen(pglite, false);
    },
    log: options.log ?? console.error,
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    get process() {
      return ponder.child;
    },
    get restarts() {
      return ponder.restarts;
    },
    async ready(timeoutMs = 120_000) {
      await waitForHttp(`${url}/ready`, {
        timeoutMs,
        gaveUp: () =>
          failedStarts >= FAILED_STARTS_BEFORE_GIVING_UP
            ? `Ponder exited ${failedStarts} times before it was ready (last exit code ${ponder.child.exitCode})`
            : undefined,
      });
      readyOnce = true;
      failedStarts = 0;
    },
    // Ponder closes PGlite on SIGTERM; the supervisor gives it 10 s before forcing it.
    async stop() {
      await ponder.stop();
      if (pglite && ponder.child.signalCode === null) markPgliteOpen(pglite, false);
    },
    kill: () => ponder.kill(),
  };
}

// The hub as a supervised child process (server.ts), restarted with backoff when it exits: what
// `npm start` and the production runner (cli.ts) run, so a crash or a kill -9 costs seconds, not
// the service. Options become server.ts's environment; what they leave out comes from this process's.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Supervised, supervise, waitForHttp } from '@flaskswap/supervisor';
import type { Address } from 'viem';

export interface HubProcessOptions {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  rpcUrl?: string;
  deploymentsDir?: string;
  /** PGlite's folder (locked by the running hub). */
  dataDir?: string;
  databaseUrl?: string;
  contentDir?: string;
  voting?: { admins?: Address[]; minVotingPower?: bigint };
  rateLimits?: { perIp?: number; perAddress?: number; powerReadsPerIp?: number };
  /** Where the hub's output goes (default inherit). */
  stdio?: 'inherit' | 'ignore';
  log?: (message: string) => void;
  /** Called with each hub process (an orphan guard watches them). */
  onStart?: (child: ChildProcess) => void;
}

export interface HubProcess {
  url: string;
  /** The current hub process: a new one after each restart. */
  readonly process: ChildProcess;
  readonly restarts: number;
  /** Resolves once /ready answers (the database is open and the chain answers). */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /** Kills the hub at once, for good (a second Ctrl-C). */
  kill(): void;
}

const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
const hubRoot = fileURLToPath(new URL('..', import.meta.url));

function serverEnv(options: HubProcessOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HUB_PORT: String(options.port) };
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) env[name] = value;
  };
  set('HUB_HOST', options.host);
  set('RPC_URL', options.rpcUrl);
  set('DEPLOYMENTS_DIR', options.deploymentsDir);
  set('HUB_DATA_DIR', options.dataDir);
  set('DATABASE_URL', options.databaseUrl);
  set('HUB_CONTENT_DIR', options.contentDir);
  set('HUB_VOTING_ADMINS', options.voting?.admins?.join(','));
  set('HUB_MIN_VOTING_POWER', options.voting?.minVotingPower?.toString());
  set('HUB_RATE_LIMIT_PER_IP', options.rateLimits?.perIp?.toString());
  set('HUB_RATE_LIMIT_PER_ADDRESS', options.rateLimits?.perAddress?.toString());
  set('HUB_RATE_LIMIT_POWER_READS_PER_IP', options.rateLimits?.powerReadsPerIp?.toString());
  return env;
}

/** Starts the supervised hub and waits until it is ready. */
export async function startHubProcess(options: HubProcessOptions): Promise<HubProcess> {
  const env = serverEnv(options);
  const stdio = options.stdio ?? 'inherit';
  let exits = 0;
  const hub: Supervised = supervise({
    name: 'hub',
    start: () =>
      spawn(process.execPath, ['--import', 'tsx', serverScript], {
        cwd: hubRoot,
        env,
        stdio: ['ignore', stdio, stdio],
        // Its own process group: a terminal's Ctrl-C is for the supervisor, which stops it in order.
        detached: true,
      }),
    onStart: options.onStart,
    onExit: () => {
      exits++;
    },
    log: options.log ?? console.error,
  });
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  const handle: HubProcess = {
    url,
    get process() {
      return hub.child;
    },
    get restarts() {
      return hub.restarts;
    },
    ready: (timeoutMs = 120_000) => {
      const exitsBefore = exits;
      return waitForHttp(`${url}/ready`, {
        timeoutMs,
        gaveUp: () => (exits - exitsBefore >= 3 ? `the hub exited ${exits - exitsBefore} times meanwhile` : undefined),
      });
    },
    stop: () => hub.stop(),
    kill: () => hub.kill(),
  };
  try {
    await handle.ready();
  } catch (error) {
    await hub.stop();
    throw error;
  }
  return handle;
}

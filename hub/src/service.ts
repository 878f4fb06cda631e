// startHub: the hub in-process (npm start, the e2e stack and the tests run it this way; cli.ts wraps it).
import type { AddressInfo } from 'node:net';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { LockHeldError, type PidLock, takePidLock } from '@flaskswap/supervisor';
import { serve } from '@hono/node-server';
import { createHubApp, type HubRateLimits } from './app.ts';
import { connectChain, createProfileReader } from './chain.ts';
import { openDatabase } from './db/client.ts';
import { contentDirFor } from './ipfs/contentStore.ts';
import { createVoting, nowSeconds, type ProposalJson, type VoteJson, type VotingOptions } from './voting/index.ts';

export interface HubOptions {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PGlite's folder; in memory when neither this nor databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  rpcUrl: string;
  /** Where `<chainId>.json` manifests are. */
  deploymentsDir: string;
  /** The content store the /ipfs route serves; default `contentDirFor(deploymentsDir, 31337)`. */
  contentDir?: string;
  rateLimits?: HubRateLimits;
  /** Who publishes core proposals, and the voting power a community proposal needs (default 10 FLASK). */
  voting?: VotingOptions;
}

/** `now`: the hub's clock for this call in unix seconds (default the real one), to replay history. */
export interface VotingCallOptions {
  now?: number;
}

export interface Hub {
  url: string;
  /**
   * The POST routes' code in-process (every check but the rate limits and body size). Rejects with a
   * VotingError carrying the HTTP status and message.
   */
  voting: {
    publishProposal(body: unknown, options?: VotingCallOptions): Promise<ProposalJson>;
    castVote(body: unknown, options?: VotingCallOptions): Promise<VoteJson>;
  };
  stop(): Promise<void>;
}

/** Raised when another hub process holds the data folder: nothing was opened. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`another hub (process ${pid}) uses ${dataDir}: stop it first, or give this one another HUB_DATA_DIR`);
    this.name = 'DataDirInUseError';
  }
}

/**
 * Starts the hub in this process, in an order that never touches a live hub's data: it locks its
 * PGlite folder (a second hub on it is refused), binds its port (a busy port is refused), and only
 * then opens and migrates the database. Until then it answers /health and 503 to everything else.
 */
export async function startHub(options: HubOptions): Promise<Hub> {
  const host = options.host ?? '127.0.0.1';
  let lock: PidLock | undefined;
  if (options.dataDir && !options.databaseUrl) {
    try {
      lock = takePidLock(`${options.dataDir}.lock`);
    } catch (error) {
      if (error instanceof LockHeldError) throw new DataDirInUseError(options.dataDir, error.pid);
      throw error;
    }
  }
  const gate = createStartingGate();
  let server: ReturnType<typeof serve>;
  let port: number;
  try {
    ({ server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
      const started = serve({ fetch: gate.fetch, port: options.port, hostname: host }, (info: AddressInfo) =>
        resolve({ server: started, port: info.port }),
      );
      started.once('error', reject);
    }));
  } catch (error) {
    lock?.release();
    throw error;
  }
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections would hold close() open.
      if ('closeAllConnections' in server) server.closeAllConnections();
    });

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  } catch (error) {
    await closeServer();
    lock?.release();
    throw error;
  }
  const chain = connectChain({ rpcUrl: options.rpcUrl, deploymentsDir: options.deploymentsDir });
  const voting = createVoting({ db: database.db, chain, options: options.voting });
  gate.open(
    createHubApp({
      db: database.db,
      chain,
      profiles: createProfileReader(chain),
      voting,
      contentDir: options.contentDir ?? contentDirFor(options.deploymentsDir, DEVNET_CHAIN_ID),
      rateLimits: options.rateLimits,
    }),
  );

  let stopped: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    voting: {
      publishProposal: (body, { now = nowSeconds() } = {}) => voting.publishProposal(body, { now }),
      castVote: (body, { now = nowSeconds() } = {}) => voting.castVote(body, { now }),
    },
    stop() {
      stopped ??= (async () => {
        await closeServer();
        await database.close();
        lock?.release();
      })();
      return stopped;
    },
  };
}

/** The server's handler: /health and 503s while the database opens, then the hub itself. */
function createStartingGate() {
  let hub: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> } | undefined;
  return {
    open(app: NonNullable<typeof hub>) {
      hub = app;
    },
    // `env` carries Node's request and socket: without it getConnInfo throws and every client's
    // per-IP limit is one shared "unknown" budget.
    fetch(request: Request, env?: unknown): Response | Promise<Response> {
      if (hub) return hub.fetch(request, env);
      if (new URL(request.url).pathname === '/health') return Response.json({ ok: true });
      return Response.json(
        { error: 'The hub is starting: try again in a moment' },
        { status: 503, headers: { 'Retry-After': '1' } },
      );
    },
  };
}

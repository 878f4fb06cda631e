// The hub's HTTP surface (docs/hub.md): health, usernames, voting, and the IPFS gateway stand-in.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ChainConnection, ProfileReader } from './chain.ts';
import type { HubDatabase } from './db/client.ts';
import { jsonError } from './http.ts';
import { createRateLimiter } from './rateLimit.ts';
import { createReadinessCheck } from './readiness.ts';
import { ipfsRoutes } from './routes/ipfs.ts';
import { usersRoutes } from './routes/users.ts';
import { verifyRoutes } from './routes/verify.ts';
import { votingRoutes } from './routes/voting.ts';
import type { Voting } from './voting/index.ts';

/** Signed POSTs (usernames; voting proposals and votes, counted apart) allowed in any window of `windowMs`. */
export interface HubRateLimits {
  perAddress: number;
  /** Higher: several wallets may share one IP (the e2e workers do). */
  perIp: number;
  /**
   * Voting power an IP may have read from the chain per window, in addresses: a /verify counts
   * its votes, a GET voting-power one. 10,000 is ten full pages of votes a minute.
   */
  powerReadsPerIp?: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: HubRateLimits = {
  perAddress: 10,
  perIp: 30,
  powerReadsPerIp: 10_000,
  windowMs: 60_000,
};

export interface HubAppOptions {
  db: HubDatabase;
  chain: ChainConnection;
  profiles: ProfileReader;
  voting: Voting;
  contentDir: string;
  rateLimits?: HubRateLimits;
}

export function createHubApp({
  db,
  chain,
  profiles,
  voting,
  contentDir,
  rateLimits = DEFAULT_RATE_LIMITS,
}: HubAppOptions) {
  const limiter = (max: number) => createRateLimiter({ max, windowMs: rateLimits.windowMs });
  const app = new Hono();
  // Open to every origin: reads are public and a POST is authenticated by its signature, not a cookie.
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type'] }));
  // Alive: the process answers. Ready: its database answers and the chain it reads does too.
  app.get('/health', (c) => c.json({ ok: true }));
  const readiness = createReadinessCheck(db, chain);
  app.get('/ready', async (c) => {
    const problem = await readiness();
    return problem ? c.json({ ready: false, error: problem }, 503) : c.json({ ready: true });
  });
  app.route(
    '/api/users',
    usersRoutes({
      db,
      profiles,
      limitPerIp: limiter(rateLimits.perIp),
      limitPerAddress: limiter(rateLimits.perAddress),
    }),
  );
  // One budget for both routes that read voting power from the chain.
  const limitPowerReads = limiter(rateLimits.powerReadsPerIp ?? DEFAULT_RATE_LIMITS.powerReadsPerIp!);
  app.route(
    '/api/voting',
    votingRoutes({
      voting,
      limitPerIp: limiter(rateLimits.perIp),
      limitPerAddress: limiter(rateLimits.perAddress),
      limitPowerReads,
    }),
  );
  app.route('/verify', verifyRoutes({ voting, limitPowerReads }));
  app.route('/ipfs', ipfsRoutes({ contentDir }));
  app.notFound((c) => jsonError(c, 404, 'No such route'));
  app.onError((error, c) => {
    console.error('[hub]', error);
    return jsonError(c, 500, 'Internal error');
  });
  return app;
}

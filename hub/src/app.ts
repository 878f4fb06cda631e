// The hub's HTTP surface (docs/hub.md): health, usernames, and the IPFS gateway stand-in.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ProfileReader } from './chain.ts';
import type { HubDatabase } from './db/client.ts';
import { jsonError } from './http.ts';
import { createRateLimiter } from './rateLimit.ts';
import { ipfsRoutes } from './routes/ipfs.ts';
import { usersRoutes } from './routes/users.ts';

export interface HubRateLimits {
  /** Username POSTs allowed per client IP and per address in any window (default 10). */
  postsPerWindow: number;
  /** Default one minute. */
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: HubRateLimits = { postsPerWindow: 10, windowMs: 60_000 };

export interface HubAppOptions {
  db: HubDatabase;
  profiles: ProfileReader;
  contentDir: string;
  rateLimits?: HubRateLimits;
}

export function createHubApp({ db, profiles, contentDir, rateLimits = DEFAULT_RATE_LIMITS }: HubAppOptions) {
  const limit = { max: rateLimits.postsPerWindow, windowMs: rateLimits.windowMs };
  const app = new Hono();
  // Open to every origin: reads are public and a POST is authenticated by its signature, not a cookie.
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type'] }));
  app.get('/health', (c) => c.json({ ok: true }));
  app.route(
    '/api/users',
    usersRoutes({
      db,
      profiles,
      limitPerIp: createRateLimiter(limit),
      limitPerAddress: createRateLimiter(limit),
    }),
  );
  app.route('/ipfs', ipfsRoutes({ contentDir }));
  app.notFound((c) => jsonError(c, 404, 'No such route'));
  app.onError((error, c) => {
    console.error('[hub]', error);
    return jsonError(c, 500, 'Internal error');
  });
  return app;
}

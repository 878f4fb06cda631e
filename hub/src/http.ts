// Small HTTP helpers shared by the routes.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the hub answers: `{ "error": "<clear message>" }`. */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string) {
  return c.json({ error }, status);
}

/** Seconds a client waits before asking again when the chain does not answer. */
export const CHAIN_RETRY_SECONDS = 5;

/** A 503 with a retry hint: the chain (or a service the hub needs) does not answer right now. */
export function unavailable(c: Context, error: string) {
  c.header('Retry-After', String(CHAIN_RETRY_SECONDS));
  return jsonError(c, 503, error);
}

/**
 * The load balancers in front of the hub (HUB_TRUSTED_PROXIES: their addresses, comma-separated;
 * `npm run stack` names its nginx, docs/deploy.md). Empty by default: the devnet's hub has none.
 */
const TRUSTED_PROXIES = new Set(
  (process.env.HUB_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean),
);

/**
 * Who sent a request: the socket's address, or, when that is a trusted balancer, the last
 * X-Forwarded-For entry (the one the balancer wrote; nginx's `$remote_addr`). Anyone else's
 * forwarding header is ignored: any client can write one.
 */
export function requestSender(socket: string, forwardedFor: string | undefined, trusted: ReadonlySet<string>): string {
  if (!trusted.has(socket)) return socket;
  return forwardedFor?.split(',').at(-1)?.trim() || socket;
}

/** The client's IP, for the per-IP limits (requestSender). */
export function clientIp(c: Context): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
  return requestSender(socket, c.req.header('x-forwarded-for'), TRUSTED_PROXIES);
}

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
 * The client's IP from the socket. Forwarding headers are not trusted: anyone can write them, and
 * the hub listens on loopback behind nothing on the devnet.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

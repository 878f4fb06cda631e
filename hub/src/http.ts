// Small HTTP helpers shared by the routes.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the hub answers: `{ "error": "<clear message>" }`. */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string) {
  return c.json({ error }, status);
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

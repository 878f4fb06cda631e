// POST /verify (SPEC.md §7): whether each vote's total and verificationHash match the voting power
// recomputed at the block. Open to anyone: the body is bounded by its vote count (1,000 addresses,
// so at most 26 RPC calls: the latest block and a multicall per 40 addresses), and each IP by the
// addresses it has verified in the last minute (429 past it).
import { MAX_VERIFY_VOTES } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientIp, jsonError } from '../http.ts';
import type { RateLimiter } from '../rateLimit.ts';
import type { Voting } from '../voting/index.ts';
import { readJson, tooManyRequests, votingErrorResponse } from './errorResponses.ts';

/** 1000 votes of an address, a hash and a total. */
export const MAX_VERIFY_BODY_BYTES = 256 * 1024;

/** The addresses a /verify body asks about (what it costs in RPC reads; over the cap it is refused anyway). */
function addressCount(body: unknown): number {
  const votes = (body as { votes?: unknown } | null)?.votes;
  return Array.isArray(votes) ? Math.min(Math.max(1, votes.length), MAX_VERIFY_VOTES) : 1;
}

export function verifyRoutes({ voting, limitPowerReads }: { voting: Voting; limitPowerReads: RateLimiter }) {
  const app = new Hono();
  app.onError(votingErrorResponse);
  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_VERIFY_BODY_BYTES,
      onError: (c) => jsonError(c, 413, `The body must be at most ${MAX_VERIFY_BODY_BYTES} bytes`),
    }),
    async (c) => {
      const body = await readJson(c);
      const wait = limitPowerReads.hit(clientIp(c), undefined, addressCount(body));
      if (wait > 0) return tooManyRequests(c, Number.isFinite(wait) ? wait : 60_000);
      return c.json(await voting.verify(body));
    },
  );
  return app;
}

// POST /verify (SPEC.md §7): whether each vote's total and verificationHash match the voting power
// recomputed at the block. Open to anyone; the body is bounded by its vote count.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from '../http.ts';
import type { Voting } from '../voting/index.ts';
import { readJson, votingErrorResponse } from './errorResponses.ts';

/** 1000 votes of an address, a hash and a total. */
export const MAX_VERIFY_BODY_BYTES = 256 * 1024;

export function verifyRoutes({ voting }: { voting: Voting }) {
  const app = new Hono();
  app.onError(votingErrorResponse);
  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_VERIFY_BODY_BYTES,
      onError: (c) => jsonError(c, 413, `The body must be at most ${MAX_VERIFY_BODY_BYTES} bytes`),
    }),
    async (c) => c.json(await voting.verify(await readJson(c))),
  );
  return app;
}

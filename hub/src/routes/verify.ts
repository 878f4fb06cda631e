// POST /verify (SPEC.md §7): whether each vote's total and verificationHash match the voting power
// recomputed at the block. Open to anyone; the body is bounded by its vote count.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Governance } from '../governance/index.ts';
import { jsonError } from '../http.ts';
import { governanceErrorAnswer, readJson } from './answers.ts';

/** 1000 votes of an address, a hash and a total. */
export const MAX_VERIFY_BODY_BYTES = 256 * 1024;

export function verifyRoutes({ governance }: { governance: Governance }) {
  const app = new Hono();
  app.onError(governanceErrorAnswer);
  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_VERIFY_BODY_BYTES,
      onError: (c) => jsonError(c, 413, `The body must be at most ${MAX_VERIFY_BODY_BYTES} bytes`),
    }),
    async (c) => c.json(await governance.verify(await readJson(c))),
  );
  return app;
}

// How the voting routes answer: a VotingError with its status and text (429s with
// Retry-After), a body read as JSON or refused with 400.
import type { Context } from 'hono';
import { jsonError } from '../http.ts';
import { parseJsonBody } from '../jsonBody.ts';
import { VotingError } from '../voting/index.ts';

export function tooManyRequests(c: Context, waitMs: number) {
  c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
  return jsonError(c, 429, 'Too many requests: try again in a minute');
}

export function votingErrorResponse(error: Error, c: Context) {
  if (!(error instanceof VotingError)) {
    console.error('[hub]', error);
    return jsonError(c, 500, 'Internal error');
  }
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return jsonError(c, error.status, error.message);
}

export async function readJson(c: Context): Promise<unknown> {
  const body = parseJsonBody(await c.req.text());
  if (!body.ok) throw new VotingError(400, body.error);
  return body.value;
}

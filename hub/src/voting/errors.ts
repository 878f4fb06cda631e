// A refusal with the HTTP status the routes answer (and Hub.voting's callers read).
import { checkWith, type Output, type Schema } from '@flaskswap/sdk/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CHAIN_RETRY_SECONDS } from '../http.ts';

export class VotingError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** For a 429 or a 503: seconds until the next attempt may pass (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'VotingError';
  }
}

export const INVALID_SNAPSHOT = 'Invalid snapshot';

/** `input` as `schema` takes it, or a 400 with the first problem in words. */
export function checkedOr400<S extends Schema>(schema: S, input: unknown): Output<S> {
  const checked = checkWith(schema, input);
  if (!checked.ok) throw new VotingError(400, checked.error);
  return checked.value;
}

/** Runs a chain read; a failure of the chain itself (not of the input) answers 503. */
export async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof VotingError) throw error;
    throw new VotingError(503, 'The hub cannot reach the chain right now: try again in a moment', CHAIN_RETRY_SECONDS);
  }
}

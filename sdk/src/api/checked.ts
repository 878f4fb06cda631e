// What a server makes of what a client sent: the value, or the first problem in words (the 400's
// text). One type for the hub and the indexer; the schemas beside it say what each route takes.
import type { z } from 'zod';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** A request schema and what it makes of its input (for code that does not import zod itself). */
export type Schema = z.ZodType;
export type Output<S extends Schema> = z.output<S>;

type Issue = z.core.$ZodIssue;

const isPrefix = (prefix: readonly PropertyKey[], path: readonly PropertyKey[]) =>
  prefix.length <= path.length && prefix.every((key, i) => key === path[i]);

/**
 * The issue a reader meets first: zod lists an object's unknown fields after its fields'
 * problems; a field-by-field check refuses the unknown field before looking inside.
 */
function firstIssue(issues: readonly Issue[]): Issue {
  const first = issues[0]!;
  const unknownField = issues
    .filter((issue) => issue.code === 'unrecognized_keys' && isPrefix(issue.path, first.path))
    .sort((a, b) => a.path.length - b.path.length)[0];
  return unknownField ?? first;
}

export function checkWith<S extends Schema>(schema: S, input: unknown): Checked<Output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: firstIssue(result.error.issues).message };
}

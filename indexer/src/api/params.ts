// Query parameters of the REST routes, checked before any query runs: a bad one is a 400
// with a message naming it, never a silently ignored filter.
import { type Address, isAddress } from 'viem';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

export function parseAddress(name: string, raw: string | undefined): Parsed<Address | undefined> {
  if (raw === undefined) return { ok: true, value: undefined };
  if (!isAddress(raw, { strict: false }))
    return fail(`${name} must be an address (0x and 40 hex digits), got "${raw}"`);
  return { ok: true, value: raw.toLowerCase() as Address };
}

export function parseBoolean(name: string, raw: string | undefined): Parsed<boolean | undefined> {
  if (raw === undefined) return { ok: true, value: undefined };
  if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
  return fail(`${name} must be true or false, got "${raw}"`);
}

/** A whole number in [min, max], or `fallback` when absent. */
export function parseInteger(
  name: string,
  raw: string | undefined,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): Parsed<number> {
  if (raw === undefined) return { ok: true, value: fallback };
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    return fail(`${name} must be a whole number ${range}, got "${raw}"`);
  }
  return { ok: true, value };
}

/** Paging shared by the lists: first (1..1000) and skip (≥ 0). */
export function parsePage(query: Record<string, string | undefined>, defaultFirst: number) {
  const first = parseInteger('first', query.first, { min: 1, max: 1000, fallback: defaultFirst });
  if (!first.ok) return first;
  const skip = parseInteger('skip', query.skip, { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 });
  if (!skip.ok) return skip;
  return { ok: true as const, value: { first: first.value, skip: skip.value } };
}

// Query parameters as the REST routes take them (the indexer's): each checked before any query
// runs, a bad one refused with a message naming it, never a filter silently ignored.
import { type Address, isAddress } from 'viem';
import { z } from 'zod';

/** An address (any case), lowercased; absent is undefined. */
export const addressParam = (name: string) =>
  z
    .string()
    .optional()
    .refine((raw) => raw === undefined || isAddress(raw, { strict: false }), {
      error: (issue) => `${name} must be an address (0x and 40 hex digits), got "${issue.input}"`,
    })
    .transform((raw) => raw?.toLowerCase() as Address | undefined);

/** 'true' or 'false'; absent is undefined. */
export const booleanParam = (name: string) =>
  z
    .enum(['true', 'false'], { error: (issue) => `${name} must be true or false, got "${issue.input}"` })
    .optional()
    .transform((raw) => (raw === undefined ? undefined : raw === 'true'));

/** A whole number in [min, max], or `fallback` when absent. */
export const integerParam = (name: string, { min, max, fallback }: { min: number; max: number; fallback: number }) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): number => {
      if (raw === undefined) return fallback;
      const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
      const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number ${range}, got "${raw}"`, input: raw });
      return z.NEVER;
    });

/** One of `choices`, or `fallback` when absent. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(
  name: string,
  choices: T,
  fallback: T[number],
) =>
  z
    .enum(choices, { error: (issue) => `${name} must be one of ${choices.join(', ')}, got "${issue.input}"` })
    .optional()
    .transform((raw): T[number] => raw ?? fallback);

/** Paging shared by the lists: first (1..1000, default `defaultFirst`) and skip (≥ 0). */
export const pageParams = (defaultFirst: number) => ({
  first: integerParam('first', { min: 1, max: 1000, fallback: defaultFirst }),
  skip: integerParam('skip', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
});

/** A position in a newest-first list of logs: its block and log index. */
export interface LogPosition {
  blockNumber: bigint;
  logIndex: number;
}

/** A log position as a keyset cursor sends it: `<block>-<log index>`, both decimal. */
export const formatLogCursor = ({ blockNumber, logIndex }: LogPosition) => `${blockNumber}-${logIndex}`;

/** A keyset cursor (`<block>-<log index>`, as `formatLogCursor` writes it); absent is undefined. */
export const logCursorParam = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): LogPosition | undefined => {
      if (raw === undefined) return undefined;
      const match = /^(\d{1,20})-(\d{1,9})$/.exec(raw);
      if (match) return { blockNumber: BigInt(match[1]!), logIndex: Number(match[2]) };
      const message = `${name} must be a block and a log index as <block>-<log index>, got "${raw}"`;
      ctx.addIssue({ code: 'custom', message, input: raw });
      return z.NEVER;
    });

/** Addresses separated by commas (any case), lowercased and unique, at most `max`; absent is undefined. */
export const addressListParam = (name: string, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): Address[] | undefined => {
      if (raw === undefined) return undefined;
      const parts = raw.split(',');
      const bad = parts.find((part) => !isAddress(part, { strict: false }));
      if (bad !== undefined || parts.length > max) {
        const message =
          bad !== undefined
            ? `${name} must be addresses (0x and 40 hex digits) separated by commas, got "${bad}"`
            : `${name} takes at most ${max} addresses, got ${parts.length}`;
        ctx.addIssue({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return [...new Set(parts.map((part) => part.toLowerCase() as Address))];
    });

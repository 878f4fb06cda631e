// The pieces request and response shapes are made of: addresses, decimal strings, timestamps, and
// objects that name their fields when refused.
import { type Address, isAddress } from 'viem';
import { z } from 'zod';

/** A lowercase address, or undefined for anything that is not a 0x address (checksum checked when mixed case). */
export function checkAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value) ? (value.toLowerCase() as Address) : undefined;
}

// ISO 8601 in UTC, as Date.prototype.toISOString writes it (milliseconds optional).
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;

/** The instant of an ISO 8601 UTC timestamp, or undefined when malformed or not a real date. */
export function parseIsoUtc(value: string): Date | undefined {
  if (!ISO_UTC.test(value)) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // Date accepts 2026-02-30 and rolls it over; a real date prints back the same.
  const canonical = value.includes('.') ? value : value.replace('Z', '.000Z');
  return date.toISOString() === canonical ? date : undefined;
}

/** A field that must be a wallet address (lowercased), refused with `message` otherwise, missing included. */
export const walletAddress = (message: string) =>
  z.unknown().transform((value, ctx): Address => {
    const address = checkAddress(value);
    if (address) return address;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });

/** A required string field: `<path> is required (a string)` otherwise. */
export const requiredString = (path: string) => z.string({ error: `${path} is required (a string)` });

/** An object refusing other fields: `<what> must be a JSON object with <fields>` or `Unexpected field "<key>"<where>`. */
export function fieldsOf<const Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  what: string,
  { unexpectedIn = '', notObject }: { unexpectedIn?: string; notObject?: string } = {},
) {
  const fields = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field "${String(issue.keys[0]).slice(0, 40)}"${unexpectedIn}`
        : (notObject ?? `${what} must be a JSON object with ${fields.join(', ')}`),
  });
}

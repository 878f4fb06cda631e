// Strict checks of what clients send: every field typed, bounded and well-formed, unknown fields
// refused, each failure named in the error text.
import { usernameError } from '@flaskswap/sdk';
import { type Address, type Hex, isAddress } from 'viem';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

export interface UsernameClaimBody {
  /** Lowercase. */
  address: Address;
  username: string;
  issuedAt: string;
  signature: Hex;
}

const CLAIM_FIELDS = ['address', 'username', 'issuedAt', 'signature'] as const;
// ISO 8601 in UTC, as Date.prototype.toISOString writes it (milliseconds optional).
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
// 65 bytes r‖s‖v: what personal_sign returns for an externally owned account.
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** A lowercase address, or undefined for anything that is not a 0x address (checksum checked when mixed case). */
export function checkAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value) ? (value.toLowerCase() as Address) : undefined;
}

/** The instant of an ISO 8601 UTC timestamp, or undefined when malformed or not a real date. */
export function parseIsoUtc(value: string): Date | undefined {
  if (!ISO_UTC.test(value)) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // Date accepts 2026-02-30 and rolls it over; a real date prints back the same.
  const canonical = value.includes('.') ? value : value.replace('Z', '.000Z');
  return date.toISOString() === canonical ? date : undefined;
}

export function checkUsernameClaim(body: unknown): Checked<UsernameClaimBody> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object with address, username, issuedAt and signature' };
  }
  const unexpected = Object.keys(body).find((key) => !(CLAIM_FIELDS as readonly string[]).includes(key));
  if (unexpected !== undefined) return { ok: false, error: `Unexpected field "${unexpected.slice(0, 40)}"` };
  const fields = body as Record<string, unknown>;
  for (const field of CLAIM_FIELDS) {
    if (typeof fields[field] !== 'string') return { ok: false, error: `${field} is required (a string)` };
  }
  const { username, issuedAt, signature } = fields as Record<(typeof CLAIM_FIELDS)[number], string>;
  const address = checkAddress(fields.address);
  if (!address) return { ok: false, error: 'address must be a 0x wallet address' };
  const ruleBroken = usernameError(username);
  if (ruleBroken) return { ok: false, error: ruleBroken };
  if (!parseIsoUtc(issuedAt)) {
    return { ok: false, error: 'issuedAt must be an ISO 8601 UTC time like 2026-01-31T12:00:00.000Z' };
  }
  if (!SIGNATURE.test(signature)) return { ok: false, error: 'signature must be a 65-byte 0x hex signature' };
  return { ok: true, value: { address, username, issuedAt, signature: signature as Hex } };
}

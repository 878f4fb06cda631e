// The expert-mode recipient (SPEC.md section 5): an address, or a name like "alice.bnb".
import { type Address, getAddress } from 'viem';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/** Dot-separated labels of letters, digits and inner hyphens, ending in an alphabetic top-level label. */
const NAME_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** What the user typed with every whitespace character removed. */
export function normalizeRecipient(text: string): string {
  return text.replace(/\s+/g, '');
}

export type ParsedRecipient =
  | { kind: 'empty' }
  | { kind: 'address'; address: Address }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' };

export function parseRecipient(text: string): ParsedRecipient {
  const value = normalizeRecipient(text);
  if (value === '') return { kind: 'empty' };
  if (ADDRESS_PATTERN.test(value)) return { kind: 'address', address: getAddress(value) };
  if (NAME_PATTERN.test(value) && !value.startsWith('0x')) return { kind: 'name', name: value.toLowerCase() };
  return { kind: 'invalid' };
}

/**
 * A recipient that would lose the tokens: the router itself, a token or pair the trade goes
 * through, or a blocked address.
 */
export function isBadRecipient(
  recipient: Address,
  forbidden: readonly string[],
  isBlocked: (address: string) => boolean,
): boolean {
  const lower = recipient.toLowerCase();
  return isBlocked(recipient) || forbidden.some((address) => address.toLowerCase() === lower);
}

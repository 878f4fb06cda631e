// The transfer dialog's address check (SPEC.md §8 'Please enter a valid wallet address').
import { type Address, getAddress, isAddress, isAddressEqual, zeroAddress } from 'viem';
import { type MessageText, msg } from '@/i18n/message.ts';

export const INVALID_ADDRESS_TEXT = msg('Please enter a valid wallet address');
export const OWN_ADDRESS_TEXT = msg('This is your own address: enter the wallet you are sending to');
export const ZERO_ADDRESS_TEXT = msg('NFTs cannot be sent to the zero address');

export type RecipientCheck = { ok: true; address: Address } | { ok: false; error: MessageText };

/**
 * A 0x address (all lowercase, or with a correct checksum: a mistyped checksummed address is
 * refused rather than guessed), not the sender's own and not the zero address.
 */
export function checkRecipient(input: string, sender: Address | undefined): RecipientCheck {
  const value = input.trim();
  if (!isAddress(value)) return { ok: false, error: INVALID_ADDRESS_TEXT };
  if (isAddressEqual(value, zeroAddress)) return { ok: false, error: ZERO_ADDRESS_TEXT };
  if (sender && isAddressEqual(value, sender)) return { ok: false, error: OWN_ADDRESS_TEXT };
  return { ok: true, address: getAddress(value) };
}

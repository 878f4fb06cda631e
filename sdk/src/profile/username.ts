// Usernames: the rule from SPEC.md §5/§8 and the text a wallet signs to claim one at the hub.
import { getAddress } from 'viem';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 15;
/** The rule as users read it (SPEC.md §8: "3 to 15 letters and numbers, no spaces or special characters"). */
export const USERNAME_RULE = `Usernames must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters and numbers, with no spaces or special characters`;
/** How long a signed username message stays acceptable, either side of the hub's clock. */
export const USERNAME_SIGNATURE_MAX_AGE_MS = 10 * 60 * 1000;

// ASCII only: "letters" that merely look alike (Cyrillic а, full-width Ａ) would allow impersonation.
const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

export function isValidUsername(name: string): boolean {
  return USERNAME_PATTERN.test(name);
}

/** The rule text when `name` breaks it, otherwise undefined. */
export function usernameError(name: string): string | undefined {
  return isValidUsername(name) ? undefined : USERNAME_RULE;
}

export interface UsernameClaim {
  address: string;
  username: string;
  /** ISO 8601 UTC, e.g. `new Date().toISOString()`. */
  issuedAt: string;
  chainId: number;
}

/**
 * The EIP-191 (personal_sign) text that claims a username. The hub rebuilds it from the request's
 * fields and recovers the signer, so the wallet shows exactly what is being agreed to. The address
 * is checksummed here, so a lowercase or checksummed address gives the same text.
 */
export function usernameMessage({ address, username, issuedAt, chainId }: UsernameClaim): string {
  return [
    'FlaskSwap username',
    '',
    'Sign this message to set the username of your FlaskSwap profile.',
    'It sends no transaction and costs nothing.',
    '',
    `Address: ${getAddress(address)}`,
    `Username: ${username}`,
    `Chain ID: ${chainId}`,
    `Issued at: ${issuedAt}`,
  ].join('\n');
}

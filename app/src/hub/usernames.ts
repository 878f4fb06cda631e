// Plain fetches to the hub's username routes. No React here. Nothing the hub says is trusted as
// markup: a served name must pass the username rule, an error message is shown as text only.
import { isValidUsername } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';

/** SPEC.md §8's catalogue: a failed signature, and a hub that refused or could not check a name. */
export type UsernameFailureKey = 'Unable to sign payload' | 'Unable to verify username';

export class UsernameError extends Error {
  override name = 'UsernameError';
  constructor(
    readonly key: UsernameFailureKey,
    /** The hub's own reason, when it gave one (e.g. 'Username taken'). */
    readonly detail?: string,
    options?: ErrorOptions,
  ) {
    super(detail ? `${key}: ${detail}` : key, options);
  }
}

const MAX_HUB_MESSAGE_LENGTH = 200;

async function hubErrorMessage(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error.slice(0, MAX_HUB_MESSAGE_LENGTH) : undefined;
}

/** SPEC.md §7: GET {hub}/api/users/{address}; an empty name on any failure or non-OK answer. */
export async function fetchUsername(hubUrl: string, address: Address, signal?: AbortSignal): Promise<string> {
  try {
    const response = await fetch(`${hubUrl}/api/users/${address}`, { signal });
    if (!response.ok) return '';
    const body = (await response.json()) as { username?: unknown };
    return typeof body.username === 'string' && isValidUsername(body.username) ? body.username : '';
  } catch {
    return '';
  }
}

export type UsernameCheck = { valid: true } | { valid: false; error: string };

/** Whether the hub would accept `username` (the rule and uniqueness); throws UsernameError when it cannot say. */
export async function checkUsername(hubUrl: string, username: string, signal?: AbortSignal): Promise<UsernameCheck> {
  let response: Response;
  try {
    response = await fetch(`${hubUrl}/api/users/valid/${encodeURIComponent(username)}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UsernameError('Unable to verify username', undefined, { cause: error });
  }
  if (!response.ok) throw new UsernameError('Unable to verify username', await hubErrorMessage(response));
  const body = (await response.json().catch(() => ({}))) as { valid?: unknown; error?: unknown };
  if (body.valid === true) return { valid: true };
  const error = typeof body.error === 'string' ? body.error.slice(0, MAX_HUB_MESSAGE_LENGTH) : '';
  return { valid: false, error };
}

export interface SignedUsernameClaim {
  address: Address;
  username: string;
  issuedAt: string;
  signature: Hex;
}

/** POST {hub}/api/users: the hub checks the signature, the active profile and uniqueness. */
export async function postUsername(hubUrl: string, claim: SignedUsernameClaim): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${hubUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(claim),
    });
  } catch (error) {
    throw new UsernameError('Unable to verify username', undefined, { cause: error });
  }
  if (!response.ok) throw new UsernameError('Unable to verify username', await hubErrorMessage(response));
}

// Signed username claims as a wallet makes them, and a tiny client for the hub's routes.
import { usernameMessage } from '@flaskswap/sdk';
import type { LocalAccount } from 'viem';

export interface ClaimBody {
  address: string;
  username: string;
  issuedAt: string;
  signature: string;
}

let lastIssuedAt = 0;
/** Now, but strictly later than the previous claim's time: an account's newer claim must be newer. */
export function freshIssuedAt(): string {
  lastIssuedAt = Math.max(Date.now(), lastIssuedAt + 1);
  return new Date(lastIssuedAt).toISOString();
}

export async function signClaim(
  signer: LocalAccount,
  {
    address = signer.address,
    username,
    issuedAt = freshIssuedAt(),
    chainId,
  }: { address?: string; username: string; issuedAt?: string; chainId: number },
): Promise<ClaimBody> {
  const signature = await signer.signMessage({ message: usernameMessage({ address, username, issuedAt, chainId }) });
  return { address, username, issuedAt, signature };
}

export async function postClaim(hubUrl: string, body: unknown) {
  const response = await fetch(`${hubUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

export async function getJson(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

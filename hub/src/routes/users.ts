// Usernames: read by address, check a name, and set one with a wallet signature (docs/hub.md).
import { USERNAME_SIGNATURE_MAX_AGE_MS, usernameError, usernameMessage } from '@flaskswap/sdk';
import { checkAddress, checkWith, parseIsoUtc, usernameClaimRequest } from '@flaskswap/sdk/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getAddress, hashMessage, recoverMessageAddress } from 'viem';
import type { ProfileReader } from '../chain.ts';
import type { HubDatabase } from '../db/client.ts';
import { usedSignatures } from '../db/schema.ts';
import { type ClaimRefusal, claimUsername, findUsernameByAddress, findUsernameOwner } from '../db/usernames.ts';
import { clientIp, jsonError, unavailable } from '../http.ts';
import { parseJsonBody } from '../jsonBody.ts';
import type { RateLimiter } from '../rateLimit.ts';

/** A claim is four short fields: anything bigger is not one. */
export const MAX_CLAIM_BODY_BYTES = 4 * 1024;

export interface UsersRouteOptions {
  db: HubDatabase;
  profiles: ProfileReader;
  limitPerIp: RateLimiter;
  limitPerAddress: RateLimiter;
}

const REFUSALS: Record<ClaimRefusal, string> = {
  replayed: 'This signature was already used: sign a new message',
  taken: 'Username taken',
  superseded: 'A newer username message was already accepted for this address: sign a new one',
};

export function usersRoutes({ db, profiles, limitPerIp, limitPerAddress }: UsersRouteOptions) {
  const app = new Hono();

  app.get('/valid/:username', async (c) => {
    const username = c.req.param('username');
    const ruleBroken = usernameError(username);
    if (ruleBroken) return c.json({ valid: false, error: ruleBroken });
    const owner = await findUsernameOwner(db, username);
    // ?address= lets an account keep (or re-case) its own name.
    const asking = checkAddress(c.req.query('address'));
    if (owner && owner !== asking) return c.json({ valid: false, error: REFUSALS.taken });
    return c.json({ valid: true });
  });

  app.get('/:address', async (c) => {
    const address = checkAddress(c.req.param('address'));
    if (!address) return jsonError(c, 400, 'Not a wallet address');
    const row = await findUsernameByAddress(db, address);
    if (!row) return jsonError(c, 404, 'No username for this address');
    return c.json({ address: getAddress(row.address), username: row.username, updatedAt: row.updatedAt.toISOString() });
  });

  app.post(
    '/',
    async (c, next) => {
      const wait = limitPerIp.hit(clientIp(c));
      return wait > 0 ? tooManyRequests(c, wait) : next();
    },
    bodyLimit({
      maxSize: MAX_CLAIM_BODY_BYTES,
      onError: (c) => jsonError(c, 413, `The body must be at most ${MAX_CLAIM_BODY_BYTES} bytes`),
    }),
    async (c) => {
      const body = parseJsonBody(await c.req.text());
      if (!body.ok) return jsonError(c, 400, body.error);
      const checked = checkWith(usernameClaimRequest, body.value);
      if (!checked.ok) return jsonError(c, 400, checked.error);
      const { address, username, issuedAt, signature } = checked.value;

      const issued = parseIsoUtc(issuedAt)!;
      const now = new Date();
      if (Math.abs(now.getTime() - issued.getTime()) > USERNAME_SIGNATURE_MAX_AGE_MS) {
        return jsonError(c, 400, "issuedAt is more than 10 minutes away from the hub's clock: sign a new message");
      }

      let chainId: number;
      try {
        chainId = await profiles.chainId();
      } catch {
        return unavailable(c, 'The hub cannot reach the chain right now: try again in a moment');
      }
      const message = usernameMessage({ address, username, issuedAt, chainId });
      const signer = await recoverMessageAddress({ message, signature }).catch(() => undefined);
      if (signer?.toLowerCase() !== address) {
        return jsonError(c, 401, 'The signature does not match the address and message');
      }

      const messageHash = hashMessage(message);
      const [spent] = await db.select().from(usedSignatures).where(eq(usedSignatures.messageHash, messageHash));
      if (spent) return jsonError(c, 409, REFUSALS.replayed);
      // After the replay check: anyone can resend a claim they read back, which must not lock its owner out.
      const wait = limitPerAddress.hit(address);
      if (wait > 0) return tooManyRequests(c, wait);

      let status: Awaited<ReturnType<ProfileReader['profileStatus']>>;
      try {
        status = await profiles.profileStatus(address);
      } catch {
        return unavailable(c, 'The hub cannot read the profile from the chain right now: try again in a moment');
      }
      if (status === 'not-deployed') return jsonError(c, 503, 'Profiles are not deployed on this chain');
      if (status === 'inactive') return jsonError(c, 403, 'Only an account with an active profile can set a username');

      const refused = await claimUsername(db, { address, username, signature, messageHash, issuedAt: issued, now });
      if (refused) return jsonError(c, 409, REFUSALS[refused]);
      return c.json({ address: getAddress(address), username, updatedAt: now.toISOString() }, 201);
    },
  );

  return app;
}

function tooManyRequests(c: Parameters<typeof jsonError>[0], waitMs: number) {
  c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
  return jsonError(c, 429, 'Too many requests: try again in a minute');
}

// The username routes against a real chain (anvil + FlaskProfile), on PGlite and, when PostgreSQL 15
// is installed, on Postgres: same schema, same migrations, same answers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin, freePort, type PostgresServer, startPostgres } from '@flaskswap/devnet';
import { USERNAME_RULE } from '@flaskswap/sdk';
import { type Hex, numberToHex, parseSignature, serializeSignature } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Hub, startHub } from '../src/service.ts';
import { freshIssuedAt, getJson, postClaim, signClaim } from './support/claims.ts';
import { type ProfileChain, startProfileChain, writeProfileManifest } from './support/profileChain.ts';

const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
// High enough that only the rate-limit tests meet a limit.
const ROOMY_LIMITS = { perAddress: 1000, perIp: 1000, windowMs: 60_000 };

let chain: ProfileChain;
beforeAll(async () => {
  chain = await startProfileChain();
});
afterAll(async () => {
  await chain?.stop();
});

interface Engine {
  name: string;
  open(): Promise<{ dataDir?: string; databaseUrl?: string; close(): Promise<void> }>;
}

const postgresBin = findPostgresBin();
if (!postgresBin) console.warn('hub tests: PostgreSQL 15 is not installed, so the Postgres run is skipped');

const engines: Engine[] = [
  {
    name: 'PGlite',
    async open() {
      const dataDir = await mkdtemp(join(tmpdir(), 'hub-test-pglite-'));
      return { dataDir, close: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'Postgres',
    async open() {
      const server: PostgresServer = await startPostgres(postgresBin!);
      return { databaseUrl: server.databaseUrl, close: () => server.stop() };
    },
  },
];

for (const engine of engines) {
  describe.skipIf(engine.name === 'Postgres' && !postgresBin)(`usernames on ${engine.name}`, () => {
    let hub: Hub;
    let database: Awaited<ReturnType<Engine['open']>>;
    beforeAll(async () => {
      database = await engine.open();
      hub = await startHub({
        port: 0,
        rpcUrl: chain.rpcUrl,
        deploymentsDir: chain.deploymentsDir,
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        rateLimits: ROOMY_LIMITS,
      });
    });
    afterAll(async () => {
      await hub?.stop();
      await database?.close();
    });

    const claim = (signer = chain.active[0]!, fields: { username: string; address?: string; issuedAt?: string }) =>
      signClaim(signer, { chainId: chain.chainId, ...fields });
    const userOf = (address: string) => getJson(`${hub.url}/api/users/${address}`);
    const validity = (name: string, query = '') =>
      getJson(`${hub.url}/api/users/valid/${encodeURIComponent(name)}${query}`);

    it('sets a name with a valid signature and serves it', async () => {
      const [alice] = chain.active;
      const sent = await postClaim(hub.url, await claim(alice, { username: 'Alice01' }));
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ address: alice!.address, username: 'Alice01' });

      for (const address of [alice!.address, alice!.address.toLowerCase()]) {
        const read = await userOf(address);
        expect(read.status).toBe(200);
        expect(read.body).toEqual({ address: alice!.address, username: 'Alice01', updatedAt: sent.body.updatedAt });
        expect(read.headers.get('access-control-allow-origin')).toBe('*');
      }
      expect((await validity('alice01')).body).toEqual({ valid: false, error: 'Username taken' });
      expect((await validity('Alice01', `?address=${alice!.address}`)).body).toEqual({ valid: true });
    });

    it('replaces the old name with a new one, freeing it', async () => {
      const [, bob, carol] = chain.active;
      expect((await postClaim(hub.url, await claim(bob, { username: 'bobFirst' }))).status).toBe(201);
      expect((await postClaim(hub.url, await claim(bob, { username: 'bobSecond' }))).status).toBe(201);
      expect((await userOf(bob!.address)).body.username).toBe('bobSecond');
      expect((await validity('bobFirst')).body).toEqual({ valid: true });
      expect((await postClaim(hub.url, await claim(carol, { username: 'BOBFIRST' }))).status).toBe(201);
    });

    it('refuses a name another account holds, in any letter case', async () => {
      const [, , , dave] = chain.active;
      expect((await postClaim(hub.url, await claim(dave, { username: 'Taken1' }))).status).toBe(201);
      for (const username of ['taken1', 'TAKEN1', 'Taken1']) {
        const refused = await postClaim(hub.url, await claim(chain.active[0], { username }));
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ error: 'Username taken' });
      }
      // Its holder may change the case of its own name.
      expect((await postClaim(hub.url, await claim(dave, { username: 'TAKEN1' }))).status).toBe(201);
      expect((await userOf(dave!.address)).body.username).toBe('TAKEN1');
    });

    it('refuses a signature from another key or over other words (401)', async () => {
      const [alice, bob] = chain.active;
      const byBob = await claim(bob, { address: alice!.address, username: 'Mallory1' });
      const tampered = { ...(await claim(alice, { username: 'Mallory2' })), username: 'Mallory3' };
      const otherChain = await signClaim(alice!, { username: 'Mallory4', chainId: 56 });
      const stranger = await signClaim(privateKeyToAccount(generatePrivateKey()), {
        address: alice!.address,
        username: 'Mallory5',
        chainId: chain.chainId,
      });
      const garbage = { ...(await claim(alice, { username: 'Mallory6' })), signature: `0x${'11'.repeat(65)}` };
      for (const body of [byBob, tampered, otherChain, stranger, garbage]) {
        const refused = await postClaim(hub.url, body);
        expect(refused.status, body.username).toBe(401);
        expect(refused.body.error).toBe('The signature does not match the address and message');
      }
      expect((await userOf(alice!.address)).body.username).toBe('Alice01');
    });

    it('accepts a signature once, in any encoding (409 on replay)', async () => {
      const [alice] = chain.active;
      const body = await claim(alice, { username: 'Replay1' });
      expect((await postClaim(hub.url, body)).status).toBe(201);
      const upperHex = { ...body, signature: `0x${body.signature.slice(2).toUpperCase()}` };
      // (r, n − s, the other parity) is the same key's signature of the same message.
      const { r, s, yParity } = parseSignature(body.signature as Hex);
      const malleated = {
        ...body,
        signature: serializeSignature({
          r,
          s: numberToHex(SECP256K1_N - BigInt(s), { size: 32 }),
          yParity: 1 - yParity,
        }),
      };
      for (const replay of [body, upperHex, malleated, { ...body, address: body.address.toLowerCase() }]) {
        const refused = await postClaim(hub.url, replay);
        expect(refused.status).toBe(409);
        expect(refused.body.error).toBe('This signature was already used: sign a new message');
      }
    });

    it('refuses a message signed before the name in place', async () => {
      const [alice] = chain.active;
      const older = await claim(alice, { username: 'Older1' });
      expect((await postClaim(hub.url, await claim(alice, { username: 'Newer1' }))).status).toBe(201);
      const refused = await postClaim(hub.url, older);
      expect(refused.status).toBe(409);
      expect((await userOf(alice!.address)).body.username).toBe('Newer1');
    });

    it('takes issuedAt within 10 minutes either side of its clock, not beyond (400)', async () => {
      const erin = chain.active[4]!;
      const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
      for (const issuedAt of [minutes(-11), minutes(11)]) {
        const refused = await postClaim(hub.url, await claim(erin, { username: 'Clock1', issuedAt }));
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe(
          "issuedAt is more than 10 minutes away from the hub's clock: sign a new message",
        );
      }
      expect((await postClaim(hub.url, await claim(erin, { username: 'Clock2', issuedAt: minutes(-5) }))).status).toBe(
        201,
      );
      expect((await postClaim(hub.url, await claim(erin, { username: 'Clock3', issuedAt: minutes(5) }))).status).toBe(
        201,
      );
      expect((await userOf(erin.address)).body.username).toBe('Clock3');
    });

    it('refuses names that break the rule with the rule text (400)', async () => {
      const [, bob] = chain.active;
      for (const username of [
        'ab',
        'a'.repeat(16),
        'bob by',
        ' bobby',
        'bob_by',
        'bob!',
        'bøbby',
        'аdmin',
        '<b>x</b>',
        '',
      ]) {
        const refused = await postClaim(hub.url, await claim(bob, { username }));
        expect(refused.status, username).toBe(400);
        expect(refused.body).toEqual({ error: USERNAME_RULE });
        expect((await validity(username || ' ')).body).toEqual({ valid: false, error: USERNAME_RULE });
      }
      expect((await userOf(bob!.address)).body.username).toBe('bobSecond');
    });

    it('lets only an active profile set a name (403)', async () => {
      for (const signer of [chain.paused, chain.unregistered[0]!]) {
        const refused = await postClaim(hub.url, await claim(signer, { username: 'NoProfile1' }));
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBe('Only an account with an active profile can set a username');
        expect((await userOf(signer.address)).status).toBe(404);
      }
    });

    it('refuses malformed bodies with a clear error', async () => {
      const good = await claim(chain.active[0], { username: 'Shape1' });
      const cases: [unknown, number, string][] = [
        ['{"address":', 400, 'The body must be valid JSON'],
        ['', 400, 'The body must be valid JSON'],
        [[good], 400, 'The body must be a JSON object with address, username, issuedAt and signature'],
        ['null', 400, 'The body must be a JSON object with address, username, issuedAt and signature'],
        [{ ...good, extra: 1 }, 400, 'Unexpected field "extra"'],
        [{ ...good, username: undefined }, 400, 'username is required (a string)'],
        [{ ...good, issuedAt: 1_700_000_000 }, 400, 'issuedAt is required (a string)'],
        [{ ...good, address: '0x1234' }, 400, 'address must be a 0x wallet address'],
        [
          { ...good, address: good.address.replace(/[a-f]/, (c) => c.toUpperCase()) },
          400,
          'address must be a 0x wallet address',
        ],
        [
          { ...good, issuedAt: '2026-02-30T00:00:00.000Z' },
          400,
          'issuedAt must be an ISO 8601 UTC time like 2026-01-31T12:00:00.000Z',
        ],
        [
          { ...good, issuedAt: good.issuedAt.replace('Z', '+00:00') },
          400,
          'issuedAt must be an ISO 8601 UTC time like 2026-01-31T12:00:00.000Z',
        ],
        [{ ...good, signature: '0x1234' }, 400, 'signature must be a 65-byte 0x hex signature'],
        [
          { ...good, signature: `${good.signature.slice(0, -1)}g` },
          400,
          'signature must be a 65-byte 0x hex signature',
        ],
        [{ ...good, username: 'x'.repeat(5000) }, 413, 'The body must be at most 4096 bytes'],
      ];
      for (const [body, status, error] of cases) {
        const refused = await postClaim(hub.url, body);
        expect(refused, JSON.stringify(body).slice(0, 80)).toMatchObject({ status, body: { error } });
      }
    });

    it('answers 404 for an address without a name and 400 for a bad address', async () => {
      const unknown = await userOf(chain.unregistered[1]!.address);
      expect(unknown).toMatchObject({ status: 404, body: { error: 'No username for this address' } });
      for (const bad of ['0x1234', 'alice', `0x${'g'.repeat(40)}`]) {
        expect(await userOf(bad)).toMatchObject({ status: 400, body: { error: 'Not a wallet address' } });
      }
    });
  });
}

describe('rate limits', () => {
  let hub: Hub;
  beforeAll(async () => {
    hub = await startHub({
      port: 0,
      rpcUrl: chain.rpcUrl,
      deploymentsDir: chain.deploymentsDir,
      rateLimits: { perAddress: 2, perIp: 5, windowMs: 60_000 },
    });
  });
  afterAll(() => hub?.stop());

  it('limits each address, then each IP (429)', async () => {
    const [alice] = chain.active;
    const post = async (username: string) =>
      postClaim(hub.url, await signClaim(alice!, { username, chainId: chain.chainId }));
    expect((await post('Rate1')).status).toBe(201);
    expect((await post('Rate2')).status).toBe(201);
    const limited = await post('Rate3');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many requests: try again in a minute');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address from the same IP still gets through, until the IP's five are spent.
    const bob = await signClaim(chain.active[1]!, { username: 'Rate4', chainId: chain.chainId });
    expect((await postClaim(hub.url, bob)).status).toBe(201);
    expect((await postClaim(hub.url, '{}')).status).toBe(400);
    expect((await postClaim(hub.url, '{}')).status).toBe(429);
  });
});

describe('the manifest', () => {
  it('is read again when it changes: profiles appear once deployed', async () => {
    const deploymentsDir = await mkdtemp(join(tmpdir(), 'hub-test-manifest-'));
    const hub = await startHub({
      port: await freePort(),
      rpcUrl: chain.rpcUrl,
      deploymentsDir,
      rateLimits: ROOMY_LIMITS,
    });
    try {
      const body = () =>
        signClaim(chain.active[5]!, { username: 'Late1', issuedAt: freshIssuedAt(), chainId: chain.chainId });
      const before = await postClaim(hub.url, await body());
      expect(before).toMatchObject({ status: 503, body: { error: 'Profiles are not deployed on this chain' } });
      await writeProfileManifest(deploymentsDir, chain.chainId, chain.profile);
      expect((await postClaim(hub.url, await body())).status).toBe(201);
    } finally {
      await hub.stop();
      await rm(deploymentsDir, { recursive: true, force: true });
    }
  });

  it('stops cleanly more than once', async () => {
    const hub = await startHub({ port: 0, rpcUrl: chain.rpcUrl, deploymentsDir: chain.deploymentsDir });
    expect((await getJson(`${hub.url}/health`)).body).toEqual({ ok: true });
    await Promise.all([hub.stop(), hub.stop()]);
    await hub.stop();
    await expect(fetch(`${hub.url}/health`)).rejects.toThrow();
  });
});

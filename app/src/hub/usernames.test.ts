import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkUsername, fetchUsername, postUsername, UsernameError } from './usernames.ts';

const HUB = 'http://hub.test';
const ADDRESS = '0x00000000000000000000000000000000000000aa';
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('the hub username client', () => {
  it('reads a name, and an empty one on 404, network failure or a name that breaks the rule', async () => {
    vi.stubGlobal('fetch', answer(200, { address: ADDRESS, username: 'Alice42' }));
    expect(await fetchUsername(HUB, ADDRESS)).toBe('Alice42');
    vi.stubGlobal('fetch', answer(404, { error: 'No username' }));
    expect(await fetchUsername(HUB, ADDRESS)).toBe('');
    vi.stubGlobal('fetch', answer(200, { username: '<img src=x>' }));
    expect(await fetchUsername(HUB, ADDRESS)).toBe('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchUsername(HUB, ADDRESS)).toBe('');
  });

  it("checks a name and passes on the hub's reason", async () => {
    const fetchMock = answer(200, { valid: false, error: 'Username taken' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkUsername(HUB, 'Alice 42')).toEqual({ valid: false, error: 'Username taken' });
    expect(fetchMock).toHaveBeenCalledWith(`${HUB}/api/users/valid/Alice%2042`, expect.anything());
    vi.stubGlobal('fetch', answer(200, { valid: true }));
    expect(await checkUsername(HUB, 'Alice42')).toEqual({ valid: true });
    vi.stubGlobal('fetch', answer(500, {}));
    await expect(checkUsername(HUB, 'Alice42')).rejects.toBeInstanceOf(UsernameError);
  });

  it("words a refused POST as 'Unable to verify username' with the hub's reason", async () => {
    vi.stubGlobal('fetch', answer(409, { error: 'Username taken' }));
    const claim = {
      address: ADDRESS,
      username: 'Alice42',
      issuedAt: '2026-01-01T00:00:00.000Z',
      signature: '0x',
    } as const;
    await expect(postUsername(HUB, claim)).rejects.toMatchObject({
      key: 'Unable to verify username',
      detail: 'Username taken',
    });
    vi.stubGlobal('fetch', answer(201, { ok: true }));
    await expect(postUsername(HUB, claim)).resolves.toBeUndefined();
  });
});

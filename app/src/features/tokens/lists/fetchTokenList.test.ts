import { describe, expect, it, vi } from 'vitest';
import { fetchTokenList } from './fetchTokenList.ts';

const list = {
  name: 'Served List',
  timestamp: '2026-11-22T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    {
      chainId: 31337,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      name: 'Test',
      symbol: 'TST',
      decimals: 18,
    },
  ],
};

const ok = (json: unknown) => new Response(JSON.stringify(json), { status: 200 });
const noEns = async () => {
  throw new Error('offline');
};

describe('fetchTokenList', () => {
  it('downloads and validates an https list without cookies', async () => {
    const fetchImpl = vi.fn(async () => ok(list));
    await expect(fetchTokenList('https://x.org/l.json', noEns, fetchImpl)).resolves.toEqual(list);
    expect(fetchImpl).toHaveBeenCalledWith('https://x.org/l.json', expect.objectContaining({ credentials: 'omit' }));
  });

  it('tries http as https first, then as given', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) => {
      if (String(url).startsWith('https:')) throw new TypeError('no TLS');
      return ok(list);
    });
    await expect(fetchTokenList('http://x.org/l.json', noEns, fetchImpl)).resolves.toEqual(list);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(['https://x.org/l.json', 'http://x.org/l.json']);
  });

  it('tries the second ipfs gateway when the first fails', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).startsWith('https://ipfs.io') ? new Response('', { status: 504 }) : ok(list),
    );
    await expect(fetchTokenList('ipfs://QmHash', noEns, fetchImpl)).resolves.toEqual(list);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("reports 'Failed to download list …' when every URL fails", async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 404 }));
    await expect(fetchTokenList('https://x.org/l.json', noEns, fetchImpl)).rejects.toThrow(
      'Failed to download list https://x.org/l.json',
    );
  });

  it('reports validation failures', async () => {
    const fetchImpl = vi.fn(async () => ok({ name: 'x' }));
    await expect(fetchTokenList('https://x.org/l.json', noEns, fetchImpl)).rejects.toThrow(
      /^Token list failed validation: /,
    );
  });

  it("refuses other protocols with 'Unrecognized list URL protocol.'", async () => {
    await expect(fetchTokenList('ftp://x.org/l.json', noEns, vi.fn())).rejects.toThrow(
      'Unrecognized list URL protocol.',
    );
  });

  it('resolves ENS names through their contenthash, and names each failure', async () => {
    const hash = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f';
    const fetchImpl = vi.fn(async (_url: string | URL | Request) => ok(list));
    await expect(fetchTokenList('tokens.example.eth', async () => hash, fetchImpl)).resolves.toEqual(list);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      'https://ipfs.io/ipfs/bafybeibj6lixxzqtsb45ysdjnupvqkufgdvzqbnvmhw2kf7cfkesy7r7d4',
    );

    await expect(fetchTokenList('tokens.example.eth', noEns, fetchImpl)).rejects.toThrow(
      'Failed to resolve ENS name: tokens.example.eth',
    );
    await expect(fetchTokenList('tokens.example.eth', async () => '0xe401', fetchImpl)).rejects.toThrow(
      'Failed to translate contenthash to URI: 0xe401',
    );
  });
});

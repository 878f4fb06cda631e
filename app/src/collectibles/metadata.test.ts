import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCollectibleMetadata } from './metadata.ts';

const GATEWAY = 'http://127.0.0.1:8787/ipfs';
const cid = (n: number) => `bafkrei${String(n).padStart(52, 'a')}`;
const metadata = {
  name: 'Goggles Bunny',
  description: 'A starter with lab goggles.',
  image: `ipfs://${cid(1)}`,
  images: { lg: `ipfs://${cid(1)}`, md: `ipfs://${cid(2)}`, sm: `ipfs://${cid(3)}`, blur: `ipfs://${cid(4)}` },
  video: { mp4: 'https://cdn.example.org/goggles.mp4' },
};

function answer(body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async (_url: string) => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchCollectibleMetadata', () => {
  it('reads the tokenURI through the gateway and rewrites every ipfs link to it', async () => {
    const fetchMock = answer(JSON.stringify(metadata));
    const view = await fetchCollectibleMetadata(`ipfs://${cid(9)}`, GATEWAY);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${GATEWAY}/${cid(9)}`);
    expect(view?.name).toBe('Goggles Bunny');
    expect(view?.images).toEqual({
      lg: `${GATEWAY}/${cid(1)}`,
      md: `${GATEWAY}/${cid(2)}`,
      sm: `${GATEWAY}/${cid(3)}`,
      blur: `${GATEWAY}/${cid(4)}`,
    });
    expect(view?.video).toEqual({ webm: undefined, mp4: 'https://cdn.example.org/goggles.mp4' });
  });

  it('gives null for a tokenURI that is not ipfs or http(s), without fetching', async () => {
    const fetchMock = answer(JSON.stringify(metadata));
    expect(await fetchCollectibleMetadata('javascript:alert(1)', GATEWAY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives null for an error status, bad JSON, invalid metadata or an oversized answer', async () => {
    answer('not found', { status: 404 });
    expect(await fetchCollectibleMetadata(`ipfs://${cid(9)}`, GATEWAY)).toBeNull();
    answer('{ "name": ');
    expect(await fetchCollectibleMetadata(`ipfs://${cid(9)}`, GATEWAY)).toBeNull();
    answer(JSON.stringify({ ...metadata, image: 'data:image/svg+xml,<svg/>' }));
    expect(await fetchCollectibleMetadata(`ipfs://${cid(9)}`, GATEWAY)).toBeNull();
    answer(JSON.stringify({ ...metadata, padding: 'x'.repeat(20_000) }));
    expect(await fetchCollectibleMetadata(`ipfs://${cid(9)}`, GATEWAY)).toBeNull();
  });

  it('gives null when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchCollectibleMetadata(`ipfs://${cid(9)}`, GATEWAY)).toBeNull();
  });
});

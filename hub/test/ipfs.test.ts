// The /ipfs gateway stand-in: content by CID with the right type and headers, nothing else.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToContentStore, cidOf } from '../src/ipfs/contentStore.ts';
import { type Hub, startHub } from '../src/service.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

const SAMPLES = {
  json: { content: '{"name":"Flask Bunny","image":"ipfs://bafkreiexample"}', type: 'application/json; charset=utf-8' },
  svg: {
    content: '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect/></svg>',
    type: 'image/svg+xml',
  },
  png: { content: bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], [0, 0, 0, 13], 'IHDR'), type: 'image/png' },
  webm: { content: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'webm'), type: 'video/webm' },
  mp4: { content: bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2'), type: 'video/mp4' },
  binary: { content: bytes([0xff, 0xfe, 0x00, 0x01]), type: 'application/octet-stream' },
};

describe('GET /ipfs/:cid', () => {
  let contentDir: string;
  let hub: Hub;
  const cids: Record<string, string> = {};

  beforeAll(async () => {
    contentDir = await mkdtemp(join(tmpdir(), 'hub-test-content-'));
    for (const [name, sample] of Object.entries(SAMPLES))
      cids[name] = await addToContentStore(contentDir, sample.content);
    // No chain needed for content: the RPC URL is never called.
    hub = await startHub({ port: 0, rpcUrl: 'http://127.0.0.1:9', deploymentsDir: contentDir, contentDir });
  });
  afterAll(async () => {
    await hub?.stop();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('serves each file with its type and immutable caching', async () => {
    for (const [name, sample] of Object.entries(SAMPLES)) {
      for (const path of [`/ipfs/${cids[name]}`, `/ipfs/${cids[name]}/`]) {
        const response = await fetch(`${hub.url}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), name).toBe(sample.type);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        const body = new Uint8Array(await response.arrayBuffer());
        expect(cidOf(body)).toBe(cids[name]);
        expect(response.headers.get('content-security-policy')).toBe(
          name === 'svg' ? "default-src 'none'; style-src 'unsafe-inline'" : null,
        );
      }
    }
  });

  it('answers 404 for content it does not hold or a path inside a file', async () => {
    const absent = cidOf(new TextEncoder().encode('not stored'));
    for (const path of [`/ipfs/${absent}`, `/ipfs/${cids.json}/metadata.json`]) {
      const response = await fetch(`${hub.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: string }).error).toMatch(/^No content/);
    }
  });

  it('answers 400 for text that is not a CID it serves', async () => {
    for (const cid of [
      'hello',
      'bafkrei',
      'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await fetch(`${hub.url}/ipfs/${cid}`);
      expect(response.status, cid).toBe(400);
      expect(await response.json()).toEqual({ error: 'Not a CID this gateway serves (CIDv1, raw, sha2-256)' });
    }
  });

  it('refuses a stored file whose bytes no longer match its CID', async () => {
    const cid = await addToContentStore(contentDir, '{"name":"original"}');
    await writeFile(join(contentDir, cid), '{"name":"swapped"}');
    const response = await fetch(`${hub.url}/ipfs/${cid}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'The stored file does not match its CID' });
  });
});

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToContentStore,
  cidOf,
  contentDirFor,
  parseContentCid,
  readFromContentStore,
} from '../src/ipfs/contentStore.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('cidOf', () => {
  it('gives the CID `ipfs add --cid-version 1 --raw-leaves` gives', () => {
    // `echo hello | ipfs add --cid-version 1 --raw-leaves -Q` and the empty file.
    expect(cidOf(text('hello\n'))).toBe('bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am');
    expect(cidOf(new Uint8Array())).toBe('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku');
  });
});

describe('parseContentCid', () => {
  it('keeps v1 raw sha2-256 CIDs and refuses the rest', () => {
    const cid = cidOf(text('x'));
    expect(parseContentCid(cid)).toBe(cid);
    // The same CID in base58btc reads as the same canonical base32 text.
    expect(parseContentCid('zb2rhZhfZ71VE6u6BX78cmaNKsLmDde9EYyrY9dsRVLJWr9oW')).toBe(cid);
    for (const bad of [
      '',
      'hello',
      'bafkrei',
      '../etc/passwd',
      `${cid}/x`,
      // CIDv0 (dag-pb) and CIDv1 dag-pb: not raw files
      'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o',
      'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    ]) {
      expect(parseContentCid(bad), bad).toBeUndefined();
    }
  });
});

describe('the content store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hub-content-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores bytes and strings under their CID, once', async () => {
    const cid = await addToContentStore(dir, '{"name":"Bunny"}');
    expect(cid).toBe(cidOf(text('{"name":"Bunny"}')));
    expect(await addToContentStore(dir, text('{"name":"Bunny"}'))).toBe(cid);
    expect(await readFile(join(dir, cid), 'utf8')).toBe('{"name":"Bunny"}');
    expect(await readdir(dir)).toEqual([cid]);
    expect(new TextDecoder().decode((await readFromContentStore(dir, cid)) as Uint8Array)).toBe('{"name":"Bunny"}');
  });

  it('creates the folder and reads nothing for a missing or tampered file', async () => {
    const nested = join(dir, 'a', 'b');
    const cid = await addToContentStore(nested, 'svg');
    expect(await readFromContentStore(nested, cidOf(text('other')))).toBe('missing');
    await writeFile(join(nested, cid), 'tampered');
    expect(await readFromContentStore(nested, cid)).toBe('corrupt');
  });

  it('puts a chain content under deployments/content/<chainId>', () => {
    expect(contentDirFor('/x/deployments', 31337)).toBe(join('/x/deployments', 'content', '31337'));
  });
});

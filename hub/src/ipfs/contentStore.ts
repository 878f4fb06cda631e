// The content store: files named by their CID, so `ipfs://<cid>` links work on the devnet's gateway
// stand-in (the hub's /ipfs route) and, once the folder is pinned, on any IPFS gateway. Imported by
// the deploy (`@flaskswap/hub/content`), so it depends on node and multiformats only.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import * as Digest from 'multiformats/hashes/digest';
import { sha256 } from 'multiformats/hashes/sha2';

/** Where a deployment's content lives: `<deploymentsDir>/content/<chainId>`. */
export function contentDirFor(deploymentsDir: string, chainId: number): string {
  return join(deploymentsDir, 'content', String(chainId));
}

/**
 * CIDv1, raw codec, sha2-256, base32 (`bafkrei…`): what `ipfs add --cid-version 1 --raw-leaves`
 * gives a file that fits one block (under 256 KiB).
 */
export function cidOf(bytes: Uint8Array): string {
  const hash = new Uint8Array(createHash('sha256').update(bytes).digest());
  return CID.createV1(raw.code, Digest.create(sha256.code, hash)).toString();
}

/** Writes `<dir>/<cid>` (once: the same bytes always land at the same name) and returns the cid. */
export async function addToContentStore(dir: string, content: Uint8Array | string): Promise<string> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const cid = cidOf(bytes);
  const path = join(dir, cid);
  if (await isFile(path)) return cid;
  await mkdir(dir, { recursive: true });
  // Write then rename, so a reader never sees a half-written file.
  const partial = `${path}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
  return cid;
}

/**
 * The canonical form of a CID this store can hold (v1, raw, sha2-256), or undefined for anything
 * else: malformed text, another codec or hash, CIDv0.
 */
export function parseContentCid(text: string): string | undefined {
  let cid: CID;
  try {
    cid = CID.parse(text);
  } catch {
    return undefined;
  }
  if (cid.version !== 1 || cid.code !== raw.code || cid.multihash.code !== sha256.code) return undefined;
  return cid.toString();
}

/** The stored bytes for a canonical cid; 'corrupt' when the file does not hash to it. */
export async function readFromContentStore(dir: string, cid: string): Promise<Uint8Array | 'missing' | 'corrupt'> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(join(dir, cid));
  } catch {
    return 'missing';
  }
  return cidOf(bytes) === cid ? bytes : 'corrupt';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

// Hot reads are cacheable for one block (docs/deploy.md, "Serving"): every GET of the REST routes
// answers with `Cache-Control: public, max-age=1` and an ETag keyed by the last indexed block, so a
// load balancer or a browser may reuse an answer until the next block, and a client holding the
// current one gets 304 without the query running again.
import { db } from 'ponder:api';
import type { MiddlewareHandler } from 'hono';
import { sql } from 'ponder';

/** One block or less on every chain FlaskSwap serves (BSC 0.75 s, its testnet, the devnet's 1 s). */
export const ONE_BLOCK_SECONDS = 1;

/** How long one read of the last indexed block serves requests (replicas see a new block within it). */
const CHECKPOINT_REUSE_MS = 200;

// Ponder's checkpoint is a string of digits: block timestamp (10), chain id (16), block number (16), …
const TIMESTAMP_END = 10;
const CHAIN_ID_END = TIMESTAMP_END + 16;
const BLOCK_NUMBER_END = CHAIN_ID_END + 16;

export interface IndexedBlock {
  chainId: number;
  number: number;
  timestamp: number;
}

let lastRead: { at: number; block: Promise<IndexedBlock | undefined> } | undefined;

async function readIndexedBlock(): Promise<IndexedBlock | undefined> {
  const result = await db.execute(sql`SELECT latest_checkpoint FROM _ponder_checkpoint LIMIT 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    latest_checkpoint: string;
  }[];
  const checkpoint = rows[0]?.latest_checkpoint;
  if (!checkpoint) return undefined;
  return {
    timestamp: Number(checkpoint.slice(0, TIMESTAMP_END)),
    chainId: Number(checkpoint.slice(TIMESTAMP_END, CHAIN_ID_END)),
    number: Number(checkpoint.slice(CHAIN_ID_END, BLOCK_NUMBER_END)),
  };
}

/** The last block the index holds (what Ponder's /status says), read at most every 200 ms. */
export function indexedBlock(): Promise<IndexedBlock | undefined> {
  const now = Date.now();
  if (!lastRead || now - lastRead.at > CHECKPOINT_REUSE_MS) {
    const block = readIndexedBlock();
    lastRead = { at: now, block };
    // A failed read is not reused.
    block.catch(() => {
      if (lastRead?.block === block) lastRead = undefined;
    });
  }
  return lastRead.block;
}

/** The ETag of every answer made at `block`: the same URL at the same block gives the same bytes. */
export const blockETag = (block: IndexedBlock) => `"${block.chainId}-${block.number}-${block.timestamp}"`;

const CACHE_CONTROL = `public, max-age=${ONE_BLOCK_SECONDS}`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * For GET: 304 when the client already holds this block's answer; otherwise the route answers and
 * a 200 is marked cacheable for one block. Errors carry no cache headers.
 */
export const oneBlockCache: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const block = await indexedBlock();
  if (!block) return next();
  const etag = blockETag(block);
  if (matches(c.req.header('if-none-match'), etag)) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_CONTROL });
  }
  await next();
  if (c.res.status !== 200) return;
  c.res.headers.set('ETag', etag);
  c.res.headers.set('Cache-Control', CACHE_CONTROL);
};

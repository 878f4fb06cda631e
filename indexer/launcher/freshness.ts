// The fingerprint rule of `npm start`, for indexed data: what the index was built from (the
// chain, told apart by its first indexed block's hash, and the indexer's code). When either
// changes, the old data is dropped before Ponder starts; otherwise Ponder resumes where it stopped.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';
import { createPublicClient, http } from 'viem';
import { repoRoot } from '../src/settings.ts';

const indexerSources = [
  'indexer/ponder.config.ts',
  'indexer/ponder.schema.ts',
  'indexer/schema',
  'indexer/src',
  'sdk/src',
];

function hashSources(hash: ReturnType<typeof createHash>) {
  for (const source of indexerSources) {
    const path = join(repoRoot, source);
    const files = source.endsWith('.ts')
      ? [path]
      : readdirSync(path, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
          .sort()
          .map((name) => join(path, name));
    for (const file of files) hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file));
  }
}

/** What the index on disk must have been built from to be reused. */
export async function indexFingerprint(rpcUrl: string, startBlock: number): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  // Not block 0: anvil rebuilds its genesis block from the command line whenever it reloads a
  // persisted chain, so only later blocks tell one chain from another.
  const block = await client.getBlock({ blockNumber: BigInt(Math.max(startBlock, 1)) });
  const hash = createHash('sha256').update(`${block.hash}\0`);
  hashSources(hash);
  return hash.digest('hex');
}

/**
 * Beside a PGlite folder while a Ponder has it open, removed once that Ponder has exited through
 * its own shutdown (which closes the database). Found at a start, it means the last Ponder was
 * killed with the folder open, and PGlite does not survive that: after a kill -9 in the middle of
 * the backfill, a resumed Ponder found rows missing that its checkpoint said were written ("pair …
 * was not created by the factory") and exited on every restart. Such a folder is rebuilt.
 */
const openMarker = (directory: string) => `${directory}.open`;

/** Whether the last Ponder on this PGlite folder was killed before closing it. */
export function pgliteLeftOpen(directory: string): boolean {
  return existsSync(openMarker(directory));
}

/** Marks the PGlite folder open (before Ponder starts) or closed (after it exited cleanly). */
export function markPgliteOpen(directory: string, open: boolean): void {
  if (open) writeFileSync(openMarker(directory), `${process.pid}\n`);
  else rmSync(openMarker(directory), { force: true });
}

/** Deletes the PGlite database in `directory`, so Ponder indexes the chain from the start. */
export function dropPglite(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
  markPgliteOpen(directory, false);
}

/** Keeps a PGlite folder only if it was built from the same chain and code, and closed cleanly. */
export function preparePglite(directory: string, fingerprint: string): 'resumed' | 'fresh' {
  // Beside the folder, not in it: PGlite creates its database only in an empty folder.
  const marker = `${directory}.fingerprint`;
  const sameBuild = existsSync(marker) && readFileSync(marker, 'utf8').trim() === fingerprint;
  if (sameBuild && !pgliteLeftOpen(directory)) return 'resumed';
  dropPglite(directory);
  mkdirSync(dirname(directory), { recursive: true });
  writeFileSync(marker, `${fingerprint}\n`);
  return 'fresh';
}

/** Keeps a Postgres schema only if it was built from the same chain and code (kept as its comment). */
export async function preparePostgres(
  connectionString: string,
  schema: string,
  fingerprint: string,
  dropRpcCache: boolean,
) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string | null }>(
      'SELECT obj_description(oid, $1) AS comment FROM pg_namespace WHERE nspname = $2',
      ['pg_namespace', schema],
    );
    if (rows[0]?.comment === fingerprint) return 'resumed' as const;
    const quoted = `"${schema.replaceAll('"', '""')}"`;
    await client.query(`DROP SCHEMA IF EXISTS ${quoted} CASCADE`);
    // Ponder's RPC cache is keyed by chain id, which every fresh devnet reuses: drop it with the
    // index. (Under PGlite it lives in the folder preparePglite removes.)
    if (dropRpcCache) await client.query('DROP SCHEMA IF EXISTS ponder_sync CASCADE');
    await client.query(`CREATE SCHEMA ${quoted}`);
    await client.query(`COMMENT ON SCHEMA ${quoted} IS '${fingerprint}'`);
    return 'fresh' as const;
  } finally {
    await client.end();
  }
}

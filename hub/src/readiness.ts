// The hub's /ready: whether it can serve current data, i.e. its database and the chain both answer.
// Checked at most once a second, so a load balancer polling it costs nothing.
import { sql } from 'drizzle-orm';
import type { ChainConnection } from './chain.ts';
import type { HubDatabase } from './db/client.ts';

const CHECK_EVERY_MS = 1_000;
const CHAIN_TIMEOUT_MS = 2_000;

/** Resolves to undefined when ready, else what is not. */
export function createReadinessCheck(db: HubDatabase, chain: ChainConnection): () => Promise<string | undefined> {
  let last: { at: number; problem: Promise<string | undefined> } | undefined;
  async function check(): Promise<string | undefined> {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return 'The database does not answer';
    }
    try {
      await Promise.race([
        chain.client.getBlockNumber({ cacheTime: 0 }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), CHAIN_TIMEOUT_MS)),
      ]);
    } catch {
      return 'The hub cannot reach the chain right now';
    }
    return undefined;
  }
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= CHECK_EVERY_MS) last = { at: now, problem: check() };
    return last.problem;
  };
}

// One test file's chain and indexer: a fresh devnet with the scripted market on it, and an
// indexer on it writing to a temporary folder (PGlite) or a Postgres database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestDevnet, type TestDevnet, type TestDevnetOptions } from '@flaskswap/devnet';
import { type Indexer, type IndexerOptions, startIndexer } from '../../launcher/index.ts';

export interface TestStack {
  dir: string;
  devnet: TestDevnet;
  /** Starts an indexer on the current devnet (stopped by stop()). */
  startIndexer(extra?: Partial<IndexerOptions>): Promise<Indexer>;
  /** Replaces the devnet with a new chain (new block hashes) on the same port and manifest folder. */
  restartDevnet(): Promise<TestDevnet>;
  stop(): Promise<void>;
}

/**
 * `indexerPort` is below 32768, outside Linux's ephemeral range (32768-60999): there, an outgoing
 * connection of any test (the RPC clients make thousands) may hold the port as its local end, and
 * Ponder then serves on the next port while the test waits on this one.
 */
export async function startTestStack(
  rpcPort: number,
  indexerPort: number,
  devnetOptions: TestDevnetOptions = {},
): Promise<TestStack> {
  const dir = mkdtempSync(join(tmpdir(), 'flaskswap-indexer-test-'));
  const deploymentsDir = join(dir, 'deployments');
  let running: Indexer | undefined;
  const stack: TestStack = {
    dir,
    devnet: await startTestDevnet(rpcPort, deploymentsDir, devnetOptions),
    async startIndexer(extra = {}) {
      // One indexer at a time on the port, even when a failed test left its own running.
      await running?.stop();
      const indexer = await startIndexer({
        port: indexerPort,
        rpcUrl: stack.devnet.anvil.rpcUrl,
        deploymentsDir,
        dataDir: join(dir, 'indexer'),
        // INDEXER_TEST_LOGS=1 shows Ponder's output when a test needs debugging.
        stdio: process.env.INDEXER_TEST_LOGS ? 'inherit' : 'ignore',
        ...extra,
      });
      running = indexer;
      await indexer.ready();
      return indexer;
    },
    async restartDevnet() {
      await stack.devnet.stop();
      stack.devnet = await startTestDevnet(rpcPort, deploymentsDir, { ...devnetOptions, newChain: true });
      return stack.devnet;
    },
    async stop() {
      await running?.stop();
      await stack.devnet.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return stack;
}

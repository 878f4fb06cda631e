// The indexer on PGlite, killed with kill -9 in the middle of its backfill: the restart rebuilds
// the index from the start (no gap, no duplicate), and a clean stop is resumed. A file of its own
// (its own devnet, ports and folder) so that it runs side by side with amm.test.ts.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexer } from '../launcher/index.ts';
import { expectIndexMatchesChain } from './support/compareWithChain.ts';
import { indexedBlock } from './support/indexerClient.ts';
import { runScriptedMarket } from './support/scriptedMarket.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

const INDEXER_PORT = 32642;
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(8642, INDEXER_PORT);
  await runScriptedMarket(stack.devnet);
});
afterAll(() => stack?.stop());

describe('indexer on PGlite', () => {
  it('rebuilds its PGlite index after a kill -9 in the middle of the backfill (no gap, no duplicate), and resumes after a clean stop', {
    timeout: 400_000,
  }, async () => {
    const logs: string[] = [];
    const options = {
      port: INDEXER_PORT,
      rpcUrl: stack.devnet.anvil.rpcUrl,
      deploymentsDir: join(stack.dir, 'deployments'),
      dataDir: join(stack.dir, 'indexer-killed'),
      stdio: 'inherit' as const,
      log: (line: string) => logs.push(line),
    };
    const indexer = await startIndexer(options);
    try {
      expect(indexer.start).toBe('fresh');
      // Killed as soon as it has indexed a first block, long before the backfill ends.
      while ((await indexedBlock(indexer.url)) === undefined) await new Promise((r) => setTimeout(r, 20));
      expect((await fetch(`${indexer.url}/ready`)).status).toBe(503);
      process.kill(indexer.process.pid!, 'SIGKILL');
      // PGlite does not survive a kill with its database open (launcher/freshness.ts): the restart
      // indexes from the start instead of resuming a damaged index.
      await indexer.ready(200_000);
      expect(indexer.restarts).toBe(1);
      expect(logs).toContain('indexer: killed by SIGKILL; restarting in 1 s');
      expect(logs).toContain(
        'indexer: the last Ponder was killed with its PGlite database open; indexing from the start',
      );
      // Every figure, every transaction once (expectIndexMatchesChain compares them one to one).
      await expectIndexMatchesChain(stack.devnet, indexer.url);
    } finally {
      await indexer.stop();
    }
    // Stopped through Ponder's own shutdown, the same folder is resumed.
    const again = await startIndexer(options);
    try {
      expect(again.start).toBe('resumed');
      await again.ready(200_000);
    } finally {
      await again.stop();
    }
  });
});

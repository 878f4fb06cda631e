// `npm run start -w @flaskswap/indexer`: the indexer alone, against any chain with a manifest, as a
// supervised Ponder (restarted with backoff when it exits) that never outlives this runner.
// INDEXER_CHAIN_ID (default 31337), INDEXER_RPC_URL, INDEXER_PORT, DATABASE_URL, INDEXER_DATA_DIR.
import { startOrphanGuard } from '@flaskswap/supervisor';
import { DEFAULT_INDEXER_PORT, startIndexer } from './index.ts';

const guard = startOrphanGuard();
const indexer = await startIndexer({
  port: Number(process.env.INDEXER_PORT ?? DEFAULT_INDEXER_PORT),
  rpcUrl: process.env.INDEXER_RPC_URL ?? 'http://127.0.0.1:8545',
  ...(process.env.INDEXER_CHAIN_ID ? { chainId: Number(process.env.INDEXER_CHAIN_ID) } : {}),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  logLevel: (process.env.INDEXER_LOG_LEVEL as 'info' | undefined) ?? 'info',
  log: console.log,
  onStart: guard.watch,
});
console.log(
  `indexer: GraphQL ${indexer.url}/graphql, status ${indexer.url}/status, alive ${indexer.url}/health, caught up ${indexer.url}/ready`,
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // A second signal does not wait for Ponder's graceful close.
    if (stopping) {
      indexer.kill();
      process.exit(130);
    }
    stopping = true;
    void indexer.stop().then(() => process.exit(0));
  });
}

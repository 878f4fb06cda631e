// `npm run start -w @flaskswap/indexer`: the indexer alone, against any chain with a manifest.
// INDEXER_CHAIN_ID (default 31337), INDEXER_RPC_URL, INDEXER_PORT, DATABASE_URL, INDEXER_DATA_DIR.
import { DEFAULT_INDEXER_PORT, startIndexer } from './index.ts';

const indexer = await startIndexer({
  port: Number(process.env.INDEXER_PORT ?? DEFAULT_INDEXER_PORT),
  rpcUrl: process.env.INDEXER_RPC_URL ?? 'http://127.0.0.1:8545',
  ...(process.env.INDEXER_CHAIN_ID ? { chainId: Number(process.env.INDEXER_CHAIN_ID) } : {}),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  logLevel: (process.env.INDEXER_LOG_LEVEL as 'info' | undefined) ?? 'info',
  log: console.log,
});
console.log(`indexer: GraphQL ${indexer.url}/graphql, SQL ${indexer.url}/sql, status ${indexer.url}/status`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void indexer.stop().then(() => process.exit(0)));
indexer.process.on('exit', (code) => process.exit(code ?? 0));

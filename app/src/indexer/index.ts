export { fetchIndexedBlock, getIndexerJson, IndexerUnavailableError, queryIndexer } from './client.ts';
export { indexerUrlFor } from './config.ts';
export {
  INDEXER_DELAY_TOLERANCE,
  type IndexerHealth,
  useIndexerHealth,
  useIndexerQuery,
  useIndexerUrl,
} from './useIndexer.ts';

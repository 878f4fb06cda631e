export { fetchIndexedBlock, getIndexerJson, type IndexedStatus, IndexerUnavailableError } from './client.ts';
export { indexerUrlFor } from './config.ts';
export {
  INDEXER_DELAY_TOLERANCE,
  type IndexerHealth,
  useIndexedStatus,
  useIndexerHealth,
  useIndexerRest,
  useIndexerUrl,
} from './useIndexer.ts';

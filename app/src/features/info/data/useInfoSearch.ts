import { useIndexerRest } from '@/indexer';
import type { InfoSearchResult } from '../logic/search.ts';
import { searchPath } from './paths.ts';

/** Tokens and pairs the indexer finds for `text` (already debounced); idle while it is blank. */
export function useInfoSearch(text: string) {
  const q = text.trim();
  return useIndexerRest<InfoSearchResult>('info-search', q === '' ? undefined : searchPath(q));
}

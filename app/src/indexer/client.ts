// Plain fetches to the indexer: the areas' REST routes (GETs a load balancer caches for one block)
// and Ponder's /status. No React here.

export class IndexerUnavailableError extends Error {
  override name = 'IndexerUnavailableError';
}

/**
 * GET on one of the indexer's REST routes (`/prediction/bets?…`); throws IndexerUnavailableError when
 * it cannot answer, with the route's own `{ error }` message for a refused request.
 */
export async function getIndexerJson<T>(url: string, path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${url}${path}`, { signal });
  } catch (error) {
    throw new IndexerUnavailableError(`the indexer at ${url} cannot be reached`, { cause: error });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new IndexerUnavailableError(body.error ?? `the indexer answered ${response.status}`);
  }
  return (await response.json()) as T;
}

export interface IndexedStatus {
  number: number;
  timestamp: number;
}

/** The last block the indexer has indexed (number and unix time), from Ponder's /status. */
export async function fetchIndexedStatus(url: string, signal?: AbortSignal): Promise<IndexedStatus> {
  const status = await getIndexerJson<Record<string, { block?: Partial<IndexedStatus> } | undefined>>(
    url,
    '/status',
    signal,
  );
  const block = Object.values(status)[0]?.block;
  if (typeof block?.number !== 'number' || typeof block.timestamp !== 'number')
    throw new IndexerUnavailableError('the indexer has not indexed a block yet');
  return { number: block.number, timestamp: block.timestamp };
}

/** The last block the indexer has indexed, from Ponder's /status. */
export async function fetchIndexedBlock(url: string, signal?: AbortSignal): Promise<number> {
  return (await fetchIndexedStatus(url, signal)).number;
}

// Plain fetches to the indexer: GraphQL queries, the areas' REST routes and Ponder's /status. No React here.

export class IndexerUnavailableError extends Error {
  override name = 'IndexerUnavailableError';
}

/** Runs a GraphQL query; throws IndexerUnavailableError when the indexer cannot answer it. */
export async function queryIndexer<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal,
    });
  } catch (error) {
    throw new IndexerUnavailableError(`the indexer at ${url} cannot be reached`, { cause: error });
  }
  if (!response.ok) throw new IndexerUnavailableError(`the indexer answered ${response.status}`);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new IndexerUnavailableError(body.errors?.[0]?.message ?? 'the indexer sent no data');
  }
  return body.data;
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

/** The last block the indexer has indexed, from Ponder's /status. */
export async function fetchIndexedBlock(url: string, signal?: AbortSignal): Promise<number> {
  let response: Response;
  try {
    response = await fetch(`${url}/status`, { signal });
  } catch (error) {
    throw new IndexerUnavailableError(`the indexer at ${url} cannot be reached`, { cause: error });
  }
  if (!response.ok) throw new IndexerUnavailableError(`the indexer answered ${response.status}`);
  const status = (await response.json()) as Record<string, { block?: { number?: number } } | undefined>;
  const block = Object.values(status)[0]?.block?.number;
  if (typeof block !== 'number') throw new IndexerUnavailableError('the indexer has not indexed a block yet');
  return block;
}

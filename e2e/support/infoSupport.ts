// The info spec's window on the run's indexer: its GraphQL, read directly to compare with the pages.
import { expect } from '@playwright/test';
import { INDEXER_URL } from './env.ts';

export async function indexerQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${INDEXER_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data!;
}

export interface LatestCandle {
  periodStart: number;
  close: number;
}

/** The newest hourly candle of a pair (token1 per token0), or undefined before its first trade. */
export async function latestHourCandle(pair: string): Promise<LatestCandle | undefined> {
  const data = await indexerQuery<{ pairHourDatas: { items: LatestCandle[] } }>(
    `query ($pair: String!) {
      pairHourDatas(where: { pair: $pair }, orderBy: "periodStart", orderDirection: "desc", limit: 1) {
        items { periodStart close }
      }
    }`,
    { pair: pair.toLowerCase() },
  );
  return data.pairHourDatas.items[0];
}

/** Whether the indexer has indexed a transaction (by hash) yet. */
export async function isIndexed(txHash: string): Promise<boolean> {
  const data = await indexerQuery<{ ammTransactions: { items: unknown[] } }>(
    `query ($hash: String!) { ammTransactions(where: { txHash: $hash }, limit: 1) { items { id } } }`,
    { hash: txHash.toLowerCase() },
  );
  return data.ammTransactions.items.length > 0;
}

/** The addresses of every indexed pair holding `token`. */
export async function pairsOf(token: string): Promise<string[]> {
  const data = await indexerQuery<{ pairs: { items: { address: string }[] } }>(
    `query ($token: String!) {
      pairs(where: { OR: [{ token0: $token }, { token1: $token }] }, limit: 1000) { items { address } }
    }`,
    { token: token.toLowerCase() },
  );
  return data.pairs.items.map((pair) => pair.address);
}

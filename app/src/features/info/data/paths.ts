// The indexer's AMM routes the info pages read (docs/indexer.md, `/amm/*`): one GET per view, so
// every visitor of the same page at the same indexed block asks for the same URL, which the load
// balancer answers from its cache.
import type { InfoPairSort, InfoSortDirection, InfoTokenSort } from '@flaskswap/sdk';
import { PAGE_SIZE } from '../logic/table.ts';
import type { TransactionFilter } from '../logic/transactions.ts';

export const tokensPath = (since: number) => `/amm/tokens?since=${since}`;
export const pairsPath = (since: number) => `/amm/pairs?since=${since}`;
export const tokenPath = (address: string, since: number) => `/amm/tokens/${address}?since=${since}`;
export const pairPath = (address: string, since: number) => `/amm/pairs/${address}?since=${since}`;
export const PROTOCOL_PATH = '/amm/protocol';

/** Candles of one pair or token, oldest first. */
export const candlesPath = (subject: 'pair' | 'token', address: string, period: 'hour' | 'day', since: number) =>
  `/amm/candles/${subject}/${address}?period=${period}&since=${since}`;

export type TransactionScope = { pair: string } | { token: string } | undefined;

/** The newest swaps, adds and removes of one pair, one token or the whole exchange. */
export function transactionsPath(scope: TransactionScope, filter: TransactionFilter, first: number): string {
  const params = new URLSearchParams({ kind: filter, first: String(first) });
  if (scope && 'pair' in scope) params.set('pair', scope.pair);
  if (scope && 'token' in scope) params.set('token', scope.token);
  return `/amm/transactions?${params}`;
}

/** The search box's tokens and pairs for the text typed. */
export const searchPath = (q: string) => `/amm/search?q=${encodeURIComponent(q)}`;

/** Which rows an info table shows: all, a watchlist's (`addresses`), or one token's pairs (`token`). */
export interface TableFilter {
  addresses?: readonly string[];
  token?: string;
}

/** One page of the token or pair table, sorted by the indexer (addresses sorted: one URL per watchlist). */
export function tablePath(
  subject: 'tokens' | 'pairs',
  sort: { key: InfoTokenSort | InfoPairSort; direction: InfoSortDirection },
  page: number,
  filter: TableFilter = {},
): string {
  const params = new URLSearchParams({
    orderBy: sort.key,
    direction: sort.direction,
    first: String(PAGE_SIZE),
    skip: String((page - 1) * PAGE_SIZE),
  });
  if (filter.addresses) params.set('addresses', [...filter.addresses].sort().join(','));
  if (filter.token) params.set('token', filter.token);
  return `/amm/tables/${subject}?${params}`;
}

// The indexer's REST routes, what each takes (docs/indexer.md): its path and query parameters.
import { z } from 'zod';
import {
  INFO_PAIR_SORTS,
  INFO_SORT_DIRECTIONS,
  INFO_TABLE_MAX_ADDRESSES,
  INFO_TABLE_PAGE_SIZE,
  INFO_TOKEN_SORTS,
} from '../info/tables.ts';
import { MAX_PERIOD_START } from './periods.ts';
import {
  addressListParam,
  addressParam,
  booleanParam,
  choiceParam,
  integerParam,
  logCursorParam,
  pageParams,
} from './queryParams.ts';

/** Rows per page of /approvals/:owner: by default, and at most. */
export const APPROVALS_PAGE_SIZE = 100;
export const APPROVALS_MAX_PAGE_SIZE = 1000;

/** /approvals/:owner: newest first, `first` rows strictly older than the `before` cursor. */
export const approvalsRequest = z.object({
  owner: addressParam('owner'),
  first: integerParam('first', { min: 1, max: APPROVALS_MAX_PAGE_SIZE, fallback: APPROVALS_PAGE_SIZE }),
  before: logCursorParam('before'),
});

/** /lottery/lotteries: the rounds, newest first (SPEC.md §7: first 100). */
export const lotteriesRequest = z.object(pageParams(100));

/** /lottery/users/:address, with its rounds paged. */
export const lotteryUserRequest = z.object({ address: addressParam('address'), ...pageParams(100) });

/** /prediction/bets: an account's (or everyone's) bets, newest first (SPEC.md §7: first 1000). */
export const predictionBetsRequest = z.object({
  user: addressParam('user'),
  claimed: booleanParam('claimed'),
  ...pageParams(1000),
});

/** /prediction/users/:address and /competition/users/:address */
export const accountRequest = z.object({ address: addressParam('address') });

/** /prediction/rounds */
export const predictionRoundsRequest = z.object(pageParams(50));

/** /competition/users: every trader, or one team's (teamId ≥ 1). */
export const competitionUsersRequest = z.object({
  teamId: integerParam('teamId', { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
  ...pageParams(100),
});

// /amm: the AMM's hot reads. Lists answer at most 1,000 rows; `since` is a unix time in seconds.
const AMM_MAX_ROWS = 1000;
// A `since` past a 32-bit period start is refused here, where it would fail the query.
const since = integerParam('since', { min: 0, max: MAX_PERIOD_START, fallback: 0 });
const ammFirst = (fallback: number) => integerParam('first', { min: 1, max: AMM_MAX_ROWS, fallback });
const period = choiceParam('period', ['hour', 'day'], 'hour');

/** /amm/tokens and /amm/pairs: by TVL, with their hours since `since`. */
export const ammListRequest = z.object({ since, first: ammFirst(AMM_MAX_ROWS) });

/** /amm/tokens/:address and /amm/pairs/:address */
export const ammOneRequest = z.object({ address: addressParam('address'), since });

/** /amm/candles/:subject/:address */
export const ammCandlesRequest = z.object({
  subject: choiceParam('subject', ['pair', 'token'], 'pair'),
  address: addressParam('address'),
  period,
  since,
  first: ammFirst(AMM_MAX_ROWS),
  order: choiceParam('order', ['asc', 'desc'], 'asc'),
});

/** /amm/chart: the swap page's chart (pair, input and output required by the route). */
export const ammChartRequest = z.object({
  pair: addressParam('pair'),
  input: addressParam('input'),
  output: addressParam('output'),
  period,
  first: ammFirst(AMM_MAX_ROWS),
});

/** /amm/transactions: the newest swaps, adds and removes, of one pair or token or all. */
export const ammTransactionsRequest = z.object({
  kind: choiceParam('kind', ['all', 'swap', 'add', 'remove'], 'all'),
  pair: addressParam('pair'),
  token: addressParam('token'),
  first: ammFirst(25),
});

/** /amm/search: how many tokens and pairs (the route checks `q` itself, first). */
export const ammSearchRequest = z.object({ first: integerParam('first', { min: 1, max: 50, fallback: 10 }) });

/** /amm/lp-positions/:account */
export const lpPositionsRequest = z.object({ account: addressParam('account') });

/** One page of an info table: a column and direction to sort by, `first` rows after `skip`. */
const infoTablePage = {
  direction: choiceParam('direction', INFO_SORT_DIRECTIONS, 'desc'),
  ...pageParams(INFO_TABLE_PAGE_SIZE),
  /** Only these (a watchlist). */
  addresses: addressListParam('addresses', INFO_TABLE_MAX_ADDRESSES),
};

/** /amm/tables/tokens */
export const ammTokenTableRequest = z.object({
  orderBy: choiceParam('orderBy', INFO_TOKEN_SORTS, 'tvl'),
  ...infoTablePage,
});

/** /amm/tables/pairs: `token` keeps the pairs of one token (its page). */
export const ammPairTableRequest = z.object({
  orderBy: choiceParam('orderBy', INFO_PAIR_SORTS, 'tvl'),
  ...infoTablePage,
  token: addressParam('token'),
});

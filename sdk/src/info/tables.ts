// The info tables (/info, /info/tokens, /info/pairs, the watchlist, a token's pairs): the columns
// the indexer sorts them by and the windows of their 24h and 7d figures. Shared by the indexer's
// /amm/tables/* routes and the app, so a header asks for a column the server knows.

/** Token table columns a visitor may sort by. */
export const INFO_TOKEN_SORTS = ['name', 'price', 'priceChange24h', 'volume24h', 'volume7d', 'tvl'] as const;
/** Pair table columns a visitor may sort by. */
export const INFO_PAIR_SORTS = ['name', 'tvl', 'volume24h', 'volume7d', 'fees24h', 'transactions'] as const;
export const INFO_SORT_DIRECTIONS = ['asc', 'desc'] as const;

export type InfoTokenSort = (typeof INFO_TOKEN_SORTS)[number];
export type InfoPairSort = (typeof INFO_PAIR_SORTS)[number];
export type InfoSortDirection = (typeof INFO_SORT_DIRECTIONS)[number];

/** Rows an info table page shows (and the routes' default page size). */
export const INFO_TABLE_PAGE_SIZE = 10;
/** Most addresses one table request may name (a watchlist). */
export const INFO_TABLE_MAX_ADDRESSES = 100;

const HOUR = 3_600;
const DAY = 24 * HOUR;

/**
 * The first hour start inside a window of `days` ending at `now`: an hour counts when any of it falls
 * in the window (as the token and pair pages' 24-hour figures count it).
 */
export function infoWindowStart(now: number, days: 1 | 7): number {
  return now - days * DAY - HOUR + 1;
}

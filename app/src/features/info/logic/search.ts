// The info search box's results as one list of options (tokens first, then pairs), and how the
// arrow keys move through it.

/** /amm/search's answer (indexer/src/api/ammSearch.ts); addresses lowercase. */
export interface InfoSearchResult {
  tokens: { address: string; symbol: string; name: string; priceUsd: number; tvlUsd: number }[];
  pairs: { address: string; token0: string; token1: string; symbol0: string; symbol1: string; tvlUsd: number }[];
}

export interface SearchOption {
  kind: 'token' | 'pair';
  address: string;
  /** The page the option opens. */
  href: string;
  /** A token's symbol, or a pair's two. */
  symbols: string[];
  /** A token's name; nothing for a pair. */
  detail?: string;
  tvlUsd: number;
}

export function searchOptions(result: InfoSearchResult): SearchOption[] {
  return [
    ...result.tokens.map(
      (token): SearchOption => ({
        kind: 'token',
        address: token.address,
        href: `/info/token/${token.address}`,
        symbols: [token.symbol],
        detail: token.name,
        tvlUsd: token.tvlUsd,
      }),
    ),
    ...result.pairs.map(
      (pair): SearchOption => ({
        kind: 'pair',
        address: pair.address,
        href: `/info/pair/${pair.address}`,
        symbols: [pair.symbol0, pair.symbol1],
        tvlUsd: pair.tvlUsd,
      }),
    ),
  ];
}

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isNavigationKey(key: string): key is NavigationKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/**
 * The highlighted option after a key, -1 for none: Down from none is the first, Up from none
 * the last; both wrap around the ends.
 */
export function moveActive(index: number, count: number, key: NavigationKey): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return index < 0 || index >= count - 1 ? 0 : index + 1;
  return index <= 0 ? count - 1 : index - 1;
}

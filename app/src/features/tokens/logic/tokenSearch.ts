// The Select a Token modal's search and ordering rules (SPEC.md section 5), as plain functions.
import { isAddress } from 'viem';

export interface SearchableToken {
  address: string;
  symbol: string;
  name: string;
}

/** Search text as the filter reads it. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);

/**
 * A filter for the search text: a full address matches that address only (any letter case);
 * otherwise every word of the query must start or end a word of the symbol or of the name.
 */
export function createTokenFilter(query: string): (token: SearchableToken) => boolean {
  const trimmed = query.trim();
  if (isAddress(trimmed, { strict: false })) {
    const address = trimmed.toLowerCase();
    return (token) => token.address.toLowerCase() === address;
  }
  const queryWords = words(trimmed);
  if (queryWords.length === 0) return () => true;
  const matches = (text: string) => {
    const textWords = words(text);
    return queryWords.every((q) => textWords.some((w) => w.startsWith(q) || w.endsWith(q)));
  };
  return (token) => matches(token.symbol) || matches(token.name);
}

/** The native coin leads the results while the text could still be 'bnb' (or is empty). */
export function showsNativeFirst(query: string): boolean {
  return ['', 'b', 'bn', 'bnb'].includes(normalizeQuery(query));
}

/** A balance as a comparable pair (raw amount, decimals); undefined when unknown. */
export interface BalanceLike {
  raw: bigint;
  decimals: number;
}

/** Compares balances across tokens of different decimals without rounding. */
function compareBalances(a: BalanceLike | undefined, b: BalanceLike | undefined): number {
  const aRaw = a?.raw ?? 0n;
  const bRaw = b?.raw ?? 0n;
  if (aRaw === 0n && bRaw === 0n) return 0;
  const left = aRaw * 10n ** BigInt(b?.decimals ?? 0);
  const right = bRaw * 10n ** BigInt(a?.decimals ?? 0);
  return left === right ? 0 : left > right ? -1 : 1;
}

/** Larger balance first, then symbol alphabetically. */
export function compareTokens<T extends SearchableToken>(
  balanceOf: (token: T) => BalanceLike | undefined,
): (a: T, b: T) => number {
  return (a, b) => {
    const byBalance = compareBalances(balanceOf(a), balanceOf(b));
    if (byBalance !== 0) return byBalance;
    const symbolA = a.symbol.toLowerCase();
    const symbolB = b.symbol.toLowerCase();
    return symbolA < symbolB ? -1 : symbolA > symbolB ? 1 : 0;
  };
}

/**
 * Within the already sorted tokens, those whose symbol is the query come first, then symbols
 * starting with it, then the rest, so the best match is where Enter looks.
 */
export function sortByQuery<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  const q = normalizeQuery(query);
  if (q === '') return [...tokens];
  const exact: T[] = [];
  const prefix: T[] = [];
  const rest: T[] = [];
  for (const token of tokens) {
    const symbol = token.symbol.toLowerCase();
    if (symbol === q) exact.push(token);
    else if (symbol.startsWith(q)) prefix.push(token);
    else rest.push(token);
  }
  return [...exact, ...prefix, ...rest];
}

/**
 * What Enter picks: the native coin for 'bnb'; otherwise the first result when its symbol is
 * the query or when it is the only result; else nothing.
 */
export function enterSelection<T extends SearchableToken>(
  query: string,
  results: readonly T[],
): 'native' | T | undefined {
  const q = normalizeQuery(query);
  if (q === 'bnb') return 'native';
  const first = results[0];
  if (!first) return undefined;
  if (first.symbol.toLowerCase() === q || results.length === 1) return first;
  return undefined;
}

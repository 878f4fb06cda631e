// The info search (tokens and pairs by symbol, name or address), as the indexer's /amm/search
// route reads the text typed: plain rules, shared with the app's limits.
import { type Address, isAddress } from 'viem';

/** Longest text the search takes (a full address is 42). */
export const INFO_SEARCH_MAX_LENGTH = 100;
/** Most words a pair search combines ('FLASK BNB', 'FLASK/BNB'). */
const MAX_WORDS = 3;

export type InfoSearchTerms =
  | { kind: 'address'; address: Address }
  | {
      kind: 'text';
      /** What a token's symbol or name must contain (any letter case). */
      text: string;
      /** What a pair's two tokens must contain between them, each word in one of them. */
      words: string[];
    };

/** The text typed as search terms; undefined when there is nothing to look for. */
export function infoSearchTerms(raw: string): InfoSearchTerms | undefined {
  const text = raw.trim().slice(0, INFO_SEARCH_MAX_LENGTH);
  if (text === '') return undefined;
  if (isAddress(text, { strict: false })) return { kind: 'address', address: text.toLowerCase() as Address };
  const words = [...new Set(text.split(/[\s/]+/).filter((word) => word !== ''))].slice(0, MAX_WORDS);
  return { kind: 'text', text, words };
}

/** A SQL LIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

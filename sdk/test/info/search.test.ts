import { describe, expect, it } from 'vitest';
import { containsPattern, INFO_SEARCH_MAX_LENGTH, infoSearchTerms } from '../../src/info/search.ts';

describe('infoSearchTerms', () => {
  it('is nothing for blank text', () => {
    expect(infoSearchTerms('')).toBeUndefined();
    expect(infoSearchTerms('   ')).toBeUndefined();
  });

  it('reads an address in any letter case as that address only', () => {
    const address = '0xAbCdEf0123456789aBcDeF0123456789ABCDEF01';
    expect(infoSearchTerms(` ${address} `)).toEqual({ kind: 'address', address: address.toLowerCase() });
  });

  it('splits a pair name on spaces and slashes, each word once, three at most', () => {
    expect(infoSearchTerms(' FLASK/BNB ')).toEqual({ kind: 'text', text: 'FLASK/BNB', words: ['FLASK', 'BNB'] });
    expect(infoSearchTerms('wrapped  bnb')).toEqual({ kind: 'text', text: 'wrapped  bnb', words: ['wrapped', 'bnb'] });
    expect(infoSearchTerms('a a')).toMatchObject({ words: ['a'] });
    expect(infoSearchTerms('a b c d')).toMatchObject({ words: ['a', 'b', 'c'] });
  });

  it('keeps a half-typed address as text', () => {
    expect(infoSearchTerms('0xabc')).toEqual({ kind: 'text', text: '0xabc', words: ['0xabc'] });
  });

  it('cuts text past the longest search', () => {
    const terms = infoSearchTerms('x'.repeat(INFO_SEARCH_MAX_LENGTH + 20));
    expect(terms?.kind === 'text' && terms.text.length).toBe(INFO_SEARCH_MAX_LENGTH);
  });
});

describe('containsPattern', () => {
  it('finds the text anywhere, wildcards in it taken literally', () => {
    expect(containsPattern('flask')).toBe('%flask%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

import { describe, expect, it } from 'vitest';
import {
  compareTokens,
  createTokenFilter,
  enterSelection,
  type SearchableToken,
  showsNativeFirst,
  sortByQuery,
} from './tokenSearch.ts';

const token = (symbol: string, name: string, address: string): SearchableToken => ({ symbol, name, address });
const BUSD = token('BUSD', 'Binance USD', '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56');
const USDT = token('USDT', 'Tether USD', '0x55d398326f99059fF775485246999027B3197955');
const ETH = token('ETH', 'Ethereum Token', '0x2170Ed0880ac9A755fd29B2688956BD959F933F8');
const WBNB = token('WBNB', 'Wrapped BNB', '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c');
const all = [BUSD, USDT, ETH, WBNB];

describe('createTokenFilter', () => {
  it('matches an exact address in any letter case, and nothing else', () => {
    expect(all.filter(createTokenFilter(ETH.address.toLowerCase()))).toEqual([ETH]);
    expect(all.filter(createTokenFilter(` ${ETH.address.toUpperCase().replace('0X', '0x')} `))).toEqual([ETH]);
    expect(all.filter(createTokenFilter(ETH.address.slice(0, 20)))).toEqual([]);
  });

  it('matches words starting or ending with the query on symbol or name', () => {
    expect(all.filter(createTokenFilter('usd'))).toEqual([BUSD, USDT]); // BUSD ends, USDT starts, names too
    expect(all.filter(createTokenFilter('the'))).toEqual([]);
    expect(all.filter(createTokenFilter('tether'))).toEqual([USDT]);
    expect(all.filter(createTokenFilter('ken'))).toEqual([ETH]); // "Token" ends with it
    expect(all.filter(createTokenFilter('rapp'))).toEqual([]); // inside a word only
    expect(all.filter(createTokenFilter('wrapped bnb'))).toEqual([WBNB]);
    expect(all.filter(createTokenFilter('wrapped usd'))).toEqual([]);
  });

  it('lets everything through for an empty query', () => {
    expect(all.filter(createTokenFilter('   '))).toEqual(all);
  });
});

describe('showsNativeFirst', () => {
  it('is on for empty, b, bn and bnb in any case', () => {
    for (const query of ['', 'b', 'bn', 'bnb', ' BNB ', 'Bn']) expect(showsNativeFirst(query)).toBe(true);
    for (const query of ['bnbx', 'busd', 'w']) expect(showsNativeFirst(query)).toBe(false);
  });
});

describe('sorting', () => {
  const balances: Record<string, { raw: bigint; decimals: number }> = {
    ETH: { raw: 2n * 10n ** 18n, decimals: 18 },
    USDT: { raw: 3n * 10n ** 6n, decimals: 6 }, // 3 whole tokens with 6 decimals beats 2 with 18
  };
  const byBalance = compareTokens<SearchableToken>((t) => balances[t.symbol]);

  it('puts larger balances first across decimals, then symbols alphabetically', () => {
    expect([...all].sort(byBalance).map((t) => t.symbol)).toEqual(['USDT', 'ETH', 'BUSD', 'WBNB']);
  });

  it('orders unknown and zero balances alphabetically', () => {
    const none = compareTokens<SearchableToken>(() => undefined);
    expect([WBNB, ETH, BUSD].sort(none).map((t) => t.symbol)).toEqual(['BUSD', 'ETH', 'WBNB']);
  });

  it('moves exact symbol matches, then symbol prefixes, to the front', () => {
    const tokens = [token('USDTX', 'x', '0x1'), token('ABC', 'usdt fan', '0x2'), token('USDT', 'Tether', '0x3')];
    expect(sortByQuery(tokens, 'usdt').map((t) => t.symbol)).toEqual(['USDT', 'USDTX', 'ABC']);
  });
});

describe('enterSelection', () => {
  it("selects the native coin for 'bnb'", () => {
    expect(enterSelection('BNB', [WBNB])).toBe('native');
  });

  it('selects the first result when its symbol is the query', () => {
    expect(enterSelection('usdt', [USDT, BUSD])).toBe(USDT);
  });

  it('selects the only result', () => {
    expect(enterSelection('tether', [USDT])).toBe(USDT);
  });

  it('selects nothing when several results do not match exactly, or none', () => {
    expect(enterSelection('usd', [BUSD, USDT])).toBeUndefined();
    expect(enterSelection('zzz', [])).toBeUndefined();
  });
});

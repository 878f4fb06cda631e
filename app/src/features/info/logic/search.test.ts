import { describe, expect, it } from 'vitest';
import { moveActive, searchOptions } from './search.ts';

describe('searchOptions', () => {
  it('lists tokens, then pairs, each linking to its page', () => {
    const options = searchOptions({
      tokens: [{ address: '0xaa', symbol: 'FLASK', name: 'Flask Token', priceUsd: 2, tvlUsd: 10 }],
      pairs: [{ address: '0xpp', token0: '0xaa', token1: '0xbb', symbol0: 'FLASK', symbol1: 'WBNB', tvlUsd: 5 }],
    });
    expect(options).toEqual([
      {
        kind: 'token',
        address: '0xaa',
        href: '/info/token/0xaa',
        symbols: ['FLASK'],
        detail: 'Flask Token',
        tvlUsd: 10,
      },
      { kind: 'pair', address: '0xpp', href: '/info/pair/0xpp', symbols: ['FLASK', 'WBNB'], tvlUsd: 5 },
    ]);
  });
});

describe('moveActive', () => {
  it('starts at the first going down and at the last going up', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('steps and wraps around the ends', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('jumps with Home and End, and has nothing to highlight in an empty list', () => {
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(0, 3, 'End')).toBe(2);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { tablePath } from './paths.ts';

describe('tablePath', () => {
  it('asks the indexer for one page of ten in the order shown', () => {
    expect(tablePath('tokens', { key: 'tvl', direction: 'desc' }, 1)).toBe(
      '/amm/tables/tokens?orderBy=tvl&direction=desc&first=10&skip=0',
    );
    expect(tablePath('pairs', { key: 'volume7d', direction: 'asc' }, 3, { token: '0xabc' })).toBe(
      '/amm/tables/pairs?orderBy=volume7d&direction=asc&first=10&skip=20&token=0xabc',
    );
  });

  it('names a watchlist in one order, so its visitors share one URL', () => {
    const path = (addresses: string[]) => tablePath('pairs', { key: 'name', direction: 'asc' }, 1, { addresses });
    expect(path(['0xbb', '0xaa'])).toBe(path(['0xaa', '0xbb']));
    expect(path(['0xbb', '0xaa'])).toContain('addresses=0xaa%2C0xbb');
  });
});

import { describe, expect, it } from 'vitest';
import { competitionStatus, hasVolume } from './competition.ts';
import { pairLabel, swapPathForPair } from './links.ts';

const tokens = {
  FLASK: '0x00000000000000000000000000000000000000f1',
  BUSD: '0x00000000000000000000000000000000000000b5',
};

describe('swapPathForPair', () => {
  it('selects both tokens, WBNB as BNB', () => {
    expect(swapPathForPair({ address: '0x1', symbol: 'FLASK-BNB LP', token0: 'FLASK', token1: 'WBNB' }, tokens)).toBe(
      `/swap?inputCurrency=BNB&outputCurrency=${tokens.FLASK}`,
    );
    expect(swapPathForPair({ address: '0x2', symbol: 'FLASK-BUSD LP', token0: 'FLASK', token1: 'BUSD' }, tokens)).toBe(
      `/swap?inputCurrency=${tokens.BUSD}&outputCurrency=${tokens.FLASK}`,
    );
  });

  it('falls back to /swap when the manifest does not list a token', () => {
    expect(swapPathForPair({ address: '0x3', symbol: 'X-FLASK LP', token0: 'X', token1: 'FLASK' }, tokens)).toBe(
      '/swap',
    );
  });
});

describe('pairLabel', () => {
  it('names WBNB as BNB', () => {
    expect(pairLabel({ address: '0x1', symbol: 'FLASK-BNB LP', token0: 'WBNB', token1: 'FLASK' })).toBe('BNB/FLASK');
  });
});

describe('competitionStatus', () => {
  it('names the contract statuses in order', () => {
    expect([0, 1, 2, 3, 4].map(competitionStatus)).toEqual(['registration', 'open', 'close', 'claiming', 'over']);
  });

  it('reads an unknown status as over', () => {
    expect(competitionStatus(9)).toBe('over');
  });

  it('has volume from the opening on', () => {
    expect(hasVolume('registration')).toBe(false);
    expect(hasVolume('open')).toBe(true);
    expect(hasVolume('over')).toBe(true);
  });
});

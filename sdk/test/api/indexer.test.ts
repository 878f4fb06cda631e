import { describe, expect, it } from 'vitest';
import {
  ammCandlesRequest,
  ammSearchRequest,
  ammTransactionsRequest,
  checkWith,
  predictionBetsRequest,
} from '../../src/api/index.ts';

const pair = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe("the indexer's query parameters", () => {
  it('fills the defaults and lowercases addresses', () => {
    expect(checkWith(ammCandlesRequest, { subject: 'token', address: pair })).toEqual({
      ok: true,
      value: { subject: 'token', address: pair.toLowerCase(), period: 'hour', since: 0, first: 1000, order: 'asc' },
    });
    expect(checkWith(ammTransactionsRequest, {})).toEqual({
      ok: true,
      value: { kind: 'all', pair: undefined, token: undefined, first: 25 },
    });
  });

  it('refuses the first bad parameter in the order of the route, naming it and its value', () => {
    expect(checkWith(ammCandlesRequest, { address: 'x', period: 'week' })).toEqual({
      ok: false,
      error: 'address must be an address (0x and 40 hex digits), got "x"',
    });
    expect(checkWith(ammCandlesRequest, { address: pair, period: 'week' })).toEqual({
      ok: false,
      error: 'period must be one of hour, day, got "week"',
    });
    expect(checkWith(predictionBetsRequest, { claimed: 'yes', first: '0' })).toEqual({
      ok: false,
      error: 'claimed must be true or false, got "yes"',
    });
    expect(checkWith(ammCandlesRequest, { address: pair, since: '4000000000' })).toEqual({
      ok: false,
      error: 'since must be a whole number from 0 to 2147483647, got "4000000000"',
    });
    expect(checkWith(ammSearchRequest, { q: 'flask', first: '51' })).toEqual({
      ok: false,
      error: 'first must be a whole number from 1 to 50, got "51"',
    });
    expect(checkWith(predictionBetsRequest, { first: '1001' })).toEqual({
      ok: false,
      error: 'first must be a whole number from 1 to 1000, got "1001"',
    });
  });
});

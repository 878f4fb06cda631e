import { describe, expect, it } from 'vitest';
import {
  ammCandlesRequest,
  ammSearchRequest,
  ammTransactionsRequest,
  approvalsRequest,
  checkWith,
  formatLogCursor,
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

  it('pages the approvals by a block and log index cursor, 100 rows by default and at most 1000', () => {
    expect(checkWith(approvalsRequest, { owner: pair })).toEqual({
      ok: true,
      value: { owner: pair.toLowerCase(), first: 100, before: undefined },
    });
    const before = formatLogCursor({ blockNumber: 18446744073709551615n, logIndex: 7 });
    expect(before).toBe('18446744073709551615-7');
    expect(checkWith(approvalsRequest, { owner: pair, first: '1000', before })).toEqual({
      ok: true,
      value: { owner: pair.toLowerCase(), first: 1000, before: { blockNumber: 18446744073709551615n, logIndex: 7 } },
    });
    expect(checkWith(approvalsRequest, { owner: pair, first: '1001' })).toEqual({
      ok: false,
      error: 'first must be a whole number from 1 to 1000, got "1001"',
    });
    for (const bad of ['12', '12-', '-3', '12-3-4', '12:3', '0x1-2', '1-1234567890']) {
      expect(checkWith(approvalsRequest, { owner: pair, before: bad })).toEqual({
        ok: false,
        error: `before must be a block and a log index as <block>-<log index>, got "${bad}"`,
      });
    }
  });
});

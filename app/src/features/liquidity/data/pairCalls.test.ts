import { describe, expect, it } from 'vitest';
import { DOGE, FLASK, WBNB } from '../test/testPairs.ts';
import { type PairReadResults, pairReadCalls, parsePairResults } from './pairCalls.ts';

const account = '0x3333333333333333333333333333333333333333';
const flaskBnb = '0x4444444444444444444444444444444444444444';
const dogeBnb = '0x5555555555555555555555555555555555555555';
// Given out of order, so the reserves (token0's first) must be matched to the sorted tokens.
const [token0, token1] = FLASK.sortsBefore(WBNB) ? [FLASK, WBNB] : [WBNB, FLASK];
const pairs = [
  { address: flaskBnb, tokens: [token1, token0] },
  { address: dogeBnb, tokens: [DOGE, WBNB] },
] as const;

describe('pair reads', () => {
  it('groups each read by kind, in the pairs order, with the balance only for an account', () => {
    const calls = pairReadCalls([flaskBnb, dogeBnb], account);
    expect(calls.reserves.map((call) => [call.address, call.functionName])).toEqual([
      [flaskBnb, 'getReserves'],
      [dogeBnb, 'getReserves'],
    ]);
    expect(calls.kLast.map((call) => call.functionName)).toEqual(['kLast', 'kLast']);
    expect(calls.balance.map((call) => call.args)).toEqual([[account], [account]]);
    expect(pairReadCalls([flaskBnb, dogeBnb], undefined).balance).toEqual([]);
  });

  it('gives each pair its state and the account balance from the typed answers', () => {
    const results: PairReadResults = {
      reserves: [[100n, 200n, 7], null],
      totalSupply: [150n, null],
      kLast: [null, null],
      balance: [5n, 9n],
    };
    const [flask, doge] = parsePairResults({ pairs, results, feeOn: true });

    expect(flask?.balance).toBe(5n);
    expect(flask?.read.state).toBe('EXISTS');
    const snapshot = flask?.read.snapshot;
    expect(snapshot?.pair.reserveOf(token0).raw).toBe(100n);
    expect(snapshot?.pair.reserveOf(token1).raw).toBe(200n);
    expect(snapshot).toMatchObject({ address: flaskBnb, totalSupply: 150n, kLast: 0n, feeOn: true });

    // No reserves: no pair contract there yet; the balance read is still reported.
    expect(doge).toEqual({ read: { state: 'NOT_EXISTS' }, balance: 9n });
  });

  it('leaves balances unknown without an account', () => {
    const results: PairReadResults = {
      reserves: [
        [100n, 200n, 7],
        [1n, 2n, 7],
      ],
      totalSupply: [150n, 3n],
      kLast: [20_000n, null],
      balance: [],
    };
    const parsed = parsePairResults({ pairs, results, feeOn: false });
    expect(parsed.map((pair) => pair.balance)).toEqual([undefined, undefined]);
    expect(parsed.map((pair) => pair.read.snapshot?.kLast)).toEqual([20_000n, 0n]);
  });
});

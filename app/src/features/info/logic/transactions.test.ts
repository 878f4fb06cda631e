import { describe, expect, it } from 'vitest';
import { ageOf, describeTransaction, type RawTransaction } from './transactions.ts';
import { rawToNumber, truncateLabel } from './units.ts';

const tokens = new Map([
  ['0xa', { symbol: 'FLASK', decimals: 18 }],
  ['0xb', { symbol: 'USDC', decimals: 6 }],
]);
const tx = (kind: RawTransaction['kind'], amounts: Partial<RawTransaction>): RawTransaction => ({
  id: '1',
  kind,
  pair: '0xp',
  token0: '0xa',
  token1: '0xb',
  account: '0xacc',
  amount0In: '0',
  amount1In: '0',
  amount0Out: '0',
  amount1Out: '0',
  amountUsd: 12,
  timestamp: '1000',
  txHash: '0xhash',
  ...amounts,
});

describe('describeTransaction', () => {
  it('names a swap by what was sold and bought, in each token’s decimals', () => {
    const sell1 = describeTransaction(tx('swap', { amount1In: '2500000', amount0Out: '1000000000000000000' }), tokens);
    expect(sell1).toMatchObject({ tokenA: 'USDC', amountA: 2.5, tokenB: 'FLASK', amountB: 1, timestamp: 1000 });
    const sell0 = describeTransaction(tx('swap', { amount0In: '3000000000000000000', amount1Out: '7000000' }), tokens);
    expect(sell0).toMatchObject({ tokenA: 'FLASK', amountA: 3, tokenB: 'USDC', amountB: 7 });
  });

  it('lists token0 then token1 for adds and removes', () => {
    const add = describeTransaction(tx('add', { amount0In: '1000000000000000000', amount1In: '1000000' }), tokens);
    expect(add).toMatchObject({ kind: 'add', tokenA: 'FLASK', amountA: 1, tokenB: 'USDC', amountB: 1 });
    const remove = describeTransaction(
      tx('remove', { amount0Out: '2000000000000000000', amount1Out: '4000000' }),
      tokens,
    );
    expect(remove).toMatchObject({ kind: 'remove', amountA: 2, amountB: 4 });
  });

  it('reads an unknown token as ? with 18 decimals', () => {
    const view = describeTransaction(tx('add', { token1: '0xc', amount1In: '1000000000000000000' }), tokens);
    expect(view).toMatchObject({ tokenB: '?', amountB: 1 });
  });
});

describe('units', () => {
  it('converts raw decimal strings and bigints by the token’s decimals', () => {
    expect(rawToNumber('1500000', 6)).toBe(1.5);
    expect(rawToNumber(25n * 10n ** 17n, 18)).toBe(2.5);
  });

  it('cuts long untrusted labels and collapses their whitespace', () => {
    expect(truncateLabel('A  very\nlong token name here', 10)).toBe('A very lo…');
    expect(truncateLabel('FLASK')).toBe('FLASK');
  });

  it('tells the age of a transaction', () => {
    expect(ageOf(1000, 1030)).toEqual({ value: 30, unit: 's' });
    expect(ageOf(0, 7_300)).toEqual({ value: 2, unit: 'h' });
  });
});

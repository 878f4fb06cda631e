import { Token } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BNB, E18, FLASK, testPair, WBNB } from '../test/testPairs.ts';
import type { BurnState } from './burnState.ts';
import { type BurnInputs, deriveBurnInfo } from './deriveBurn.ts';

const lpToken = new Token({
  chainId: 31337,
  address: '0x2222222222222222222222222222222222222222',
  decimals: 18,
  symbol: 'FLASK-LP',
});
// The user holds 10 of 100 LP: worth 20 FLASK and 10 BNB.
const snapshot = testPair(FLASK, 200n * E18, WBNB, 100n * E18, 100n * E18);

function burn(state: BurnState, overrides: Partial<BurnInputs> = {}) {
  return deriveBurnInfo({
    account: '0x3333333333333333333333333333333333333333',
    currencyA: FLASK,
    currencyB: BNB,
    snapshot,
    lpToken,
    userLiquidity: 10n * E18,
    state,
    ...overrides,
  });
}

describe('deriveBurnInfo', () => {
  it('values the whole position', () => {
    const info = burn({ independentField: 'LIQUIDITY_PERCENT', typedValue: '0' });
    expect(info.liquidityValueA?.raw).toBe(20n * E18);
    expect(info.liquidityValueB?.raw).toBe(10n * E18);
    expect(info.liquidityValueB?.currency).toBe(BNB);
    expect(info.error).toEqual({ message: 'Enter an amount' });
  });
  it('a percentage burns that share of the LP', () => {
    const info = burn({ independentField: 'LIQUIDITY_PERCENT', typedValue: '50' });
    expect(info.parsedAmounts.LIQUIDITY?.raw).toBe(5n * E18);
    expect(info.parsedAmounts.CURRENCY_A?.raw).toBe(10n * E18);
    expect(info.parsedAmounts.CURRENCY_B?.raw).toBe(5n * E18);
    expect(info.formattedAmounts).toEqual({
      LIQUIDITY_PERCENT: '50',
      LIQUIDITY: '5',
      CURRENCY_A: '10',
      CURRENCY_B: '5',
    });
    expect(info.error).toBeUndefined();
  });
  it('Max burns exactly the whole balance', () => {
    const info = burn(
      { independentField: 'LIQUIDITY_PERCENT', typedValue: '100' },
      { userLiquidity: 3333333333333333333n },
    );
    expect(info.parsedAmounts.LIQUIDITY?.raw).toBe(3333333333333333333n);
  });
  it('an LP amount sets the share, and keeps the typed text', () => {
    const info = burn({ independentField: 'LIQUIDITY', typedValue: '2.5' });
    expect(info.percentToRemove.toFixed(0)).toBe('25');
    expect(info.parsedAmounts.LIQUIDITY?.raw).toBe(25n * 10n ** 17n);
    expect(info.formattedAmounts).toEqual({
      LIQUIDITY_PERCENT: '25',
      LIQUIDITY: '2.5',
      CURRENCY_A: '5',
      CURRENCY_B: '2.5',
    });
  });
  it('an amount of A or B sets the share', () => {
    const a = burn({ independentField: 'CURRENCY_A', typedValue: '2' });
    expect(a.parsedAmounts.LIQUIDITY?.raw).toBe(E18);
    expect(a.formattedAmounts.LIQUIDITY_PERCENT).toBe('10');
    const b = burn({ independentField: 'CURRENCY_B', typedValue: '0.05' });
    expect(b.formattedAmounts.LIQUIDITY_PERCENT).toBe('<1');
    expect(b.parsedAmounts.CURRENCY_B?.raw).toBe(5n * 10n ** 16n);
  });
  it('more than the position, or nonsense, removes nothing', () => {
    expect(burn({ independentField: 'CURRENCY_A', typedValue: '21' }).error).toEqual({ message: 'Enter an amount' });
    expect(burn({ independentField: 'LIQUIDITY', typedValue: '11' }).parsedAmounts.LIQUIDITY).toBeUndefined();
    expect(burn({ independentField: 'LIQUIDITY_PERCENT', typedValue: '101' }).percentToRemove.equalTo(0n)).toBe(true);
  });
  it('asks for a wallet first', () => {
    expect(burn({ independentField: 'LIQUIDITY_PERCENT', typedValue: '50' }, { account: undefined }).error).toEqual({
      message: 'Connect Wallet',
    });
  });
});

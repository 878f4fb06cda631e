import { CurrencyAmount } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BNB, DOGE, E18, FLASK, testPair, WBNB } from '../test/testPairs.ts';
import { deriveMintInfo, type MintInputs, mintError } from './deriveMint.ts';
import { initialMintState, mintReducer } from './mintState.ts';

const ACCOUNT = '0x3333333333333333333333333333333333333333';
// 1 FLASK = 0.5 BNB; 100 LP in total.
const snapshot = testPair(FLASK, 200n * E18, WBNB, 100n * E18, 100n * E18);

function inputs(overrides: Partial<MintInputs>): MintInputs {
  return {
    account: ACCOUNT,
    currencies: { CURRENCY_A: FLASK, CURRENCY_B: BNB },
    pairState: 'EXISTS',
    snapshot,
    balances: {
      CURRENCY_A: CurrencyAmount.fromRaw(FLASK, 1000n * E18),
      CURRENCY_B: CurrencyAmount.fromRaw(BNB, 1000n * E18),
    },
    state: initialMintState,
    ...overrides,
  };
}

describe('mintReducer', () => {
  it('keeps only the typed field in an existing pool', () => {
    let state = mintReducer(initialMintState, {
      type: 'typeInput',
      field: 'CURRENCY_A',
      typedValue: '1',
      noLiquidity: false,
    });
    state = mintReducer(state, { type: 'typeInput', field: 'CURRENCY_B', typedValue: '2', noLiquidity: false });
    expect(state).toEqual({ independentField: 'CURRENCY_B', typedValue: '2', otherTypedValue: '' });
  });
  it('keeps both texts in a new pool', () => {
    let state = mintReducer(initialMintState, {
      type: 'typeInput',
      field: 'CURRENCY_A',
      typedValue: '1',
      noLiquidity: true,
    });
    state = mintReducer(state, { type: 'typeInput', field: 'CURRENCY_B', typedValue: '2', noLiquidity: true });
    expect(state).toEqual({ independentField: 'CURRENCY_B', typedValue: '2', otherTypedValue: '1' });
    state = mintReducer(state, { type: 'typeInput', field: 'CURRENCY_B', typedValue: '3', noLiquidity: true });
    expect(state).toEqual({ independentField: 'CURRENCY_B', typedValue: '3', otherTypedValue: '1' });
    expect(mintReducer(state, { type: 'reset' })).toEqual(initialMintState);
  });
});

describe('deriveMintInfo in an existing pool', () => {
  it('computes the other amount from the pool ratio, in either direction', () => {
    const a = deriveMintInfo(
      inputs({ state: { independentField: 'CURRENCY_A', typedValue: '10', otherTypedValue: '' } }),
    );
    expect(a.noLiquidity).toBe(false);
    expect(a.formattedAmounts).toEqual({ CURRENCY_A: '10', CURRENCY_B: '5' });
    expect(a.parsedAmounts.CURRENCY_B?.currency).toBe(BNB);
    expect(a.parsedAmounts.CURRENCY_B?.raw).toBe(5n * E18);
    const b = deriveMintInfo(
      inputs({ state: { independentField: 'CURRENCY_B', typedValue: '1', otherTypedValue: '' } }),
    );
    expect(b.formattedAmounts).toEqual({ CURRENCY_A: '2', CURRENCY_B: '1' });
  });
  it('gives the pool price, the LP minted and the resulting share', () => {
    const info = deriveMintInfo(
      inputs({ state: { independentField: 'CURRENCY_A', typedValue: '200', otherTypedValue: '' } }),
    );
    expect(info.price?.toSignificant(4)).toBe('0.5');
    expect(info.price?.invert().toSignificant(4)).toBe('2');
    expect(info.liquidityMinted).toBe(100n * E18);
    expect(info.shareOfPair?.toFixed(2)).toBe('50.00');
    expect(info.error).toBeUndefined();
  });
  it('counts the protocol fee LP minted before the deposit', () => {
    // k grew from 100×200 to 400×200 since the last mint: the fee collector gets LP first.
    const grown = testPair(FLASK, 400n * E18, WBNB, 200n * E18, 100n * E18, {
      feeOn: true,
      kLast: 200n * 100n * E18 * E18,
    });
    const info = deriveMintInfo(
      inputs({ snapshot: grown, state: { independentField: 'CURRENCY_A', typedValue: '400', otherTypedValue: '' } }),
    );
    expect(info.liquidityMinted).toBeGreaterThan(100n * E18);
  });
  it('shows 6 significant digits of a computed amount', () => {
    const odd = testPair(FLASK, 3n * E18, DOGE, 7n * 10n ** 8n, E18);
    const info = deriveMintInfo(
      inputs({
        currencies: { CURRENCY_A: FLASK, CURRENCY_B: DOGE },
        snapshot: odd,
        balances: {},
        state: { independentField: 'CURRENCY_A', typedValue: '1', otherTypedValue: '' },
      }),
    );
    expect(info.formattedAmounts.CURRENCY_B).toBe('2.33333');
    expect(info.parsedAmounts.CURRENCY_B?.raw).toBe(233333333n);
  });
});

describe('deriveMintInfo in a new pool', () => {
  it('takes both typed amounts, sets the price and gives the first provider the whole pool', () => {
    const info = deriveMintInfo(
      inputs({
        pairState: 'NOT_EXISTS',
        snapshot: undefined,
        state: { independentField: 'CURRENCY_B', typedValue: '2', otherTypedValue: '8' },
      }),
    );
    expect(info.noLiquidity).toBe(true);
    expect(info.formattedAmounts).toEqual({ CURRENCY_A: '8', CURRENCY_B: '2' });
    expect(info.price?.toSignificant(4)).toBe('0.25');
    expect(info.liquidityMinted).toBe(4n * E18 - 1000n);
    expect(info.shareOfPair?.toFixed(2)).toBe('100.00');
  });
  it('treats an empty existing pair as new', () => {
    const empty = testPair(FLASK, 0n, WBNB, 0n, 0n);
    expect(deriveMintInfo(inputs({ snapshot: empty })).noLiquidity).toBe(true);
  });
});

describe('mintError priority', () => {
  const amounts = {
    CURRENCY_A: CurrencyAmount.fromRaw(FLASK, 10n * E18),
    CURRENCY_B: CurrencyAmount.fromRaw(BNB, 5n * E18),
  };
  const poor = { CURRENCY_A: CurrencyAmount.fromRaw(FLASK, E18), CURRENCY_B: CurrencyAmount.fromRaw(BNB, E18) };
  it('Connect Wallet, then Invalid pair, then Enter an amount, then Insufficient balance', () => {
    expect(mintError({ account: undefined, pairState: 'INVALID', parsedAmounts: {}, balances: poor })).toEqual({
      message: 'Connect Wallet',
    });
    expect(mintError({ account: ACCOUNT, pairState: 'INVALID', parsedAmounts: {}, balances: poor })).toEqual({
      message: 'Invalid pair',
    });
    expect(
      mintError({
        account: ACCOUNT,
        pairState: 'EXISTS',
        parsedAmounts: { CURRENCY_A: amounts.CURRENCY_A },
        balances: poor,
      }),
    ).toEqual({ message: 'Enter an amount' });
    expect(mintError({ account: ACCOUNT, pairState: 'EXISTS', parsedAmounts: amounts, balances: poor })).toEqual({
      message: 'Insufficient %symbol% balance',
      data: { symbol: 'FLASK' },
    });
    expect(
      mintError({
        account: ACCOUNT,
        pairState: 'EXISTS',
        parsedAmounts: amounts,
        balances: { ...poor, CURRENCY_A: amounts.CURRENCY_A },
      }),
    ).toEqual({ message: 'Insufficient %symbol% balance', data: { symbol: 'BNB' } });
    expect(
      mintError({ account: ACCOUNT, pairState: 'EXISTS', parsedAmounts: amounts, balances: amounts }),
    ).toBeUndefined();
  });
  it('a zero amount is no amount', () => {
    const info = deriveMintInfo(
      inputs({ state: { independentField: 'CURRENCY_A', typedValue: '0', otherTypedValue: '' } }),
    );
    expect(info.error).toEqual({ message: 'Enter an amount' });
  });
});

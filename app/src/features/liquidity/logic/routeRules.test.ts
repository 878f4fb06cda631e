import { describe, expect, it } from 'vitest';
import {
  addLiquidityPathOnPick,
  addLiquidityRedirect,
  removeLiquidityOtherCoinPath,
  removeLiquidityRedirect,
} from './routeRules.ts';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';

describe('addLiquidityRedirect', () => {
  it('splits the A-B form', () => {
    expect(addLiquidityRedirect(`${A}-${B}`)).toBe(`/add/${A}/${B}`);
    expect(addLiquidityRedirect(`BNB-${B}`)).toBe(`/add/BNB/${B}`);
  });
  it('collapses identical currencies', () => {
    expect(addLiquidityRedirect(A, A.toUpperCase().replace('0X', '0x'))).toBe(`/add/${A}`);
    expect(addLiquidityRedirect('BNB', 'BNB')).toBe('/add/BNB');
  });
  it('leaves valid routes alone', () => {
    expect(addLiquidityRedirect()).toBeUndefined();
    expect(addLiquidityRedirect(A)).toBeUndefined();
    expect(addLiquidityRedirect(A, B)).toBeUndefined();
    expect(addLiquidityRedirect('garbage-value')).toBeUndefined();
  });
});

describe('removeLiquidityRedirect', () => {
  it('splits two addresses joined by a dash', () => {
    expect(removeLiquidityRedirect(`${A}-${B}`)).toBe(`/remove/${A}/${B}`);
  });
  it('sends anything else to /pool', () => {
    expect(removeLiquidityRedirect('nonsense')).toBe('/pool');
    expect(removeLiquidityRedirect(`BNB-${B}`)).toBe('/pool');
    expect(removeLiquidityRedirect(undefined)).toBe('/pool');
  });
});

describe('addLiquidityPathOnPick', () => {
  const pick = (currencyIdA: string | undefined, currencyIdB: string | undefined, side: 'A' | 'B', picked: string) =>
    addLiquidityPathOnPick({ base: '/add', currencyIdA, currencyIdB, side, picked });
  it('puts the pick in its place', () => {
    expect(pick(undefined, undefined, 'A', A)).toBe(`/add/${A}`);
    expect(pick(A, undefined, 'A', B)).toBe(`/add/${B}`);
    expect(pick(A, B, 'A', 'BNB')).toBe(`/add/BNB/${B}`);
    expect(pick(A, undefined, 'B', B)).toBe(`/add/${A}/${B}`);
    expect(pick(A, B, 'B', 'BNB')).toBe(`/add/${A}/BNB`);
  });
  it('starts side A with BNB when only B is picked', () => {
    expect(pick(undefined, undefined, 'B', A)).toBe(`/add/BNB/${A}`);
  });
  it("swaps the two when the other side's currency is picked", () => {
    expect(pick(A, B, 'A', B)).toBe(`/add/${B}/${A}`);
    expect(pick(A, B, 'B', A.toUpperCase().replace('0X', '0x'))).toBe(
      `/add/${B}/${A.toUpperCase().replace('0X', '0x')}`,
    );
    expect(pick(A, undefined, 'B', A)).toBe(`/add/${A}`);
    expect(pick('BNB', B, 'A', B)).toBe(`/add/${B}/BNB`);
  });
  it('keeps /create', () => {
    expect(
      addLiquidityPathOnPick({ base: '/create', currencyIdA: A, currencyIdB: undefined, side: 'B', picked: B }),
    ).toBe(`/create/${A}/${B}`);
  });
});

describe('removeLiquidityOtherCoinPath', () => {
  const WBNB = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
  it('offers WBNB for BNB and BNB for WBNB, on either side', () => {
    expect(removeLiquidityOtherCoinPath('BNB', A, WBNB)).toEqual({ path: `/remove/${WBNB}/${A}`, receive: 'WBNB' });
    expect(removeLiquidityOtherCoinPath(A, WBNB.toLowerCase(), WBNB)).toEqual({
      path: `/remove/${A}/BNB`,
      receive: 'BNB',
    });
  });
  it('has nothing to offer without BNB or WBNB', () => {
    expect(removeLiquidityOtherCoinPath(A, B, WBNB)).toBeUndefined();
  });
});

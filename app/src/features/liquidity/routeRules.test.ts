import { describe, expect, it } from 'vitest';
import { addLiquidityRedirect, removeLiquidityRedirect } from './routeRules.ts';

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

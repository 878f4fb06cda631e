import { CurrencyAmount } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BNB as bnb, FLASK as flask, WBNB as wbnb } from '@/test/tokens.ts';
import { wrapInputError, wrapTypeOf } from './wrap.ts';

describe('wrapTypeOf', () => {
  it('wraps BNB to WBNB and unwraps back, nothing else', () => {
    expect(wrapTypeOf(bnb, wbnb)).toBe('WRAP');
    expect(wrapTypeOf(wbnb, bnb)).toBe('UNWRAP');
    expect(wrapTypeOf(bnb, flask)).toBe('NOT_APPLICABLE');
    expect(wrapTypeOf(wbnb, flask)).toBe('NOT_APPLICABLE');
    expect(wrapTypeOf(bnb, undefined)).toBe('NOT_APPLICABLE');
  });
});

describe('wrapInputError', () => {
  it('asks for an amount, then for enough balance of the side being spent', () => {
    expect(wrapInputError('WRAP', undefined, undefined)?.key).toBe('Enter an amount');
    const two = CurrencyAmount.fromRaw(bnb, 2n);
    expect(wrapInputError('WRAP', two, CurrencyAmount.fromRaw(bnb, 1n))?.key).toBe('Insufficient BNB balance');
    expect(wrapInputError('UNWRAP', CurrencyAmount.fromRaw(wbnb, 2n), CurrencyAmount.fromRaw(wbnb, 1n))?.key).toBe(
      'Insufficient WBNB balance',
    );
    expect(wrapInputError('WRAP', two, CurrencyAmount.fromRaw(bnb, 2n))).toBeUndefined();
  });
});

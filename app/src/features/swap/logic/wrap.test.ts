import { CurrencyAmount, NativeCurrency, Token } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { wrapInputError, wrapTypeOf } from './wrap.ts';

const wbnb = new Token({
  chainId: 31337,
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 18,
  symbol: 'WBNB',
});
const bnb = new NativeCurrency({ wrapped: wbnb });
const flask = new Token({
  chainId: 31337,
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  decimals: 18,
  symbol: 'FLASK',
});

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

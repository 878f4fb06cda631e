import { describe, expect, it } from 'vitest';
import { CurrencyAmount, currencyId, Token, validateAddress } from '../../src/index.ts';
import { BNB, testToken, WBNB } from '../helpers.ts';

describe('Token', () => {
  it('checksums its address', () => {
    const token = new Token({ chainId: 56, address: WBNB.address.toLowerCase(), decimals: 18 });
    expect(token.address).toBe('0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c');
    expect(token.equals(WBNB)).toBe(true);
  });
  it("falls back to 'UNKNOWN' and 'Unknown Token'", () => {
    const token = new Token({ chainId: 56, address: WBNB.address, decimals: 18, symbol: '', name: undefined });
    expect(token.symbol).toBe('UNKNOWN');
    expect(token.name).toBe('Unknown Token');
  });
  it('rejects bad addresses and decimals', () => {
    expect(() => new Token({ chainId: 56, address: '0x1234', decimals: 18 })).toThrow("Invalid 'address' parameter");
    expect(() => validateAddress('bb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c')).toThrow("Invalid 'address' parameter");
    expect(() => new Token({ chainId: 56, address: WBNB.address, decimals: 256 })).toThrow();
    expect(() => new Token({ chainId: 56, address: WBNB.address, decimals: 1.5 })).toThrow();
  });
  it('is not equal to the same address on another chain, nor to the native coin', () => {
    expect(WBNB.equals(new Token({ chainId: 97, address: WBNB.address, decimals: 18 }))).toBe(false);
    expect(WBNB.equals(BNB)).toBe(false);
  });
  it('sorts by address as the factory does', () => {
    expect(testToken(1).sortsBefore(testToken(2))).toBe(true);
    expect(testToken(2).sortsBefore(testToken(1))).toBe(false);
    expect(() => testToken(1).sortsBefore(testToken(1))).toThrow('Identical token addresses');
    expect(() => testToken(1).sortsBefore(testToken(2, 18, 97))).toThrow();
  });
});

describe('NativeCurrency', () => {
  it('is BNB wrapped as WBNB', () => {
    expect(BNB.symbol).toBe('BNB');
    expect(BNB.decimals).toBe(18);
    expect(BNB.wrapped).toBe(WBNB);
    expect(BNB.chainId).toBe(56);
    expect(BNB.equals(BNB)).toBe(true);
    expect(BNB.equals(WBNB)).toBe(false);
  });
  it('has an id for URLs', () => {
    expect(currencyId(BNB)).toBe('BNB');
    expect(currencyId(WBNB)).toBe(WBNB.address);
    expect(() => currencyId({} as never)).toThrow('invalid currency');
  });
});

describe('CurrencyAmount', () => {
  const usd6 = testToken(1, 6);
  it('formats in whole units', () => {
    const amount = CurrencyAmount.fromRaw(usd6, 1_234_567_891n);
    expect(amount.toSignificant()).toBe('1234.57');
    expect(amount.toSignificant(4)).toBe('1235');
    expect(amount.toFixed(2)).toBe('1234.57');
    expect(amount.toFixed()).toBe('1234.567891');
    expect(amount.toExact()).toBe('1234.567891');
    expect(CurrencyAmount.fromRaw(usd6, 1_500_000n).toExact()).toBe('1.5');
    expect(CurrencyAmount.fromRaw(usd6, 2_000_000n).toExact()).toBe('2');
    expect(() => amount.toFixed(7)).toThrow();
  });
  it('adds, subtracts and scales, rounding down', () => {
    const a = CurrencyAmount.fromRaw(usd6, 10n);
    expect(a.add(CurrencyAmount.fromRaw(usd6, 5n)).raw).toBe(15n);
    expect(a.subtract(CurrencyAmount.fromRaw(usd6, 5n)).raw).toBe(5n);
    expect(a.multiply(3n).raw).toBe(30n);
    expect(a.divide(3n).raw).toBe(3n);
    expect(a.lessThan(CurrencyAmount.fromRaw(usd6, 11n))).toBe(true);
    expect(a.equalTo(CurrencyAmount.fromRaw(usd6, 10n))).toBe(true);
    expect(a.greaterThan(CurrencyAmount.fromRaw(usd6, 9n))).toBe(true);
  });
  it("refuses to mix currencies ('invalid currency') and leave uint256", () => {
    const a = CurrencyAmount.fromRaw(usd6, 10n);
    expect(() => a.add(CurrencyAmount.fromRaw(testToken(2), 1n) as never)).toThrow('invalid currency');
    expect(() => a.subtract(CurrencyAmount.fromRaw(usd6, 11n))).toThrow('Amount out of range');
    expect(() => CurrencyAmount.fromRaw(usd6, 2n ** 256n)).toThrow('Amount out of range');
  });
  it('wraps native amounts', () => {
    const bnb = CurrencyAmount.fromRaw(BNB, 5n);
    expect(bnb.wrapped.currency).toBe(WBNB);
    expect(bnb.wrapped.raw).toBe(5n);
    const token = CurrencyAmount.fromRaw(WBNB, 5n);
    expect(token.wrapped).toBe(token);
  });
});

import { describe, expect, it } from 'vitest';
import { CurrencyAmount, Price } from '../../src/index.ts';
import { testToken } from '../helpers.ts';

const eighteen = testToken(1, 18);
const six = testToken(2, 6);
const other = testToken(3, 18);

describe('Price', () => {
  // 1 token (18 decimals) = 2.5 tokens (6 decimals)
  const price = new Price({
    baseCurrency: eighteen,
    quoteCurrency: six,
    baseAmount: 10n ** 18n,
    quoteAmount: 2_500_000n,
  });

  it('adjusts for decimals when shown', () => {
    expect(price.toSignificant()).toBe('2.5');
    expect(price.toFixed(3)).toBe('2.500');
    expect(price.invert().toSignificant()).toBe('0.4');
  });
  it('quotes amounts, rounding down', () => {
    expect(price.quote(CurrencyAmount.fromRaw(eighteen, 3n * 10n ** 18n)).raw).toBe(7_500_000n);
    expect(price.quote(CurrencyAmount.fromRaw(eighteen, 1n)).raw).toBe(0n);
    expect(() => price.quote(CurrencyAmount.fromRaw(other, 1n) as never)).toThrow('invalid currency');
  });
  it('chains with multiply', () => {
    const second = new Price({
      baseCurrency: six,
      quoteCurrency: other,
      baseAmount: 1_000_000n,
      quoteAmount: 4n * 10n ** 18n,
    });
    const chained = price.multiply(second);
    expect(chained.baseCurrency).toBe(eighteen);
    expect(chained.quoteCurrency).toBe(other);
    expect(chained.toSignificant()).toBe('10');
    expect(() => price.multiply(price as never)).toThrow('invalid currency');
  });
  it('builds from amounts and compares', () => {
    const cheaper = Price.fromAmounts(
      CurrencyAmount.fromRaw(eighteen, 10n ** 18n),
      CurrencyAmount.fromRaw(six, 2_000_000n),
    );
    expect(cheaper.lessThan(price)).toBe(true);
    expect(price.greaterThan(cheaper)).toBe(true);
    expect(price.equalTo(price)).toBe(true);
    expect(() => price.lessThan(price.invert() as never)).toThrow('invalid currency');
  });
});

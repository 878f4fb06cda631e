import { CurrencyAmount, NativeCurrency, Token } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { MIN_BNB_FOR_GAS, maxAmountSpend } from './maxAmountSpend.ts';

const wbnb = new Token({
  chainId: 31337,
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 18,
  symbol: 'WBNB',
});
const bnb = new NativeCurrency({ wrapped: wbnb });

describe('maxAmountSpend', () => {
  it('keeps 0.01 BNB for gas', () => {
    expect(maxAmountSpend(CurrencyAmount.fromRaw(bnb, 10n ** 18n))?.raw).toBe(10n ** 18n - MIN_BNB_FOR_GAS);
    expect(MIN_BNB_FOR_GAS).toBe(10n ** 16n);
  });

  it('is zero when the BNB balance does not cover the reserve', () => {
    expect(maxAmountSpend(CurrencyAmount.fromRaw(bnb, MIN_BNB_FOR_GAS))?.raw).toBe(0n);
    expect(maxAmountSpend(CurrencyAmount.fromRaw(bnb, 5n))?.raw).toBe(0n);
  });

  it('spends all of a token', () => {
    expect(maxAmountSpend(CurrencyAmount.fromRaw(wbnb, 7n))?.raw).toBe(7n);
    expect(maxAmountSpend(undefined)).toBeUndefined();
  });
});

import { CurrencyAmount } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BNB as bnb, FLASK as flask } from '@/test/tokens.ts';
import { type SwapInputState, swapInputError } from './inputError.ts';

const one = CurrencyAmount.fromRaw(bnb, 10n ** 18n);

const valid: SwapInputState = {
  account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  parsedAmount: one,
  inputCurrency: bnb,
  outputCurrency: flask,
  recipient: null,
  resolvedRecipient: undefined,
  recipientIsBad: false,
  amountIn: one,
  balanceIn: CurrencyAmount.fromRaw(bnb, 2n * 10n ** 18n),
};

describe('swapInputError', () => {
  it('is undefined when the swap can go ahead', () => {
    expect(swapInputError(valid)).toBeUndefined();
  });

  it('reports problems in the specified order', () => {
    const everythingWrong: SwapInputState = {
      account: undefined,
      parsedAmount: undefined,
      inputCurrency: undefined,
      outputCurrency: undefined,
      recipient: { kind: 'empty' },
      resolvedRecipient: undefined,
      recipientIsBad: true,
      amountIn: one,
      balanceIn: CurrencyAmount.fromRaw(bnb, 1n),
    };
    const steps: [Partial<SwapInputState>, string][] = [
      [{}, 'Connect Wallet'],
      [{ account: valid.account }, 'Enter an amount'],
      [{ parsedAmount: one }, 'Select a token'],
      [{ inputCurrency: bnb, outputCurrency: flask }, 'Enter a recipient'],
      [{ recipient: { kind: 'invalid' } }, 'Invalid recipient'],
      [{ recipient: { kind: 'name', name: 'alice.bnb' } }, 'Invalid recipient'],
      [{ resolvedRecipient: valid.account }, 'Invalid recipient'],
      [{ recipientIsBad: false }, 'Insufficient %symbol% balance'],
    ];
    let state = everythingWrong;
    for (const [change, expected] of steps) {
      state = { ...state, ...change };
      expect(swapInputError(state)?.key).toBe(expected);
    }
    expect(swapInputError(state)?.data).toEqual({ symbol: 'BNB' });
    expect(swapInputError({ ...state, balanceIn: valid.balanceIn })).toBeUndefined();
  });

  it('accepts a recipient address', () => {
    expect(
      swapInputError({ ...valid, recipient: { kind: 'address', address: valid.account as `0x${string}` } }),
    ).toBeUndefined();
  });
});

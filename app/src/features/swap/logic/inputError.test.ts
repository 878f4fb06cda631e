import { CurrencyAmount, NativeCurrency, Token } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { type SwapInputState, swapInputError } from './inputError.ts';

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

// Why the swap cannot go ahead, in the order of SPEC.md section 5: the first problem wins.
import type { Currency, CurrencyAmount } from '@flaskswap/sdk';
import { msg } from '@/i18n/message.ts';
import type { Message } from './message.ts';
import type { ParsedRecipient } from './recipient.ts';

export interface SwapInputState {
  account: string | undefined;
  /** The typed amount, parsed in its side's currency (undefined when empty, zero or malformed). */
  parsedAmount: CurrencyAmount | undefined;
  inputCurrency: Currency | undefined;
  outputCurrency: Currency | undefined;
  /** null while the recipient field is closed (the account receives). */
  recipient: ParsedRecipient | null;
  /** The address a name resolved to; undefined while unresolved. */
  resolvedRecipient: string | undefined;
  /** The recipient is the router, on the trade path, or blocked. */
  recipientIsBad: boolean;
  /** What the trade takes from the user (slippage included) and what they hold. */
  amountIn: CurrencyAmount | undefined;
  balanceIn: CurrencyAmount | undefined;
}

export function swapInputError(state: SwapInputState): Message | undefined {
  if (!state.account) return { key: msg('Connect Wallet') };
  if (!state.parsedAmount) return { key: msg('Enter an amount') };
  if (!state.inputCurrency || !state.outputCurrency) return { key: msg('Select a token') };
  const { recipient } = state;
  if (recipient && recipient.kind === 'empty') return { key: msg('Enter a recipient') };
  if (recipient && (recipient.kind === 'invalid' || (recipient.kind === 'name' && !state.resolvedRecipient))) {
    return { key: msg('Invalid recipient') };
  }
  if (state.recipientIsBad) return { key: msg('Invalid recipient') };
  if (state.balanceIn && state.amountIn && state.balanceIn.lessThan(state.amountIn)) {
    return { key: msg('Insufficient %symbol% balance'), data: { symbol: state.amountIn.currency.symbol } };
  }
  return undefined;
}

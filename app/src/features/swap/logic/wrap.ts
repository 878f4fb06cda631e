// BNB ⇄ WBNB is not a trade: it is WBNB's deposit/withdraw at 1:1 (SPEC.md sections 4 and 5).
import type { Currency, CurrencyAmount } from '@flaskswap/sdk';
import { msg } from '@/i18n/message.ts';
import type { Message } from './message.ts';

export type WrapType = 'NOT_APPLICABLE' | 'WRAP' | 'UNWRAP';

export function wrapTypeOf(input: Currency | undefined, output: Currency | undefined): WrapType {
  if (!input || !output) return 'NOT_APPLICABLE';
  if (input.isNative && output.isToken && output.equals(input.wrapped)) return 'WRAP';
  if (output.isNative && input.isToken && input.equals(output.wrapped)) return 'UNWRAP';
  return 'NOT_APPLICABLE';
}

/** 'Insufficient BNB balance' / 'Insufficient WBNB balance', or 'Enter an amount'. */
export function wrapInputError(
  wrapType: Exclude<WrapType, 'NOT_APPLICABLE'>,
  amount: CurrencyAmount | undefined,
  balance: CurrencyAmount | undefined,
): Message | undefined {
  if (!amount) return { key: msg('Enter an amount') };
  if (balance && balance.raw < amount.raw) {
    return { key: wrapType === 'WRAP' ? msg('Insufficient BNB balance') : msg('Insufficient WBNB balance') };
  }
  return undefined;
}

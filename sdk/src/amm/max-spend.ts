// How much of a balance a MAX button may fill in.
import type { Currency } from './currency.ts';
import { CurrencyAmount } from './currency-amount.ts';

/** 0.01 BNB stays in the wallet for gas: a swap or liquidity call costs well under that on BSC. */
export const MIN_NATIVE_FOR_GAS = 10n ** 16n;

/** All of a token balance, all but the gas reserve of BNB (never below 0). */
export function maxAmountSpend<T extends Currency>(
  balance: CurrencyAmount<T> | undefined,
): CurrencyAmount<T> | undefined {
  if (!balance) return undefined;
  if (!balance.currency.isNative) return balance;
  return CurrencyAmount.fromRaw(
    balance.currency,
    balance.raw > MIN_NATIVE_FOR_GAS ? balance.raw - MIN_NATIVE_FOR_GAS : 0n,
  );
}

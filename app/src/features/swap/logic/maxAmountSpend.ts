import { type Currency, CurrencyAmount } from '@flaskswap/sdk';

/**
 * MAX on BNB keeps 0.01 BNB back for gas: a swap costs well under 0.005 BNB at BSC gas prices, so
 * this leaves room for the swap and a couple of later transactions (approvals, a wrap).
 */
export const MIN_BNB_FOR_GAS = 10n ** 16n;

/** The most of a balance MAX should fill in: all of a token, all but the gas reserve of BNB. */
export function maxAmountSpend<T extends Currency>(
  balance: CurrencyAmount<T> | undefined,
): CurrencyAmount<T> | undefined {
  if (!balance) return undefined;
  if (!balance.currency.isNative) return balance;
  return CurrencyAmount.fromRaw(balance.currency, balance.raw > MIN_BNB_FOR_GAS ? balance.raw - MIN_BNB_FOR_GAS : 0n);
}

import { multicall3Abi } from '@flaskswap/contracts';
import { type Currency, CurrencyAmount } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, erc20Abi } from 'viem';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import { useChainReads } from '@/chain/reads.ts';

type MaybeCurrency = Currency | null | undefined;

/**
 * Balances of `account` in each currency, all in one batched read (ERC-20 balanceOf, and
 * Multicall3.getEthBalance for BNB). Each entry is undefined until known or when the currency or
 * account is missing.
 */
export function useCurrencyBalances(
  account: Address | undefined,
  currencies: readonly MaybeCurrency[],
): (CurrencyAmount | undefined)[] {
  const calls = useMemo(() => {
    if (!account) return undefined;
    return currencies.map((currency) =>
      !currency || currency.isNative
        ? { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getEthBalance' as const, args: [account] }
        : { address: currency.address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [account] },
    );
  }, [account, currencies]);
  const { data } = useChainReads(calls && calls.length > 0 ? calls : undefined, { refresh: 'fast' });
  return useMemo(
    () =>
      currencies.map((currency, i) => {
        const raw = (data as readonly unknown[] | undefined)?.[i];
        return currency && account && typeof raw === 'bigint' ? CurrencyAmount.fromRaw(currency, raw) : undefined;
      }),
    [currencies, data, account],
  );
}

export function useCurrencyBalance(account: Address | undefined, currency: MaybeCurrency): CurrencyAmount | undefined {
  const currencies = useMemo(() => [currency], [currency]);
  return useCurrencyBalances(account, currencies)[0];
}

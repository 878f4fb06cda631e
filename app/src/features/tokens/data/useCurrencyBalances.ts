import { type Currency, CurrencyAmount } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, erc20Abi, multicall3Abi } from 'viem';
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
  const present = useMemo(() => currencies.filter((currency): currency is Currency => Boolean(currency)), [currencies]);
  const calls = useMemo(() => {
    if (!account || present.length === 0) return undefined;
    return present.map((currency) =>
      currency.isNative
        ? {
            address: MULTICALL3_ADDRESS,
            abi: multicall3Abi,
            functionName: 'getEthBalance' as const,
            args: [account],
          }
        : { address: currency.address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [account] },
    );
  }, [account, present]);
  const { data } = useChainReads(calls, { refresh: 'fast' });
  return useMemo(() => {
    const results = data as readonly unknown[] | undefined;
    let next = 0;
    return currencies.map((currency) => {
      if (!currency) return undefined;
      const raw = results?.[next++];
      return account && typeof raw === 'bigint' ? CurrencyAmount.fromRaw(currency, raw) : undefined;
    });
  }, [currencies, data, account]);
}

export function useCurrencyBalance(account: Address | undefined, currency: MaybeCurrency): CurrencyAmount | undefined {
  const currencies = useMemo(() => [currency], [currency]);
  return useCurrencyBalances(account, currencies)[0];
}

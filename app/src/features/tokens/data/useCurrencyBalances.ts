import { type Currency, CurrencyAmount, type NativeCurrency, type Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, erc20Abi, multicall3Abi } from 'viem';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import { useChainReads } from '@/chain/reads.ts';

type MaybeCurrency = Currency | null | undefined;
/** A currency and its balance as read: null when the call failed, undefined before an answer. */
type RawBalance = [Currency, bigint | null | undefined];

/**
 * Balances of `account` in each currency, all in one batched read (a group of ERC-20 balanceOf,
 * and one of Multicall3.getEthBalance for BNB). Each entry is undefined until known or when the
 * currency or account is missing.
 */
export function useCurrencyBalances(
  account: Address | undefined,
  currencies: readonly MaybeCurrency[],
): (CurrencyAmount | undefined)[] {
  const { natives, tokens } = useMemo(
    () => ({
      natives: currencies.filter((currency): currency is NativeCurrency => Boolean(currency?.isNative)),
      tokens: currencies.filter((currency): currency is Token => currency?.isNative === false),
    }),
    [currencies],
  );
  const calls = useMemo(() => {
    if (!account || natives.length + tokens.length === 0) return undefined;
    return {
      native: natives.map(
        () =>
          ({
            address: MULTICALL3_ADDRESS,
            abi: multicall3Abi,
            functionName: 'getEthBalance',
            args: [account],
          }) as const,
      ),
      tokens: tokens.map(
        (token) => ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }) as const,
      ),
    };
  }, [account, natives, tokens]);
  const { data } = useChainReads(calls, { refresh: 'fast' });
  return useMemo(() => {
    // Each group's answers in the order of its currencies, found back by the currency object.
    const answers: RawBalance[] =
      account && data
        ? [
            ...natives.map((currency, i): RawBalance => [currency, data.native[i]]),
            ...tokens.map((currency, i): RawBalance => [currency, data.tokens[i]]),
          ]
        : [];
    const balances = new Map<Currency, CurrencyAmount>();
    for (const [currency, raw] of answers) {
      if (raw !== null && raw !== undefined) balances.set(currency, CurrencyAmount.fromRaw(currency, raw));
    }
    return currencies.map((currency) => (currency ? balances.get(currency) : undefined));
  }, [currencies, natives, tokens, data, account]);
}

export function useCurrencyBalance(account: Address | undefined, currency: MaybeCurrency): CurrencyAmount | undefined {
  const currencies = useMemo(() => [currency], [currency]);
  return useCurrencyBalances(account, currencies)[0];
}

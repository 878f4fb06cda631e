import type { Currency, CurrencyAmount, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, isAddress } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useToken } from '../../data/useCurrency.ts';
import { useCurrencyBalances } from '../../data/useCurrencyBalances.ts';
import { useActiveListsLoading, useCombinedInactiveList } from '../../data/useLists.ts';
import { useNativeCurrency } from '../../data/useNativeCurrency.ts';
import { useAllTokens, useUserAddedTokens } from '../../data/useTokens.ts';
import { compareTokens, createTokenFilter, showsNativeFirst, sortByQuery } from '../../logic/tokenSearch.ts';
import type { CurrencyListRow } from './CurrencyList.tsx';

const MAX_INACTIVE_RESULTS = 10;

/**
 * The rows the search view shows for `query`: BNB first while the query could be 'bnb', the
 * enabled tokens that match (balance, then symbol; exact symbol matches first), then tokens that
 * need importing: a pasted address that no enabled list has, and matches from disabled lists.
 */
export function useSearchRows(query: string) {
  const { chain } = useActiveChain();
  const { address: account } = useConnection();
  const native = useNativeCurrency();
  const allTokens = useAllTokens();
  const userAdded = useUserAddedTokens();
  const inactive = useCombinedInactiveList(chain.id);
  const listsLoading = useActiveListsLoading();
  const trimmed = query.trim();
  const searchedAddress = isAddress(trimmed, { strict: false });
  const searchToken = useToken(searchedAddress ? trimmed : undefined);

  const tokenList = useMemo(() => Object.values(allTokens), [allTokens]);
  const balanceCurrencies = useMemo<Currency[]>(() => [native, ...tokenList], [native, tokenList]);
  const balanceList = useCurrencyBalances(account, balanceCurrencies);
  const balances = useMemo(() => {
    const map = new Map<string, CurrencyAmount>();
    balanceCurrencies.forEach((currency, i) => {
      const balance = balanceList[i];
      if (balance) map.set(currency.isNative ? 'native' : currency.address, balance);
    });
    return map;
  }, [balanceCurrencies, balanceList]);
  const balanceOf = useMemo(
    () => (currency: Currency) => balances.get(currency.isNative ? 'native' : currency.address),
    [balances],
  );

  const sortedTokens = useMemo(() => {
    const filter = createTokenFilter(trimmed);
    const sorted = tokenList.filter(filter).sort(
      compareTokens<Token>((token) => {
        const balance = balances.get(token.address);
        return balance ? { raw: balance.raw, decimals: token.decimals } : undefined;
      }),
    );
    return sortByQuery(sorted, trimmed);
  }, [tokenList, trimmed, balances]);

  const rows = useMemo<CurrencyListRow[]>(() => {
    const userAddresses = new Set(userAdded.map((token) => token.address));
    const result: CurrencyListRow[] = [];
    if (showsNativeFirst(trimmed)) result.push({ kind: 'currency', currency: native });
    for (const token of sortedTokens) {
      result.push({ kind: 'currency', currency: token, userAdded: userAddresses.has(token.address) });
    }
    if (searchedAddress && sortedTokens.length === 0) {
      const inactiveEntry = inactive[searchToken?.isToken ? searchToken.address : ('' as Address)];
      if (searchToken === undefined) result.push({ kind: 'loading', key: 'address' });
      else if (searchToken) result.push({ kind: 'import', token: searchToken, listName: inactiveEntry?.list.name });
    } else if (trimmed !== '') {
      const filter = createTokenFilter(trimmed);
      const extra = Object.values(inactive)
        .filter(({ token }) => !allTokens[token.address] && filter(token))
        .slice(0, MAX_INACTIVE_RESULTS);
      for (const { token, list } of extra) result.push({ kind: 'import', token, listName: list.name });
    }
    // Placeholders while a list's tokens are still on their way.
    if (listsLoading) for (const key of ['a', 'b', 'c']) result.push({ kind: 'loading', key });
    return result;
  }, [trimmed, native, sortedTokens, userAdded, searchedAddress, searchToken, inactive, allTokens, listsLoading]);

  return { rows, sortedTokens, balanceOf, showBalances: Boolean(account) };
}

import { type Currency, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useAllTokens, useNativeCurrency } from '@/features/tokens';
import type { YieldTokenRef } from './layout.ts';

/** The SDK currency of a yield token: the listed token (with its logo) when a list has it. */
export function useYieldCurrency(token: (YieldTokenRef & { decimals: number }) | undefined): Currency | undefined {
  const { chain } = useActiveChain();
  const listed = useAllTokens();
  const native = useNativeCurrency();
  return useMemo(() => {
    if (!token) return undefined;
    // WBNB shows as BNB in pair names and logos.
    if (token.isNative || token.symbol === 'BNB') return native;
    return (
      listed[token.address] ??
      new Token({ chainId: chain.id, address: token.address, decimals: token.decimals, symbol: token.symbol })
    );
  }, [token, listed, native, chain.id]);
}

/** Where to get a token: the swap page with it as the output (SPEC.md section 7 links). */
export function swapLinkFor(token: YieldTokenRef): string {
  return `/swap?outputCurrency=${token.isNative ? 'BNB' : token.address}`;
}

import { Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import { safeText, tokenInfoCalls, useAllTokens } from '@/features/tokens';

/**
 * Tokens for addresses: the known ones from the lists and the user's tokens, the rest read on
 * chain (symbol, name, decimals) in one batch. Addresses that answer no decimals are left out.
 */
export function useTokensByAddress(addresses: readonly Address[]): { tokens: Map<Address, Token>; isLoading: boolean } {
  const { chain } = useActiveChain();
  const known = useAllTokens();
  const unknown = useMemo(() => [...new Set(addresses)].filter((address) => !known[address]), [addresses, known]);
  const calls = useMemo(() => (unknown.length > 0 ? tokenInfoCalls(unknown) : undefined), [unknown]);
  const { data, isLoading } = useChainReads(calls, { refresh: 'none' });
  const tokens = useMemo(() => {
    const map = new Map<Address, Token>();
    for (const address of addresses) {
      const token = known[address];
      if (token) map.set(address, token);
    }
    if (!data) return map;
    unknown.forEach((address, i) => {
      const decimals = data.decimals[i];
      if (decimals === null || decimals === undefined) return;
      const symbol = safeText(data.symbol[i], 64);
      const name = safeText(data.name[i], 64);
      map.set(address, new Token({ chainId: chain.id, address, decimals, symbol, name }));
    });
    return map;
  }, [addresses, known, unknown, data, chain.id]);
  return { tokens, isLoading: calls !== undefined && isLoading };
}

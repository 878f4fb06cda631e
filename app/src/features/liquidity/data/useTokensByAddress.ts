import { Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, type ContractFunctionParameters, erc20Abi } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import { safeText, useAllTokens } from '@/features/tokens';

const METADATA_CALLS = 3;

/**
 * Tokens for addresses: the known ones from the lists and the user's tokens, the rest read on
 * chain (symbol, name, decimals) in one batch. Addresses that answer no decimals are left out.
 */
export function useTokensByAddress(addresses: readonly Address[]): { tokens: Map<Address, Token>; isLoading: boolean } {
  const { chain } = useActiveChain();
  const known = useAllTokens();
  const unknown = useMemo(() => [...new Set(addresses)].filter((address) => !known[address]), [addresses, known]);
  const contracts = useMemo<ContractFunctionParameters[] | undefined>(
    () =>
      unknown.length > 0
        ? unknown.flatMap((address) => [
            { address, abi: erc20Abi, functionName: 'symbol' },
            { address, abi: erc20Abi, functionName: 'name' },
            { address, abi: erc20Abi, functionName: 'decimals' },
          ])
        : undefined,
    [unknown],
  );
  const { data, isLoading } = useChainReads(contracts, { refresh: 'none' });
  const tokens = useMemo(() => {
    const map = new Map<Address, Token>();
    for (const address of addresses) {
      const token = known[address];
      if (token) map.set(address, token);
    }
    const results = data as readonly unknown[] | undefined;
    unknown.forEach((address, i) => {
      const [symbol, name, decimals] = results?.slice(i * METADATA_CALLS, (i + 1) * METADATA_CALLS) ?? [];
      if (typeof decimals !== 'number') return;
      map.set(
        address,
        new Token({ chainId: chain.id, address, decimals, symbol: safeText(symbol, 64), name: safeText(name, 64) }),
      );
    });
    return map;
  }, [addresses, known, unknown, data, chain.id]);
  return { tokens, isLoading: contracts !== undefined && isLoading };
}

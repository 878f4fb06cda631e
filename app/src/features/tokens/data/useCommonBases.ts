import { BASE_TOKEN_SYMBOLS, BSC_BASE_TOKEN_ADDRESSES, BSC_CHAIN_ID, type Currency, type Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useActiveChain, useDeployment } from '@/chain/activeChain.ts';
import { useNativeCurrency } from './useNativeCurrency.ts';
import { useAllTokens } from './useTokens.ts';

/**
 * BNB and the chain's base tokens (the tokens most pairs trade against, SPEC.md "Select a Token
 * modal"), in the SDK's order. A base token shows once its metadata is known from a list.
 */
export function useCommonBases(): Currency[] {
  const { chain } = useActiveChain();
  const deployment = useDeployment();
  const native = useNativeCurrency();
  const tokens = useAllTokens();
  return useMemo(() => {
    const bases: Currency[] = [native];
    for (const symbol of BASE_TOKEN_SYMBOLS) {
      if (symbol === 'WBNB') continue; // BNB stands for it
      const address: Address | undefined =
        (chain.id === BSC_CHAIN_ID ? BSC_BASE_TOKEN_ADDRESSES[symbol] : undefined) ?? deployment?.tokens[symbol];
      const token: Token | undefined = address ? tokens[address] : undefined;
      if (token) bases.push(token);
    }
    return bases;
  }, [chain.id, deployment, native, tokens]);
}

import { type Currency, CurrencyAmount, candidatePairTokens, Pair, pairAddressOf, type Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { flaskPairReadsAbi } from '@/chain/abiFragments/flaskPair.ts';
import { useChainReads } from '@/chain/reads.ts';
import type { SwapDeployment } from './useSwapChainConfig.ts';

export interface CandidatePairs {
  pairs: Pair[];
  /** True until the first answer for these currencies. */
  loading: boolean;
}

/**
 * Every pair a route between the two currencies could use (direct, via each base token, between
 * base tokens), with reserves read in one multicall on the fast clock. Pairs that do not exist
 * (no code at the CREATE2 address) or are empty are left out.
 */
export function useCandidatePairs(
  swap: SwapDeployment | undefined,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): CandidatePairs {
  const tokenPairs = useMemo((): [Token, Token][] => {
    if (!swap || !currencyA || !currencyB) return [];
    try {
      return candidatePairTokens(swap.config, currencyA, currencyB);
    } catch {
      return []; // currencies of another chain while the wallet switches
    }
  }, [swap, currencyA, currencyB]);

  const calls = useMemo(
    () =>
      swap && tokenPairs.length > 0
        ? tokenPairs.map(
            ([a, b]) =>
              ({
                address: pairAddressOf(swap.config, a, b),
                abi: flaskPairReadsAbi,
                functionName: 'getReserves',
              }) as const,
          )
        : undefined,
    [swap, tokenPairs],
  );
  const { data, isLoading } = useChainReads(calls, { refresh: 'fast' });

  const pairs = useMemo(() => {
    const found: Pair[] = [];
    if (!data) return found;
    tokenPairs.forEach(([a, b], i) => {
      const reserves = data[i];
      if (!reserves) return;
      const [reserve0, reserve1] = reserves;
      if (reserve0 === 0n || reserve1 === 0n) return;
      const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a];
      found.push(new Pair(CurrencyAmount.fromRaw(token0, reserve0), CurrencyAmount.fromRaw(token1, reserve1)));
    });
    return found;
  }, [data, tokenPairs]);

  return { pairs, loading: calls !== undefined && isLoading };
}

import type { Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useAppStore } from '@/state/store.ts';
import { deserializeToken, serializeToken } from './useTokens.ts';

/** Pairs the user added liquidity to or looked up, on the active chain, as token pairs. */
export function useTrackedPairs(): [Token, Token][] {
  const { chain } = useActiveChain();
  const stored = useAppStore((state) => state.userPairs[chain.id]);
  return useMemo(
    () =>
      Object.values(stored ?? {}).map(
        ({ token0, token1 }) => [deserializeToken(token0), deserializeToken(token1)] as [Token, Token],
      ),
    [stored],
  );
}

/**
 * Remembers a pair for the liquidity pages. Ignored unless both tokens are on one chain with
 * different addresses (SPEC.md section 5).
 */
export function addTrackedPair(tokenA: Token, tokenB: Token): void {
  useAppStore.getState().addSerializedPair({ token0: serializeToken(tokenA), token1: serializeToken(tokenB) });
}

export function removeTrackedPair(tokenA: Token, tokenB: Token): void {
  useAppStore.getState().removeSerializedPair(tokenA.chainId, tokenA.address, tokenB.address);
}

import type { Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useTrackedPairs } from '@/features/tokens';
import type { PairSnapshot } from '../logic/pairSnapshot.ts';
import { useDiscoveredPairs } from './useLpDiscovery.ts';
import { usePairSnapshots } from './usePairSnapshots.ts';
import { useTokensByAddress } from './useTokensByAddress.ts';

export interface Position {
  snapshot: PairSnapshot;
  /** The account's LP balance. */
  balance: bigint;
}

const pairKey = (a: Token, b: Token) => [a.address, b.address].sort().join(';');

/**
 * Every pair the account holds LP in: the tracked pairs plus those found in its LP transfers, with
 * reserves, supplies and balances in one multicall.
 */
export function usePositions(account: Address | undefined): { positions: Position[]; isLoading: boolean } {
  const tracked = useTrackedPairs();
  const { pairs: discovered, isLoading: discovering } = useDiscoveredPairs(account);
  const discoveredTokens = useMemo(() => discovered.flatMap((pair) => [pair.token0, pair.token1]), [discovered]);
  const { tokens, isLoading: readingTokens } = useTokensByAddress(discoveredTokens);

  const candidates = useMemo(() => {
    const byKey = new Map<string, readonly [Token, Token]>();
    for (const [a, b] of tracked) byKey.set(pairKey(a, b), [a, b]);
    for (const pair of discovered) {
      const a = tokens.get(pair.token0);
      const b = tokens.get(pair.token1);
      if (a && b && !byKey.has(pairKey(a, b))) byKey.set(pairKey(a, b), [a, b]);
    }
    return [...byKey.values()];
  }, [tracked, discovered, tokens]);

  const { reads, balances, isLoading: readingPairs } = usePairSnapshots(candidates, account);
  const positions = useMemo(
    () =>
      reads.flatMap((read, i) => {
        const balance = balances[i];
        return read.snapshot && balance !== undefined && balance > 0n ? [{ snapshot: read.snapshot, balance }] : [];
      }),
    [reads, balances],
  );
  return { positions, isLoading: Boolean(account) && (discovering || readingTokens || readingPairs) };
}

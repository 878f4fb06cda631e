import { useMemo } from 'react';
import { type Address, getAddress } from 'viem';
import { useIndexerRest, useIndexerUrl } from '@/indexer';

export type IndexedLpPairs =
  | { status: 'found'; pairs: Address[] }
  | { status: 'loading' }
  /** No indexer for this chain, or it cannot answer: the chain scan finds the pairs instead. */
  | { status: 'unavailable' };

/** The pairs the indexer says `account` holds LP tokens of, all at once. */
export function useIndexedLpPairs(account: Address | undefined): IndexedLpPairs {
  const hasIndexer = Boolean(useIndexerUrl());
  // At most 1000 pairs: far more than one account holds LP in.
  const query = useIndexerRest<{ pairs: string[] }>(
    'lpPositions',
    account ? `/amm/lp-positions/${account.toLowerCase()}` : undefined,
  );
  // A new answer every refresh tick: the list keeps its identity while the pairs stay the same, so
  // the chain reads built from it are not redone.
  const listed = query.data?.pairs.join(',');
  const pairs = useMemo(
    () =>
      listed === undefined
        ? undefined
        : listed
            .split(',')
            .filter(Boolean)
            .map((pair) => getAddress(pair)),
    [listed],
  );
  if (!hasIndexer || query.isError) return { status: 'unavailable' };
  if (!pairs) return { status: 'loading' };
  return { status: 'found', pairs };
}

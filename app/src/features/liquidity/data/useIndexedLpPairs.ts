import { useMemo } from 'react';
import { type Address, getAddress } from 'viem';
import { useIndexerQuery, useIndexerUrl } from '@/indexer';

// Ponder caps a page at 1000 rows: far more pairs than one account holds LP in.
const LP_POSITIONS = `query LpPositions($account: String!) {
  lpPositions(where: { account: $account, balance_gt: "0" }, limit: 1000) { items { pair } }
}`;

export type IndexedLpPairs =
  | { status: 'found'; pairs: Address[] }
  | { status: 'loading' }
  /** No indexer for this chain, or it cannot answer: the chain scan finds the pairs instead. */
  | { status: 'unavailable' };

/** The pairs the indexer says `account` holds LP tokens of, all at once. */
export function useIndexedLpPairs(account: Address | undefined): IndexedLpPairs {
  const hasIndexer = Boolean(useIndexerUrl());
  const variables = useMemo(() => ({ account: account?.toLowerCase() }), [account]);
  const query = useIndexerQuery<{ lpPositions: { items: { pair: string }[] } }>(
    'lpPositions',
    LP_POSITIONS,
    variables,
    Boolean(account),
  );
  // A new answer every refresh tick: the list keeps its identity while the pairs stay the same, so
  // the chain reads built from it are not redone.
  const listed = query.data?.lpPositions.items.map((item) => item.pair).join(',');
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

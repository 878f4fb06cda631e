// The collectibles an account holds (SPEC.md §7 "Collectibles: balanceOf, tokenOfOwnerByIndex,
// tokenURI"), through the one read layer: balances on every tick, then the token ids, then each
// token's tokenURI and bunny id. Each step is one multicall; the later ones re-run only when the
// step before them changes, or on the slow tick.
import { flaskCollectiblesAbi } from '@flaskswap/contracts';
import { useMemo, useRef } from 'react';
import type { Address } from 'viem';
import { useChainReads } from '@/chain/reads.ts';

/** At most this many tokens per collection are listed (ERC721Enumerable reads one call per token). */
export const MAX_OWNED_PER_COLLECTION = 200;

export interface OwnedCollectible {
  collection: Address;
  tokenId: bigint;
  /** null when its read failed (SPEC.md §8: a per-token failure is logged and skipped by the views). */
  bunnyId: number | null;
  tokenURI: string | null;
}

export interface OwnedCollectibles {
  /** undefined without an account or until read. */
  tokens: OwnedCollectible[] | undefined;
  /** Tokens per collection, as balanceOf says (the list may lag it for one read). */
  balances: ReadonlyMap<Address, bigint> | undefined;
  isLoading: boolean;
}

/** Every token of `collections` that `account` holds, in collection then index order. */
export function useOwnedCollectibles(collections: readonly Address[], account: Address | undefined): OwnedCollectibles {
  const balanceCalls = useMemo(
    () =>
      account
        ? collections.map(
            (collection) =>
              ({ address: collection, abi: flaskCollectiblesAbi, functionName: 'balanceOf', args: [account] }) as const,
          )
        : undefined,
    [collections, account],
  );
  const balances = useChainReads(balanceCalls);

  const indexCalls = useMemo(() => {
    if (!account || !balances.data) return undefined;
    return collections.flatMap((collection, i) => {
      const count = Math.min(Number(balances.data?.[i] ?? 0n), MAX_OWNED_PER_COLLECTION);
      return Array.from(
        { length: count },
        (_, index) =>
          ({
            address: collection,
            abi: flaskCollectiblesAbi,
            functionName: 'tokenOfOwnerByIndex',
            args: [account, BigInt(index)],
          }) as const,
      );
    });
  }, [collections, account, balances.data]);
  const ids = useChainReads(indexCalls, { refresh: 'slow', keepPreviousData: true });

  const owned = useMemo(() => {
    if (!indexCalls) return undefined;
    // No tokens: nothing to read (a disabled read would only hold the previous answer).
    if (indexCalls.length === 0) return [];
    if (!ids.data || ids.isPlaceholderData) return undefined;
    return indexCalls.flatMap((call, i) => {
      const tokenId = ids.data?.[i];
      if (tokenId === null || tokenId === undefined) {
        console.warn('Collectible skipped: tokenOfOwnerByIndex failed', call.address, call.args[1]);
        return [];
      }
      return [{ collection: call.address, tokenId }];
    });
  }, [indexCalls, ids.data, ids.isPlaceholderData]);

  const detailCalls = useMemo(
    () =>
      owned?.flatMap(({ collection, tokenId }) => [
        { address: collection, abi: flaskCollectiblesAbi, functionName: 'tokenURI', args: [tokenId] } as const,
        { address: collection, abi: flaskCollectiblesAbi, functionName: 'getBunnyId', args: [tokenId] } as const,
      ]),
    [owned],
  );
  const details = useChainReads(detailCalls, { refresh: 'slow', keepPreviousData: true });

  const fresh = useMemo(() => {
    if (!owned) return undefined;
    if (owned.length === 0) return [];
    if (!details.data || details.isPlaceholderData) return undefined;
    return owned.map(({ collection, tokenId }, i) => {
      const tokenURI = details.data?.[2 * i] as string | null | undefined;
      const bunnyId = details.data?.[2 * i + 1] as number | null | undefined;
      return { collection, tokenId, tokenURI: tokenURI ?? null, bunnyId: bunnyId ?? null };
    });
  }, [owned, details.data, details.isPlaceholderData]);

  // While a changed list loads (a token came or went), the previous one stays on screen.
  const owner = account && `${account}:${collections.join()}`;
  const shown = useRef<{ owner: string; tokens: OwnedCollectible[] }>(undefined);
  if (owner && fresh) shown.current = { owner, tokens: fresh };
  const tokens = owner && shown.current?.owner === owner ? shown.current.tokens : undefined;

  const balanceMap = useMemo(
    () => (balances.data ? new Map(collections.map((c, i) => [c, balances.data?.[i] ?? 0n] as const)) : undefined),
    [collections, balances.data],
  );

  return {
    tokens,
    balances: balanceMap,
    isLoading: Boolean(account) && tokens === undefined,
  };
}

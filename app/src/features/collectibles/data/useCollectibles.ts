import { flaskCollectiblesAbi } from '@flaskswap/contracts';
import { useMemo } from 'react';
import { type Address, isAddressEqual } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useChainReads } from '@/chain/reads.ts';
import { type CollectibleView, useCollectibleMetadataMap, useOwnedCollectibles } from '@/collectibles';
import { type ProfileDeployment, type UserProfile, useProfileDeployment } from '@/profile';
import { buildCatalog, type CatalogCollection, type HeldToken } from '../logic/catalog.ts';
import {
  type CollectiblesChainState,
  collectiblesReadCalls,
  decodeCollectibles,
  withoutItems,
} from './collectiblesReads.ts';

const NO_COLLECTIONS: readonly Address[] = [];

/** The registry's custody token (the active profile's picture) with its tokenURI and bunny id. */
function useProfilePicture(contracts: ProfileDeployment | undefined, profile: UserProfile | null | undefined) {
  const collections = contracts?.collections;
  const inCustody =
    profile?.isActive && collections?.some((collection) => isAddressEqual(collection, profile.nftAddress));
  const nftAddress = inCustody ? profile?.nftAddress : undefined;
  const tokenId = profile?.tokenId;
  const picture = useMemo(
    () => (nftAddress && tokenId !== undefined ? { collection: nftAddress, tokenId } : undefined),
    [nftAddress, tokenId],
  );
  const calls = useMemo(
    () =>
      picture
        ? ([
            {
              address: picture.collection,
              abi: flaskCollectiblesAbi,
              functionName: 'tokenURI',
              args: [picture.tokenId],
            },
            {
              address: picture.collection,
              abi: flaskCollectiblesAbi,
              functionName: 'getBunnyId',
              args: [picture.tokenId],
            },
          ] as const)
        : undefined,
    [picture],
  );
  const { data } = useChainReads(calls, { refresh: 'slow' });
  return useMemo<HeldToken | undefined>(
    () =>
      picture && data
        ? {
            collection: picture.collection,
            tokenId: picture.tokenId,
            tokenURI: data[0] ?? null,
            bunnyId: data[1] ?? null,
            isProfilePicture: true,
          }
        : undefined,
    [picture, data],
  );
}

export interface CollectiblesState {
  status: 'missing' | 'loading' | 'ready';
  contracts: ProfileDeployment | undefined;
  catalog: CatalogCollection[];
  /** The account's tokens and its profile picture; undefined without a wallet or while loading. */
  held: HeldToken[] | undefined;
  chain: CollectiblesChainState | undefined;
  metadata: ReadonlyMap<string, CollectibleView | null | undefined>;
  /** When the page's multicall answered (the allowance's age, for useApproval). */
  readAt: number;
}

/**
 * /collectibles: the factory's terms and the account's claim standing in one multicall, the
 * account's tokens through the shared owned-collectibles reads, every design's metadata.
 */
export function useCollectibles(): CollectiblesState {
  const contracts = useProfileDeployment();
  const { address } = useConnection();
  const built = useMemo(
    () => (contracts ? collectiblesReadCalls(contracts, address) : undefined),
    [contracts, address],
  );
  const calls = useMemo(() => built && withoutItems(built), [built]);
  const reads = useChainReads(calls);
  const chain = useMemo(
    () => (built && reads.data ? decodeCollectibles(built, reads.data) : undefined),
    [built, reads.data],
  );

  const owned = useOwnedCollectibles(contracts?.collections ?? NO_COLLECTIONS, address);
  const picture = useProfilePicture(contracts, chain?.profile);
  const held = useMemo<HeldToken[] | undefined>(() => {
    if (!owned.tokens) return undefined;
    const wallet = owned.tokens.map((token) => ({ ...token, isProfilePicture: false }));
    return picture ? [picture, ...wallet] : wallet;
  }, [owned.tokens, picture]);

  const catalog = useMemo(
    () => (contracts ? buildCatalog(contracts.section, chain, held ?? [], Boolean(address)) : []),
    [contracts, chain, held, address],
  );
  const tokenURIs = useMemo(
    () => [
      ...(contracts?.section.collectibles.map((item) => item.tokenURI) ?? []),
      ...(held?.flatMap((token) => (token.tokenURI ? [token.tokenURI] : [])) ?? []),
    ],
    [contracts, held],
  );
  const metadata = useCollectibleMetadataMap(tokenURIs);
  const status = !contracts ? 'missing' : chain ? 'ready' : 'loading';
  return { status, contracts, catalog, held, chain, metadata, readAt: reads.dataUpdatedAt };
}

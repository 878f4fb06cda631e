import { flaskCollectiblesAbi, flaskProfileAbi } from '@flaskswap/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { useChainReads } from '@/chain/reads.ts';
import { useCollectibleMetadata } from '@/collectibles';
import { useUsername } from '@/hub';
import { useProfileDeployment, userProfileFromContract } from '@/profile';
import {
  type CachedProfile,
  parseCachedProfile,
  profileCookieAssignment,
  profileCookieName,
  profileCookieRemoval,
  readCookie,
} from '../logic/profileCookie.ts';

/**
 * The header's avatar and name for `address`: the `profile_{address}` cookie for the first paint,
 * then the chain (an active profile and its NFT's image) and the hub (its name), which refresh the
 * cookie. Undefined for an account without an active profile.
 */
export function useProfileBadge(address: Address | undefined): CachedProfile | undefined {
  const contracts = useProfileDeployment();
  const [cached, setCached] = useState(() =>
    address ? parseCachedProfile(readCookie(document.cookie, profileCookieName(address))) : undefined,
  );
  const [cachedFor, setCachedFor] = useState(address);
  if (cachedFor !== address) {
    setCachedFor(address);
    setCached(address ? parseCachedProfile(readCookie(document.cookie, profileCookieName(address))) : undefined);
  }

  const profileRead = useChainReads(
    useMemo(
      () =>
        contracts && address
          ? ([
              { address: contracts.profile, abi: flaskProfileAbi, functionName: 'getUserProfile', args: [address] },
            ] as const)
          : undefined,
      [contracts, address],
    ),
    { refresh: 'slow' },
  );
  const answer = profileRead.data?.[0];
  const profile = answer ? userProfileFromContract(answer) : undefined;
  const isActive = profile?.isActive === true;
  const pictureCollection = isActive ? profile?.nftAddress : undefined;
  const pictureTokenId = isActive ? profile?.tokenId : undefined;
  const uriRead = useChainReads(
    useMemo(
      () =>
        pictureCollection && pictureTokenId !== undefined
          ? ([
              {
                address: pictureCollection,
                abi: flaskCollectiblesAbi,
                functionName: 'tokenURI',
                args: [pictureTokenId],
              },
            ] as const)
          : undefined,
      [pictureCollection, pictureTokenId],
    ),
    { refresh: 'none' },
  );
  const metadata = useCollectibleMetadata(
    pictureCollection ? (uriRead.data?.[0] ?? (uriRead.isError ? null : undefined)) : null,
  );
  const username = useUsername(isActive ? address : undefined);

  // undefined while something is still loading; null: no active profile.
  const fresh = useMemo((): CachedProfile | null | undefined => {
    // A failed read says nothing: the cookie stays until the chain answers.
    if (!profileRead.data || answer === null) return undefined;
    if (!isActive) return null;
    if (username === undefined || metadata === undefined) return undefined;
    return { username, avatar: metadata?.images.sm ?? '' };
  }, [profileRead.data, answer, isActive, username, metadata]);

  useEffect(() => {
    if (!address || fresh === undefined) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie =
      fresh === null
        ? profileCookieRemoval(address)
        : profileCookieAssignment(address, fresh, window.location.protocol === 'https:');
  }, [address, fresh]);

  if (fresh === null) return undefined;
  return fresh ?? cached;
}

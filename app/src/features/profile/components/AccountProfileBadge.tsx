import { shortenAddress } from '@flaskswap/sdk';
import { useState } from 'react';
import type { Address } from 'viem';
import { useProfileBadge } from '../data/useProfileBadge.ts';

/**
 * What the header's account button shows: the profile's avatar and username when the account has
 * an active profile, else the short address.
 */
export function AccountProfileBadge({ address }: { address: Address }) {
  const badge = useProfileBadge(address);
  const [brokenAvatar, setBrokenAvatar] = useState<string>();
  const avatar = badge?.avatar && badge.avatar !== brokenAvatar ? badge.avatar : undefined;
  return (
    <>
      {avatar ? (
        <img
          src={avatar}
          alt=""
          aria-hidden="true"
          referrerPolicy="no-referrer"
          data-testid="account-avatar"
          className="size-6 rounded-full object-cover"
          onError={() => setBrokenAvatar(avatar)}
        />
      ) : (
        <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      )}
      {badge?.username ? (
        <span
          data-testid="account-username"
          className="block max-w-24 truncate font-sans sm:max-w-40"
          title={badge.username}
        >
          {badge.username}
        </span>
      ) : (
        shortenAddress(address)
      )}
    </>
  );
}

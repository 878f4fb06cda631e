import { flaskCollectiblesAbi } from '@flaskswap/contracts';
import { useMemo } from 'react';
import { type Address, isAddressEqual } from 'viem';
import { useChainReads } from '@/chain/reads.ts';
import type { LanguageContextValue } from '@/i18n/LanguageProvider.tsx';
import type { ProfileDeployment } from '@/profile';
import type { OwnedCollectible, PickedCollectible } from '../data/types.ts';
import { approveCollectible } from './requests.ts';

/**
 * The approval FlaskProfile needs before it takes `picked` into custody: none when the collection
 * is approved for all or the token already is (getApproved, read for the picked token only).
 */
export function useCollectibleApprovalRequests(
  contracts: ProfileDeployment,
  owned: readonly OwnedCollectible[],
  picked: PickedCollectible | undefined,
  t: LanguageContextValue['t'],
) {
  const { data } = useChainReads(
    useMemo(
      () =>
        picked
          ? ([
              {
                address: picked.collection,
                abi: flaskCollectiblesAbi,
                functionName: 'getApproved',
                args: [picked.tokenId],
              },
            ] as const)
          : undefined,
      [picked],
    ),
  );
  if (!picked) return [];
  const item = owned.find(
    (token) => isAddressEqual(token.collection, picked.collection) && token.tokenId === picked.tokenId,
  );
  const approved = data?.[0];
  if (item?.approvedForAll || (approved && isAddressEqual(approved as Address, contracts.profile))) return [];
  return [approveCollectible(t, picked.collection, contracts.profile, picked.tokenId)];
}

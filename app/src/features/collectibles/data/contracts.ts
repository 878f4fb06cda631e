import type { ManifestProfile } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';

/** What /collectibles reads: the manifest's profile section and the contracts around it. */
export interface CollectiblesContracts {
  section: ManifestProfile;
  /** The collection addresses, in manifest order. */
  collections: readonly Address[];
  profile: Address | undefined;
  collectibleFactory: Address | undefined;
  starterFactory: Address | undefined;
  flask: Address | undefined;
}

/** The active chain's collections and factories, or undefined where profiles are not deployed. */
export function useCollectiblesContracts(): CollectiblesContracts | undefined {
  const deployment = useDeployment();
  return useMemo(() => {
    const section = deployment?.profile;
    if (!deployment || !section) return undefined;
    return {
      section,
      collections: section.collections.map((collection) => collection.address as Address),
      profile: deployment.contracts.FlaskProfile as Address | undefined,
      collectibleFactory: deployment.contracts.FlaskCollectibleFactory as Address | undefined,
      starterFactory: deployment.contracts.FlaskStarterFactory as Address | undefined,
      flask: deployment.tokens.FLASK as Address | undefined,
    };
  }, [deployment]);
}

import type { ManifestProfile } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useActiveChain, useDeployment } from '@/chain/activeChain.ts';
import { profileSection } from '@/chain/profileSection.ts';

/** The profile contracts of the active chain, as its manifest names them. */
export interface ProfileDeployment {
  /** FlaskProfile, the registry. */
  profile: Address;
  flask: Address;
  starterFactory: Address | undefined;
  collectibleFactory: Address | undefined;
  /** The collections' addresses, in manifest order. */
  collections: readonly Address[];
  /** The manifest's `profile` section: collections, designs, campaigns, team pictures. */
  section: ManifestProfile;
}

/** undefined where the active chain has no profiles (no `profile` section, registry or FLASK). */
export function useProfileDeployment(): ProfileDeployment | undefined {
  const deployment = useDeployment();
  const section = profileSection(useActiveChain().chain.id);
  return useMemo(() => {
    const profile = deployment?.contracts.FlaskProfile as Address | undefined;
    const flask = deployment?.tokens.FLASK as Address | undefined;
    if (!deployment || !section || !profile || !flask) return undefined;
    return {
      profile,
      flask,
      starterFactory: deployment.contracts.FlaskStarterFactory as Address | undefined,
      collectibleFactory: deployment.contracts.FlaskCollectibleFactory as Address | undefined,
      collections: section.collections.map((collection) => collection.address as Address),
      section,
    };
  }, [deployment, section]);
}

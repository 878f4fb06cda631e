import type { ManifestProfile } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';

/** What the profile screens need from the active chain's manifest; undefined where it has no profiles. */
export interface ProfileContracts {
  profile: Address;
  flask: Address;
  starterFactory: Address | undefined;
  section: ManifestProfile;
}

export function useProfileContracts(): ProfileContracts | undefined {
  const deployment = useDeployment();
  return useMemo(() => {
    const profile = deployment?.contracts.FlaskProfile as Address | undefined;
    const flask = deployment?.tokens.FLASK as Address | undefined;
    if (!deployment?.profile || !profile || !flask) return undefined;
    return {
      profile,
      flask,
      starterFactory: deployment.contracts.FlaskStarterFactory as Address | undefined,
      section: deployment.profile,
    };
  }, [deployment]);
}

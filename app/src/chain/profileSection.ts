import sections from 'virtual:deployments/profile';
import type { ManifestProfile } from '@flaskswap/sdk';

/** A chain's profile collections and teams (the manifest's `profile` section), loaded only by the pages that read it. */
export function profileSection(chainId: number): ManifestProfile | undefined {
  return sections[chainId] ?? undefined;
}

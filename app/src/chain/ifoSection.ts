import sections from 'virtual:deployments/ifo';
import type { ManifestIfo } from '@flaskswap/sdk';

/** A chain's IFO sales (the manifest's `ifo` section), in a module of its own: only the pages that read it load it. */
export function ifoSection(chainId: number): ManifestIfo | undefined {
  return sections[chainId] ?? undefined;
}

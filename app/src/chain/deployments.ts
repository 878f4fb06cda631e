import manifests from 'virtual:deployments';
import type { Manifest } from '@flaskswap/sdk';

/**
 * A chain's deployment manifest (deployments/<chainId>.json), checked by the sdk's schema at build
 * time, without the sections only their pages read (`ifoSection`, `profileSection`).
 */
export type Deployment = Manifest & { ifo?: never; profile?: never };

const byChain = new Map<number, Deployment>(manifests.map((manifest) => [manifest.chainId, manifest]));

export function getDeployment(chainId: number): Deployment | undefined {
  return byChain.get(chainId);
}

/** Every chain's deployment the build embeds. */
export function allDeployments(): readonly Deployment[] {
  return [...byChain.values()];
}

export function hasDeployment(chainId: number): boolean {
  return byChain.has(chainId);
}

import manifests from 'virtual:deployments';
import { type Manifest, parseManifest } from '@flaskswap/sdk';

/** A chain's deployment manifest (deployments/<chainId>.json), checked by the sdk's schema. */
export type Deployment = Manifest;

/** Parses a manifest; an invalid one stops the app at start with the field that is wrong. */
export const parseDeployment = parseManifest;

const byChain = new Map<number, Deployment>();
for (const raw of manifests) {
  const deployment = parseDeployment(raw);
  byChain.set(deployment.chainId, deployment);
}

export function getDeployment(chainId: number): Deployment | undefined {
  return byChain.get(chainId);
}

export function hasDeployment(chainId: number): boolean {
  return byChain.has(chainId);
}

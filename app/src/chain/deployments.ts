import manifests from 'virtual:deployments';
import { type Address, getAddress, isAddress } from 'viem';

/** A chain's deployment manifest (deployments/<chainId>.json), validated before use. */
export interface Deployment {
  chainId: number;
  contracts: Readonly<Record<string, Address>>;
  tokens: Readonly<Record<string, Address>>;
  startBlock: number;
}

function addressMap(value: unknown, where: string): Record<string, Address> {
  if (typeof value !== 'object' || value === null) throw new Error(`${where} must be an object`);
  const result: Record<string, Address> = {};
  for (const [name, address] of Object.entries(value)) {
    if (typeof address !== 'string' || !isAddress(address)) throw new Error(`${where}.${name} is not an address`);
    result[name] = getAddress(address);
  }
  return result;
}

export function parseDeployment(raw: unknown): Deployment {
  if (typeof raw !== 'object' || raw === null) throw new Error('deployment manifest must be an object');
  const { chainId, contracts, tokens, startBlock } = raw as Record<string, unknown>;
  if (typeof chainId !== 'number' || !Number.isInteger(chainId)) throw new Error('manifest chainId must be an integer');
  return {
    chainId,
    contracts: addressMap(contracts, `manifest ${chainId} contracts`),
    tokens: addressMap(tokens, `manifest ${chainId} tokens`),
    startBlock: typeof startBlock === 'number' ? startBlock : 0,
  };
}

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

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Address } from 'viem';

/** deployments/<chainId>.json: the only place the app learns contract addresses from. */
export interface Manifest {
  chainId: number;
  contracts: Record<string, Address>;
  tokens: Record<string, Address>;
  startBlock: number;
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function deploymentsDir(): string {
  return resolve(repoRoot, process.env.DEPLOYMENTS_DIR ?? 'deployments');
}

export function manifestPath(chainId: number): string {
  return join(deploymentsDir(), `${chainId}.json`);
}

export function readManifest(chainId: number): Manifest | undefined {
  const path = manifestPath(chainId);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;
}

export function writeManifest(manifest: Manifest): string {
  const path = manifestPath(manifest.chainId);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  return path;
}

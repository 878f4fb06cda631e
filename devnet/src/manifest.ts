import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '@flaskswap/sdk';
import { parseManifest } from '@flaskswap/sdk/manifest';

/** deployments/<chainId>.json: the only place the app learns contract addresses from (schema in the sdk). */
export type { Manifest };

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function deploymentsDir(): string {
  return resolve(repoRoot, process.env.DEPLOYMENTS_DIR ?? 'deployments');
}

export function manifestPath(chainId: number): string {
  return join(deploymentsDir(), `${chainId}.json`);
}

export function readManifest(chainId: number): Manifest | undefined {
  const path = manifestPath(chainId);
  return existsSync(path) ? parseManifest(JSON.parse(readFileSync(path, 'utf8'))) : undefined;
}

/** Validates before writing: a deploy step that wrote a bad section fails here, not in the app. */
export function writeManifest(manifest: Manifest): string {
  const valid = parseManifest(manifest);
  const path = manifestPath(valid.chainId);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(valid, null, 2)}\n`);
  return path;
}

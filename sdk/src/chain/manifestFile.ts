// Finding and reading deployments/<chainId>.json on disk, for every Node workspace (devnet, indexer,
// hub, e2e, the app's Vite plugin). Its own entry, `@flaskswap/sdk/manifest-file`: the app's bundle
// never imports node:fs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Manifest, parseManifest } from './manifest.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The manifests' folder: DEPLOYMENTS_DIR (relative to the repo root) or the repo's deployments/. */
export function deploymentsDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(repoRoot, env.DEPLOYMENTS_DIR ?? 'deployments');
}

export function manifestPath(chainId: number, dir: string = deploymentsDir()): string {
  return join(dir, `${chainId}.json`);
}

/** The manifest in `path`, checked by the sdk's schema; throws when the file is missing or invalid. */
export function readManifestFile(path: string): Manifest {
  return parseManifest(JSON.parse(readFileSync(path, 'utf8')));
}

/** Chain `chainId`'s manifest, or undefined when none is deployed there yet. */
export function readManifest(chainId: number, dir: string = deploymentsDir()): Manifest | undefined {
  const path = manifestPath(chainId, dir);
  return existsSync(path) ? readManifestFile(path) : undefined;
}

/** Every manifest file of `dir`, by name (deployments/content is a folder, not a manifest). */
export function manifestPaths(dir: string = deploymentsDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^\d+\.json$/.test(file))
    .sort()
    .map((file) => join(dir, file));
}

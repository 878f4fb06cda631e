import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '@flaskswap/sdk';
import { parseManifest } from '@flaskswap/sdk/manifest';
import { manifestPath } from '@flaskswap/sdk/manifest-file';

/** Finding and reading a manifest: the sdk's, shared with the indexer, the hub, e2e and the app's build. */
export { deploymentsDir, manifestPath, readManifest } from '@flaskswap/sdk/manifest-file';
/** deployments/<chainId>.json: the only place the app learns contract addresses from (schema in the sdk). */
export type { Manifest };

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Validates before writing: a deploy step that wrote a bad section fails here, not in the app. */
export function writeManifest(manifest: Manifest): string {
  const valid = parseManifest(manifest);
  const path = manifestPath(valid.chainId);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(valid, null, 2)}\n`);
  return path;
}

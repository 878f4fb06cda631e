import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './manifest.ts';

const sources = [
  join(repoRoot, 'contracts', 'generated', 'bytecode.ts'),
  join(repoRoot, 'devnet', 'src', 'deploy'),
  // Operator tools a seed runs too (the auction seed adds and ends the winners' farms).
  join(repoRoot, 'devnet', 'src', 'operator'),
  // The manifest schema: a persisted chain's manifest must still parse.
  join(repoRoot, 'sdk', 'src', 'chain'),
];

/**
 * What a devnet deployment is built from: the contracts' bytecode, the deploy-and-seed code
 * (every step's `<area>.ts` and `<area>.seed.ts`, and the operator tools the seeds call) and the
 * manifest schema.
 * A persisted chain deployed from other sources is stale (missing contracts, old code).
 */
export function deployFingerprint(): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    const files = source.endsWith('.ts')
      ? [source]
      : readdirSync(source, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.ts'))
          .sort()
          .map((name) => join(source, name));
    for (const file of files) hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The fingerprint saved next to a persisted chain's state file. */
export function fingerprintFileOf(stateFile: string): string {
  return `${stateFile}.fingerprint`;
}

export function readSavedFingerprint(stateFile: string): string | undefined {
  const file = fingerprintFileOf(stateFile);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export function saveFingerprint(stateFile: string, fingerprint: string): void {
  writeFileSync(fingerprintFileOf(stateFile), `${fingerprint}\n`);
}

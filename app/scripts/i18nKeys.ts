import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `t('literal text', …)` calls; keys built at run time (t(label)) are not seen and fall back to themselves. */
const CALL = /\bt\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield full;
  }
}

/** Every literal translation key used in app/src, sorted. */
export function collectKeys(srcDir: string): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) {
      keys.add(match[2]!.replace(/\\(['"\\])/g, '$1'));
    }
  }
  return [...keys].sort();
}

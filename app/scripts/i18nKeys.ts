import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The English source texts: `t('literal', …)` calls and `msg('literal')` marks. A key built at run
 * time is refused by `t`'s type unless it is a MessageText (a `msg` or an sdk catalogue entry).
 */
const MARKED = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield full;
  }
}

function unquote(literal: string): string {
  return literal.replace(/\\(['"\\])/g, '$1').replace(/\\n/g, '\n');
}

/** The marked texts of one source file's content, in order of appearance. */
export function markedTexts(source: string): string[] {
  return [...source.matchAll(MARKED)].map((match) => unquote(match[2]!));
}

/** Every marked text in the .ts/.tsx files under `srcDir` (tests excluded), sorted. */
export function collectKeys(srcDir: string): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const text of markedTexts(readFileSync(file, 'utf8'))) keys.add(text);
  }
  return [...keys].sort();
}

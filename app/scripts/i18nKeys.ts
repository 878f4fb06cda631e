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

/** The .ts/.tsx sources under `srcDir` (tests excluded): path and content. */
export function* sourceTexts(srcDir: string): Generator<[string, string]> {
  for (const file of sourceFiles(srcDir)) yield [file, readFileSync(file, 'utf8')];
}

/** Every marked text in the .ts/.tsx files under `srcDir` (tests excluded), sorted. */
export function collectKeys(srcDir: string): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const text of markedTexts(readFileSync(file, 'utf8'))) keys.add(text);
  }
  return [...keys].sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** en-US.json's content: each source text as itself, plural families as `<key>_one` / `<key>_other`. */
export function englishCatalogue(keys: readonly string[], plurals: Readonly<Record<string, string>>) {
  const entries: [string, string][] = [];
  for (const key of keys) {
    const singular = plurals[key];
    if (singular === undefined) entries.push([key, key]);
    else entries.push([`${key}_one`, singular], [`${key}_other`, key]);
  }
  return Object.fromEntries(entries);
}

/** The bases of en-US's plural families (`<base>_one` and `<base>_other` both present). */
export function pluralFamilies(english: Record<string, string>): Set<string> {
  const families = new Set<string>();
  for (const key of Object.keys(english)) {
    const base = key.endsWith('_other') ? key.slice(0, -'_other'.length) : undefined;
    if (base !== undefined && `${base}_one` in english) families.add(base);
  }
  return families;
}

/**
 * The keys a locale file must have: en-US's plain keys, and for each plural family one key per
 * plural category of the locale (Intl.PluralRules), each with the English `_other` text's placeholders.
 */
export function expectedLocaleKeys(english: Record<string, string>, locale: string): Map<string, string> {
  const families = pluralFamilies(english);
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    const suffix = key.match(PLURAL_SUFFIX);
    if (suffix && families.has(key.slice(0, -suffix[0].length))) continue;
    expected.set(key, text);
  }
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const base of families) {
    for (const category of categories) expected.set(`${base}_${category}`, english[`${base}_other`]!);
  }
  return expected;
}

/** The `%name%` placeholders of a text. */
export function placeholders(text: string): Set<string> {
  return new Set(text.match(/%[A-Za-z0-9_]+%/g) ?? []);
}

/** A plural form other than `_other` may say "one" in words instead of `%count%`. */
export function mayDropCount(key: string): boolean {
  const suffix = key.match(PLURAL_SUFFIX);
  return suffix !== null && suffix[1] !== 'other';
}

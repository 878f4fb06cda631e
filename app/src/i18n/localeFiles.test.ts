// Every shipped locale is complete: no silent English fallback. The same rules as the
// translators' checker: every key of en-US (plural families expanded to the locale's
// Intl.PluralRules categories), no empty text, no key en-US lacks, every placeholder kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedLocaleKeys, mayDropCount, placeholders } from '../../scripts/i18nKeys.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales');
const read = (code: string) =>
  JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Record<string, unknown>;
const english = read(DEFAULT_LOCALE) as Record<string, string>;

describe.each(LOCALES.filter((locale) => locale.code !== DEFAULT_LOCALE))('$code', ({ code }) => {
  const strings = read(code);
  const expected = expectedLocaleKeys(english, code);

  it('has every key with a text, and no key en-US lacks', () => {
    expect([...expected.keys()].filter((key) => !(key in strings))).toEqual([]);
    expect(
      Object.keys(strings).filter((key) => typeof strings[key] !== 'string' || !String(strings[key]).trim()),
    ).toEqual([]);
    expect(Object.keys(strings).filter((key) => !expected.has(key))).toEqual([]);
  });

  it('keeps every placeholder of the English text and adds none', () => {
    const broken: string[] = [];
    for (const [key, source] of expected) {
      const text = strings[key];
      if (typeof text !== 'string') continue;
      const want = placeholders(source);
      const got = placeholders(text);
      const lost = [...want].filter((name) => !got.has(name) && !(name === '%count%' && mayDropCount(key)));
      const added = [...got].filter((name) => !want.has(name));
      if (lost.length > 0 || added.length > 0) broken.push(`${key} → ${text}`);
    }
    expect(broken).toEqual([]);
  });
});

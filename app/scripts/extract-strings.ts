// `npm run i18n -w @flaskswap/app`: writes public/locales/en-US.json, the English source strings
// translators work from (the key is the English text itself; plural families as _one/_other).
// `npm run i18n -w @flaskswap/app -- --prune` also drops, from every other locale file, the keys
// en-US no longer has (run it once translators are done with their files).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGLISH_PLURALS } from '../src/i18n/englishPlurals.ts';
import { collectKeys, englishCatalogue, expectedLocaleKeys } from './i18nKeys.ts';

const app = join(import.meta.dirname, '..');
const localesDir = join(app, 'public', 'locales');
const keys = collectKeys(join(app, 'src'));
const unused = Object.keys(ENGLISH_PLURALS).filter((key) => !keys.includes(key));
if (unused.length > 0) throw new Error(`englishPlurals.ts lists texts no source uses: ${unused.join(' | ')}`);

const english = englishCatalogue(keys, ENGLISH_PLURALS);
const write = (file: string, strings: Record<string, string>) =>
  writeFileSync(join(localesDir, file), `${JSON.stringify(strings, null, 2)}\n`);
write('en-US.json', english);
console.log(`en-US.json: ${keys.length} strings, ${Object.keys(english).length} keys`);

if (process.argv.includes('--prune')) {
  for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json') && name !== 'en-US.json')) {
    const expected = expectedLocaleKeys(english, file.replace(/\.json$/, ''));
    const strings = JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Record<string, string>;
    const kept = Object.fromEntries(Object.entries(strings).filter(([key]) => expected.has(key)));
    const dropped = Object.keys(strings).length - Object.keys(kept).length;
    if (dropped > 0) {
      write(file, kept);
      console.log(`${file}: pruned ${dropped} keys`);
    }
  }
}

// `npm run i18n -w @flaskswap/app`: writes public/locales/en-US.json, the English source strings
// translators work from (the key is the English text itself).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectKeys } from './i18nKeys.ts';

const app = join(import.meta.dirname, '..');
const keys = collectKeys(join(app, 'src'));
writeFileSync(
  join(app, 'public', 'locales', 'en-US.json'),
  `${JSON.stringify(Object.fromEntries(keys.map((key) => [key, key])), null, 2)}\n`,
);
console.log(`en-US.json: ${keys.length} strings`);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectKeys } from '../../scripts/i18nKeys.ts';

const app = join(import.meta.dirname, '..', '..');

describe('en-US.json', () => {
  it('holds every literal string the app translates (run `npm run i18n -w @flaskswap/app`)', () => {
    const english = JSON.parse(readFileSync(join(app, 'public', 'locales', 'en-US.json'), 'utf8')) as Record<
      string,
      string
    >;
    const missing = collectKeys(join(app, 'src')).filter((key) => !(key in english));
    expect(missing).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectKeys, englishCatalogue, markedTexts, sourceTexts } from '../../scripts/i18nKeys.ts';
import { ENGLISH_PLURALS } from './englishPlurals.ts';

const app = join(import.meta.dirname, '..', '..');
const readEnglish = () =>
  JSON.parse(readFileSync(join(app, 'public', 'locales', 'en-US.json'), 'utf8')) as Record<string, string>;

describe('en-US.json (run `npm run i18n -w @flaskswap/app` after changing a text)', () => {
  const keys = collectKeys(join(app, 'src'));

  it('holds every source text, plural families as _one/_other, and no key no source uses', () => {
    const english = readEnglish();
    const expected = englishCatalogue(keys, ENGLISH_PLURALS);
    expect(Object.keys(expected).filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !(key in expected))).toEqual([]);
    expect(english).toEqual(expected);
  });

  it('has no t(NAME) of a constant holding an unmarked literal (mark it with msg)', () => {
    const unmarked: string[] = [];
    for (const [file, source] of sourceTexts(join(app, 'src'))) {
      for (const [, name] of source.matchAll(/\bconst (\w+)(?:: \w+)? =\s*['"`]/g)) {
        if (new RegExp(`\\bt\\(\\s*${name}\\b`).test(source)) unmarked.push(`${file}: ${name}`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('lists only plural families the sources use', () => {
    expect(Object.keys(ENGLISH_PLURALS).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe('the extractor', () => {
  it('finds t() calls and msg() constants, and nothing else', () => {
    const fixture = `
      const LABELS = { hot: msg('Hot'), apr: msg(
        "APR's rate"
      ) };
      export const TEXT = msg('Please try again. Don\\'t give up!');
      function View() {
        const { t } = useTranslation();
        document.title = format('Not a key');
        return <p title={t('Close')}>{t('Balance: %amount%', { amount })}{t(LABELS.hot)}{split('x')}</p>;
      }`;
    expect(markedTexts(fixture)).toEqual([
      'Hot',
      "APR's rate",
      "Please try again. Don't give up!",
      'Close',
      'Balance: %amount%',
    ]);
  });
});

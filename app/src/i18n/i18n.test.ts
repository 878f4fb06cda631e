import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from './i18n.ts';
import { LOCALES } from './locales.ts';
import { msg } from './message.ts';
import { translateEnglish } from './translate.ts';

function serveLocales(files: Record<string, Record<string, string>>) {
  const fetchMock = vi.fn(async (url: string) => {
    const code = /\/locales\/(.+)\.json$/.exec(url)?.[1] ?? '';
    const body = files[code];
    return body
      ? new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('locales', () => {
  it('lists en-US first and every locale SPEC.md names', () => {
    expect(LOCALES[0].code).toBe('en-US');
    expect(LOCALES).toHaveLength(28);
    expect(new Set(LOCALES.map((locale) => locale.code)).size).toBe(28);
  });
});

describe('English t', () => {
  it('fills %placeholders% and keeps a literal % after one', () => {
    expect(translateEnglish('Balance: %amount%', { amount: '1.5' })).toBe('Balance: 1.5');
    expect(
      translateEnglish(
        'Unstaking fee: %fee%% (%amount% FLASK) if withdrawn within %hours% hours of your last deposit',
        {
          fee: 0.1,
          amount: '2',
          hours: 72,
        },
      ),
    ).toBe('Unstaking fee: 0.1% (2 FLASK) if withdrawn within 72 hours of your last deposit');
  });

  it('takes only keys the extractor sees (checked by tsc: a wrong key is a type error)', () => {
    const fromElsewhere = String('Swap');
    const side = 'UP' as 'UP' | 'DOWN';
    // @ts-expect-error a plain string: its text never reaches en-US.json
    expect(translateEnglish(fromElsewhere)).toBe('Swap');
    // @ts-expect-error a union of literals written elsewhere
    expect(translateEnglish(side)).toBe('UP');
    expect(translateEnglish(msg('Swap'))).toBe('Swap');
  });

  it('says a count of one in the singular', () => {
    expect(translateEnglish('%count% tickets', { count: 1 })).toBe('1 ticket');
    expect(translateEnglish('%count% tickets', { count: '1' })).toBe('1 ticket');
    expect(translateEnglish('%count% tickets', { count: 0 })).toBe('0 tickets');
    expect(translateEnglish('%blocks% blocks', { blocks: '1', count: 1 })).toBe('1 block');
  });
});

describe('another locale', () => {
  it('loads /locales/{locale}.json once, then translates with that locale’s plural forms', async () => {
    const fetchMock = serveLocales({
      'pl-PL': {
        'Balance: %amount%': 'Saldo: %amount%',
        '%count% tickets_one': '%count% bilet',
        '%count% tickets_few': '%count% bilety',
        '%count% tickets_many': '%count% biletów',
        '%count% tickets_other': '%count% biletu',
      },
    });
    const t = await loadLocale('pl-PL');
    expect(t('Balance: %amount%', { amount: '1,5' })).toBe('Saldo: 1,5');
    expect([1, 3, 5, 22].map((count) => t('%count% tickets', { count }))).toEqual([
      '1 bilet',
      '3 bilety',
      '5 biletów',
      '22 bilety',
    ]);
    await loadLocale('pl-PL');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/locales/pl-PL.json']);
  });

  it('shows English for a string the locale lacks, and retries a failed load', async () => {
    serveLocales({});
    await expect(loadLocale('sv-SE')).rejects.toThrow('HTTP 404');
    serveLocales({ 'sv-SE': { Swap: 'Byt' } });
    const t = await loadLocale('sv-SE');
    expect(t('Swap')).toBe('Byt');
    expect(t('%count% tickets', { count: 1 })).toBe('1 ticket');
  });
});

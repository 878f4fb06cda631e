import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n.ts';
import { LOCALES } from './locales.ts';

describe('i18n', () => {
  it('lists en-US first and every locale SPEC.md names', () => {
    expect(LOCALES[0].code).toBe('en-US');
    expect(LOCALES).toHaveLength(28);
    expect(new Set(LOCALES.map((locale) => locale.code)).size).toBe(28);
  });

  it('loads /locales/{locale}.json and fills %placeholders%', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const body = url.endsWith('/locales/de-DE.json') ? { 'Balance: %amount%': 'Guthaben: %amount%' } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { instance, ready } = createI18n('de-DE');
    await ready;
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/locales/de-DE.json');
    expect(instance.t('Balance: %amount%', { amount: '1.5' })).toBe('Guthaben: 1.5');
    // Missing strings fall back to the English key, placeholders still filled.
    expect(instance.t('Max stake for this pool: %amount% %token%', { amount: 100, token: 'FLASK' })).toBe(
      'Max stake for this pool: 100 FLASK',
    );
    vi.unstubAllGlobals();
  });
});

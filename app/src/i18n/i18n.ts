import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { DEFAULT_LOCALE } from './locales.ts';

/**
 * i18next set up for FlaskSwap's strings: the English text is the key, placeholders are
 * `%name%`, and each locale's strings load from /locales/{locale}.json on demand.
 * Missing strings fall back to en-US, then to the key itself.
 */
export function createI18n(language: string): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance.use(HttpBackend).init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { prefix: '%', suffix: '%', escapeValue: false },
    backend: { loadPath: '/locales/{{lng}}.json' },
    // Render the English keys while a locale loads instead of suspending; re-render once it has.
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });
  return { instance, ready };
}

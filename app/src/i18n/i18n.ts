// i18next for the locales other than en-US, loaded only once one is chosen: each locale's strings
// are fetched from /locales/{locale}.json on first use and kept in memory for later switches.
// i18next picks the plural form (`<key>_<Intl.PluralRules category>`); %name% filling is ours.
import i18next from 'i18next';
import { englishText } from './englishPlurals.ts';
import type { LocaleCode } from './locales.ts';
import type { Translate } from './message.ts';
import { interpolate, pluralCount } from './translate.ts';

const instance = i18next.createInstance();
const initialized = instance.init({
  resources: {},
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  // Texts are plain: no {{…}} interpolation or $t() nesting by i18next.
  interpolation: { escapeValue: false, skipOnVariables: true },
});

const loads = new Map<LocaleCode, Promise<void>>();

async function fetchStrings(code: LocaleCode): Promise<void> {
  const response = await fetch(`/locales/${code}.json`);
  if (!response.ok) throw new Error(`GET /locales/${code}.json: HTTP ${response.status}`);
  const strings = (await response.json()) as Record<string, string>;
  await initialized;
  instance.addResourceBundle(code, 'translation', strings);
}

/** The `t` of a locale once its strings are in (fetched once; a failed fetch is retried next time). */
export async function loadLocale(code: LocaleCode): Promise<Translate> {
  let load = loads.get(code);
  if (!load) {
    load = fetchStrings(code);
    loads.set(code, load);
    load.catch(() => loads.delete(code));
  }
  await load;
  const fixed = instance.getFixedT(code);
  return (key, data) => {
    const count = pluralCount(data);
    const text = fixed(key, { count, defaultValue: englishText(key, count) });
    return interpolate(text, data);
  };
}

// The English `t`, in the first paint: English texts are the keys, so it only picks a plural form
// and fills the placeholders. Other locales add i18next on top (./i18n.ts, loaded on demand).
import { englishText } from './englishPlurals.ts';
import type { Translate, TranslationData } from './message.ts';

const PLACEHOLDER = /%([A-Za-z0-9_]+)%/g;

/** Fills `%name%` placeholders from `data`; a `%` that starts no placeholder ('%fee%%') stays as written. */
export function interpolate(text: string, data: TranslationData | undefined): string {
  if (!data) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

/** The number that picks a plural form: `count` as a number or a plain digit string. */
export function pluralCount(data: TranslationData | undefined): number | undefined {
  const count = data?.count;
  if (typeof count === 'number') return count;
  return typeof count === 'string' && /^\d+$/.test(count) ? Number(count) : undefined;
}

export const translateEnglish: Translate = (key, data) => interpolate(englishText(key, pluralCount(data)), data);

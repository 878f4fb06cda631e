// The chosen language as Intl sees it: every number, percentage, dollar amount and date the app
// shows takes this locale (sdk/src/format functions' `locale` argument).
import { useAppStore } from '@/state/store.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales.ts';

/**
 * The Intl locale for a language: always Latin digits (`-u-nu-latn`), since amount fields accept
 * only 0-9 and figures are copied into them; for ar-SA and bn-BD this overrides native digits.
 */
export function formatLocaleOf(code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? DEFAULT_LOCALE : `${code}-u-nu-latn`;
}

/** The Intl locale of the chosen language; components pass it to every formatter. */
export function useFormatLocale(): string {
  const stored = useAppStore((state) => state.language);
  return formatLocaleOf(isLocaleCode(stored) ? stored : DEFAULT_LOCALE);
}

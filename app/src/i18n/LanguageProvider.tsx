// react-i18next behind the app's own call shape: `useTranslation()` gives `t(englishText, data)`
// with %name% placeholders, so callers stay free of i18next's types.
import { type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { I18nContext, I18nextProvider, useTranslation as useI18nextTranslation } from 'react-i18next';
import { useAppStore } from '@/state/store.ts';
import { createI18n } from './i18n.ts';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from './locales.ts';
import type { Translate, TranslationData } from './message.ts';

/** The chosen language (persisted with the settings); an unknown stored code means English. */
function useLocaleCode(): LocaleCode {
  const stored = useAppStore((state) => state.language);
  return isLocaleCode(stored) ? stored : DEFAULT_LOCALE;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const code = useLocaleCode();
  const [{ instance }] = useState(() => createI18n(code));

  useEffect(() => {
    document.documentElement.lang = code;
    document.documentElement.dir = code === 'ar-SA' ? 'rtl' : 'ltr';
    instance.changeLanguage(code).catch((error: unknown) => console.error('Failed to load language strings', error));
  }, [code, instance]);

  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

export interface LanguageContextValue {
  currentLanguage: (typeof LOCALES)[number];
  setLanguage(code: LocaleCode): void;
  t: Translate;
}

/** The language context; reading it outside LanguageProvider is a programming error. */
export function useTranslation(): LanguageContextValue {
  if (!useContext(I18nContext)?.i18n) throw new Error('Language context is undefined');
  // A new `t` when a language's strings arrive re-renders its users.
  const { t: translate } = useI18nextTranslation();
  const t = useCallback<Translate>((key, data?: TranslationData) => translate(key, data ?? {}), [translate]);
  const code = useLocaleCode();
  const setLanguage = useAppStore((state) => state.setLanguage);
  return { currentLanguage: LOCALES.find((locale) => locale.code === code) ?? LOCALES[0], setLanguage, t };
}

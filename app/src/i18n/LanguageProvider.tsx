import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAppStore } from '@/state/store.ts';
import { createI18n, type TranslationData } from './i18n.ts';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from './locales.ts';

export interface LanguageContextValue {
  currentLanguage: (typeof LOCALES)[number];
  isFetching: boolean;
  setLanguage(code: LocaleCode): void;
  t(key: string, data?: TranslationData): string;
}

const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const stored = useAppStore((state) => state.language);
  const storeLanguage = useAppStore((state) => state.setLanguage);
  const code: LocaleCode = isLocaleCode(stored) ? stored : DEFAULT_LOCALE;
  const [{ instance }] = useState(() => createI18n(code));
  const [isFetching, setFetching] = useState(false);
  // Bumped when a locale's strings arrive, so every `t` consumer re-renders.
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    document.documentElement.lang = code;
    document.documentElement.dir = code === 'ar-SA' ? 'rtl' : 'ltr';
    let cancelled = false;
    setFetching(true);
    instance
      .changeLanguage(code)
      .catch((error: unknown) => console.error('Failed to load language strings', error))
      .finally(() => {
        if (cancelled) return;
        setFetching(false);
        setRevision((value) => value + 1);
      });
    return () => {
      cancelled = true;
    };
  }, [code, instance]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` when strings load re-renders its users
  const t = useCallback(
    (key: string, data?: TranslationData) => instance.t(key, data ?? {}) as string,
    [instance, revision],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({
      currentLanguage: LOCALES.find((locale) => locale.code === code) ?? LOCALES[0],
      isFetching,
      setLanguage: storeLanguage,
      t,
    }),
    [code, isFetching, storeLanguage, t],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language context; reading it outside LanguageProvider is a programming error. */
export function useTranslation(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (context === undefined) throw new Error('Language context is undefined');
  return context;
}

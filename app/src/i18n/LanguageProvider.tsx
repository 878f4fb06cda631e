// The app's translation layer: `useTranslation()` gives `t(englishText, data)` with %name%
// placeholders. English needs no library (the keys are the text); another locale loads i18next
// and its strings on demand, and the page shows English until they arrive.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAppStore } from '@/state/store.ts';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from './locales.ts';
import type { Translate } from './message.ts';
import { translateEnglish } from './translate.ts';

/** The chosen language (persisted with the settings); an unknown stored code means English. */
function useLocaleCode(): LocaleCode {
  const stored = useAppStore((state) => state.language);
  return isLocaleCode(stored) ? stored : DEFAULT_LOCALE;
}

interface ShownLanguage {
  code: LocaleCode;
  t: Translate;
}

const LanguageContext = createContext<ShownLanguage | undefined>(undefined);
const ENGLISH: ShownLanguage = { code: DEFAULT_LOCALE, t: translateEnglish };

export function LanguageProvider({ children }: { children: ReactNode }) {
  const code = useLocaleCode();
  const [shown, setShown] = useState<ShownLanguage>(ENGLISH);

  useEffect(() => {
    if (code === DEFAULT_LOCALE) {
      setShown(ENGLISH);
      return;
    }
    let wanted = true;
    import('./i18n.ts')
      .then(({ loadLocale }) => loadLocale(code))
      .then((t) => wanted && setShown({ code, t }))
      .catch((error: unknown) => console.error('Failed to load language strings', error));
    return () => {
      wanted = false;
    };
  }, [code]);

  // The document's language is the one its text is in.
  useEffect(() => {
    document.documentElement.lang = shown.code;
    document.documentElement.dir = shown.code === 'ar-SA' ? 'rtl' : 'ltr';
  }, [shown.code]);

  return <LanguageContext value={shown}>{children}</LanguageContext>;
}

export interface LanguageContextValue {
  currentLanguage: (typeof LOCALES)[number];
  setLanguage(code: LocaleCode): void;
  t: Translate;
}

/** The language context; reading it outside LanguageProvider is a programming error. */
export function useTranslation(): LanguageContextValue {
  const shown = useContext(LanguageContext);
  if (!shown) throw new Error('Language context is undefined');
  const code = useLocaleCode();
  const setLanguage = useAppStore((state) => state.setLanguage);
  return { currentLanguage: LOCALES.find((locale) => locale.code === code) ?? LOCALES[0], setLanguage, t: shown.t };
}

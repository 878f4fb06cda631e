import { useEffect } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { MoonIcon, SunIcon } from '@/ui/icons.tsx';

/** Light/dark switch; the choice is remembered in the persisted store. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const isDark = useAppStore((state) => state.isDark);
  const setDark = useAppStore((state) => state.setDark);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', isDark);
  }, [isDark]);
  return (
    <button
      type="button"
      onClick={() => setDark(!isDark)}
      aria-pressed={isDark}
      aria-label={isDark ? t('Switch to light mode') : t('Switch to dark mode')}
      title={isDark ? t('Switch to light mode') : t('Switch to dark mode')}
      className="grid size-10 place-items-center rounded-xl text-lg hover:bg-input"
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { LOCALES } from '@/i18n/locales.ts';
import { Dropdown, DropdownItem } from '@/ui/Dropdown.tsx';
import { GlobeIcon } from '@/ui/icons.tsx';

export function LanguageSelector() {
  const { currentLanguage, setLanguage, t } = useTranslation();
  return (
    <Dropdown
      align="end"
      trigger={
        <button
          type="button"
          className="flex h-10 items-center gap-1 rounded-xl px-2 text-sm font-semibold hover:bg-input"
        >
          {/* The name keeps the visible code ("Select language EN"): spoken and shown names match. */}
          <span className="sr-only">{t('Select language')}</span>
          <GlobeIcon />
          {currentLanguage.code.slice(0, 2).toUpperCase()}
        </button>
      }
    >
      {LOCALES.map((locale) => (
        <DropdownItem
          key={locale.code}
          active={locale.code === currentLanguage.code}
          onSelect={() => setLanguage(locale.code)}
        >
          <span lang={locale.code}>{locale.nativeName}</span>
        </DropdownItem>
      ))}
    </Dropdown>
  );
}

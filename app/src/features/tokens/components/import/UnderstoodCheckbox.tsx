import { useId } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** 'I understand': an import stays disabled until the user ticks it (SPEC.md). */
export function UnderstoodCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation();
  const checkboxId = useId();
  return (
    <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
      <input
        id={checkboxId}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {t('I understand')}
    </label>
  );
}

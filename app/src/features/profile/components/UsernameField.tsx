import { USERNAME_MAX_LENGTH } from '@flaskswap/sdk';
import { useId } from 'react';
import type { UsernameCheckState } from '@/hub';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';

/** The name input with SPEC.md §8's rule text and the hub's live answer. */
export function UsernameField({
  value,
  onChange,
  check,
}: {
  value: string;
  onChange(value: string): void;
  check: UsernameCheckState;
}) {
  const { t } = useTranslation();
  const id = useId();
  const breaksRule = check.status === 'invalid' && check.error === '';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {t('Profile name')}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={USERNAME_MAX_LENGTH + 5}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={check.status === 'invalid' || undefined}
        aria-describedby={`${id}-rule ${id}-status`}
        className={cn(
          'h-12 rounded-2xl border-2 bg-input px-4 text-base outline-none focus:border-primary',
          check.status === 'invalid' ? 'border-danger' : 'border-transparent',
        )}
      />
      <p id={`${id}-rule`} className={cn('text-sm', breaksRule ? 'font-semibold text-danger' : 'text-muted')}>
        {t('Profile name must be 3 to 15 letters and numbers, no spaces or special characters')}
      </p>
      <p id={`${id}-status`} role="status" className="text-sm" data-testid="username-status">
        {check.status === 'checking' && t('Checking…')}
        {check.status === 'valid' && <span className="text-success">{t('This name is available')}</span>}
        {check.status === 'invalid' && check.error && <span className="text-danger">{check.error}</span>}
        {check.status === 'unavailable' && <span className="text-danger">{t('Unable to verify username')}</span>}
      </p>
    </div>
  );
}

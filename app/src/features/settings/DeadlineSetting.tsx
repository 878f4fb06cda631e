import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { cn } from '@/ui/cn.ts';
import { parseDeadlineMinutes } from './settingsInput.ts';

export function DeadlineSetting() {
  const { t } = useTranslation();
  const seconds = useAppStore((state) => state.userDeadline);
  const setDeadline = useAppStore((state) => state.setDeadline);
  const [text, setText] = useState('');
  const inputId = useId();
  const invalid = text !== '' && parseDeadlineMinutes(text) === undefined;

  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t('Transaction deadline')}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          value={text !== '' ? text : String(seconds / 60)}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            const parsed = parseDeadlineMinutes(value);
            if (parsed !== undefined) setDeadline(parsed);
          }}
          onBlur={() => setText('')}
          aria-invalid={invalid}
          maxLength={6}
          className={cn(
            'h-8 w-20 rounded-2xl border bg-input px-3 text-end text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
            invalid ? 'border-danger' : 'border-border',
          )}
        />
        <span className="text-sm text-muted">{t('minutes')}</span>
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { isExpertModeConfirmation } from './settingsInput.ts';

/** The confirmation step before expert mode: the risks, then typing 'confirm'. */
export function ExpertModeConfirm({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();
  const confirmed = isExpertModeConfirmation(text);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed) onConfirm();
      }}
    >
      <div role="alert" className="rounded-2xl border border-warning bg-warning/10 p-4 text-sm">
        <p>
          {t(
            'Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.',
          )}
        </p>
        <p className="mt-2 font-semibold">{t('Only use this mode if you know what you’re doing.')}</p>
      </div>
      <label htmlFor={inputId} className="text-sm">
        {t('Please type the word "confirm" to enable expert mode.')}
      </label>
      <input
        id={inputId}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: this step exists only to type the word
        autoFocus
        className="h-12 rounded-2xl border border-border bg-input px-4 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={!confirmed} fullWidth>
          {t('Turn On Expert Mode')}
        </Button>
        <Button variant="secondary" onClick={onCancel} fullWidth>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}

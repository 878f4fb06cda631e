import { PROPOSAL_BODY_MAX_LENGTH } from '@flaskswap/sdk';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import { FieldError } from './FormField.tsx';
import { Markdown } from './Markdown.tsx';

/** The proposal's Markdown content with Write / Preview tabs (the preview renders as the proposal page will). */
export function BodyEditor({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <div className="flex flex-col gap-2" data-testid="proposal-body-field">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="font-semibold">
          {t('Content')}
        </label>
        <div className="flex gap-1" role="tablist" aria-label={t('Content')}>
          <Button
            size="sm"
            role="tab"
            aria-selected={tab === 'write'}
            variant={tab === 'write' ? 'primary' : 'tertiary'}
            onClick={() => setTab('write')}
          >
            {t('Write')}
          </Button>
          <Button
            size="sm"
            role="tab"
            aria-selected={tab === 'preview'}
            variant={tab === 'preview' ? 'primary' : 'tertiary'}
            onClick={() => setTab('preview')}
          >
            {t('Preview')}
          </Button>
        </div>
      </div>
      {tab === 'write' ? (
        <textarea
          id={id}
          value={value}
          rows={10}
          maxLength={PROPOSAL_BODY_MAX_LENGTH + 100}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t('Tip: write in Markdown!')}
          className={cn(
            'w-full rounded-2xl border-2 bg-input p-4 text-base outline-none focus:border-primary',
            error ? 'border-danger' : 'border-transparent',
          )}
        />
      ) : (
        <div className="min-h-40 rounded-2xl border border-border bg-card p-4" data-testid="proposal-body-preview">
          {value.trim() ? <Markdown text={value} /> : <p className="text-muted">{t('Nothing to preview')}</p>}
        </div>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

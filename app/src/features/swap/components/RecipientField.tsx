import { useId } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { ParsedRecipient } from '../logic/recipient.ts';

/** Expert mode's send-to field: an address or a name; whitespace is stripped by the parser. */
export function RecipientField({
  value,
  parsed,
  onChange,
  onRemove,
}: {
  value: string;
  parsed: ParsedRecipient | null;
  onChange(value: string): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = parsed !== null && parsed.kind === 'invalid';
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border bg-input/60 p-4">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="text-muted">
          {t('Recipient')}
        </label>
        <button
          type="button"
          onClick={onRemove}
          className="font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('- Remove send')}
        </button>
      </div>
      <input
        id={id}
        data-testid="recipient-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('Wallet Address or Name')}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        className={cn(
          'h-11 rounded-xl border bg-card px-3 font-mono text-sm outline-none focus-visible:border-primary',
          invalid ? 'border-danger text-danger' : 'border-border',
        )}
      />
    </div>
  );
}

import { PROPOSAL_CHOICE_MAX_LENGTH, PROPOSAL_MAX_CHOICES } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { FieldError, inputClass } from './FormField.tsx';

/** The choices, each removable; Add Choice up to the maximum. The minimum is a validation message. */
export function ChoicesEditor({
  choices,
  error,
  onChange,
  onBlur,
}: {
  choices: readonly string[];
  error: string | undefined;
  onChange(choices: string[]): void;
  onBlur(): void;
}) {
  const { t } = useTranslation();
  const set = (index: number, value: string) => onChange(choices.map((choice, i) => (i === index ? value : choice)));
  return (
    <fieldset className="flex flex-col gap-2" data-testid="proposal-choices-field">
      <legend className="mb-2 font-semibold">{t('Choices')}</legend>
      {choices.map((choice, index) => (
        // Choices have no identity but their position: editing never reorders them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="flex items-center gap-2">
          <input
            value={choice}
            aria-label={t('Choice %num%', { num: index + 1 })}
            maxLength={PROPOSAL_CHOICE_MAX_LENGTH + 10}
            onChange={(event) => set(index, event.target.value)}
            onBlur={onBlur}
            className={inputClass(Boolean(error) && choice.trim() === '')}
          />
          <Button
            size="sm"
            variant="tertiary"
            aria-label={t('Remove choice %num%', { num: index + 1 })}
            onClick={() => {
              onChange(choices.filter((_, i) => i !== index));
              onBlur();
            }}
          >
            ×
          </Button>
        </div>
      ))}
      {choices.length < PROPOSAL_MAX_CHOICES && (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => onChange([...choices, ''])}>
          {t('Add Choice')}
        </Button>
      )}
      <FieldError error={error} />
    </fieldset>
  );
}

import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ArrowDownIcon } from '@/ui/icons.tsx';

/** The arrow between the panels (swaps the sides), and in expert mode 'Add a send (optional)'. */
export function SwitchCurrencies({
  onSwitch,
  onAddRecipient,
}: {
  onSwitch(): void;
  /** Present while the recipient field can be opened. */
  onAddRecipient?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative flex items-center justify-center py-1">
      <button
        type="button"
        onClick={onSwitch}
        aria-label={t('Switch input and output currencies')}
        title={t('Switch input and output currencies')}
        data-testid="switch-currencies"
        className="grid size-9 place-items-center rounded-full border border-border bg-card text-primary shadow-sm transition-transform hover:rotate-180 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ArrowDownIcon />
      </button>
      {onAddRecipient && (
        <button
          type="button"
          onClick={onAddRecipient}
          className="absolute end-0 text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('+ Add a send (optional)')}
        </button>
      )}
    </div>
  );
}

import type { HistoryFilter } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';

const FILTERS: readonly HistoryFilter[] = ['all', 'collected', 'uncollected'];

/** All / collected / uncollected as one radio group. */
export function HistoryFilters({ value, onChange }: { value: HistoryFilter; onChange(filter: HistoryFilter): void }) {
  const { t } = useTranslation();
  const labels: Record<HistoryFilter, string> = {
    all: t('All'),
    collected: t('Collected'),
    uncollected: t('Uncollected'),
  };
  return (
    <fieldset className="flex gap-2" data-testid="history-filters">
      <legend className="sr-only">{t('Filter bets')}</legend>
      {FILTERS.map((filter) => (
        <label
          key={filter}
          className={cn(
            'cursor-pointer rounded-full px-3 py-1 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
            value === filter ? 'bg-primary text-on-accent' : 'bg-input text-muted',
          )}
        >
          <input
            type="radio"
            name="prediction-history-filter"
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
            className="sr-only"
          />
          {labels[filter]}
        </label>
      ))}
    </fieldset>
  );
}

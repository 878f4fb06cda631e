import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { CompetitionStatus } from '../logic/types.ts';
import { statusLabel } from './CompetitionText.tsx';

/** The page title, what the competition is, and its current phase. */
export function CompetitionHeader({ status }: { status: CompetitionStatus | undefined }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col items-center gap-3 text-center">
      <h1 className="text-4xl font-black text-primary">{t('Trading Battle')}</h1>
      <p className="text-lg font-semibold">
        {t('Teams compete on trading volume: trade on the eligible pairs to win FLASK and profile points.')}
      </p>
      {status && (
        <span
          data-testid="competition-status"
          data-status={status}
          className="rounded-full bg-secondary px-4 py-1 text-sm font-bold text-on-accent"
        >
          {statusLabel(t, status)}
        </span>
      )}
    </header>
  );
}

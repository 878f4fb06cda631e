import { DEFAULT_HISTORY_FILTER, formatAmount, type HistoryFilter } from '@flaskswap/sdk';
import { useState } from 'react';
import { ConnectWalletButton } from '@/features/wallet';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { useClaim } from '../../actions/usePredictionActions.ts';
import { useHistory } from '../../data/historyState.ts';
import { usePrediction } from '../../data/usePrediction.ts';
import { HistoryBetRow } from './HistoryBetRow.tsx';
import { HistoryFilters } from './HistoryFilters.tsx';
import { HistoryNotice } from './HistoryNotice.tsx';
import { HistorySummary } from './HistorySummary.tsx';

/** The account's bets, from the indexer with a chain fallback for the latest rounds. */
export function HistoryPane({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  // Mounted on open: the filter starts at "all" every time the pane opens (SPEC.md §4).
  const [filter, setFilter] = useState<HistoryFilter>(DEFAULT_HISTORY_FILTER);
  const prediction = usePrediction();
  const history = useHistory(prediction, filter);
  const claim = useClaim();
  const { pending: collecting, run } = usePendingAction();
  const { view } = history;

  const collect = async () => {
    if (!view) return;
    if (await run(() => claim(view.collection.epochs))) history.refresh();
  };

  return (
    <section
      aria-label={t('History')}
      data-testid="history-pane"
      className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-4"
    >
      <header className="flex items-center justify-between">
        <h2 className="text-xl font-bold">{t('History')}</h2>
        <Button variant="text" size="sm" onClick={onClose} aria-label={t('Close history')}>
          {t('Close')}
        </Button>
      </header>

      {!history.account ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="history-connect">
          <p className="font-semibold">{t('Connect your wallet to see your prediction history')}</p>
          <ConnectWalletButton />
        </div>
      ) : (
        <>
          <HistoryFilters value={filter} onChange={setFilter} />
          {history.notice && <HistoryNotice state={history.notice} blocksBehind={history.blocksBehind} />}
          {prediction.status === 'error' ? (
            <p role="alert" className="py-6 text-center font-semibold" data-testid="history-error">
              {t('Unable to load the prediction rounds.')}
            </p>
          ) : history.loading || !view ? (
            <div className="flex flex-col gap-3" data-testid="history-loading">
              <Skeleton className="h-20 w-full" />
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-12 w-full" />
              ))}
            </div>
          ) : (
            <>
              <HistorySummary summary={view.summary} />
              {view.collection.epochs.length > 0 && (
                <Button fullWidth isLoading={collecting} onClick={collect} data-testid="history-collect">
                  {t('Collect %amount% BNB', {
                    amount: formatAmount(view.collection.total, 18, undefined, { locale }),
                  })}
                </Button>
              )}
              {view.rows.length === 0 ? (
                <p className="py-6 text-center text-muted" data-testid="history-empty">
                  {t('No prediction history available')}
                </p>
              ) : (
                <ul data-testid="history-bets" data-count={view.rows.length}>
                  {view.rows.map((row) => (
                    <HistoryBetRow key={row.epoch.toString()} row={row} />
                  ))}
                </ul>
              )}
              {history.hasMore && (
                <Button variant="secondary" size="sm" isLoading={history.loadingMore} onClick={history.loadMore}>
                  {t('Load more')}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

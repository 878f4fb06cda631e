import type { BetPosition } from '@flaskswap/sdk';
import { formatUsdThreeDecimals } from '@flaskswap/sdk';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useBet, useClaim } from './actions/usePredictionActions.ts';
import { BetPanel } from './components/BetPanel.tsx';
import { ClaimModal } from './components/ClaimModal.tsx';
import { RoundRow } from './components/RoundRow.tsx';
import { usePrediction } from './data/usePrediction.ts';
import { type RoundCardView, roundCardViews } from './logic/roundCards.ts';

// The panes load when first opened, so the cards do not wait for them.
const HistoryPane = lazy(() =>
  import('./components/history/HistoryPane.tsx').then((module) => ({ default: module.HistoryPane })),
);
const ChartPane = lazy(() =>
  import('./components/chart/ChartPane.tsx').then((module) => ({ default: module.ChartPane })),
);

type OpenBet = { epoch: bigint; position: BetPosition };
type OpenClaim = { kind: 'collect' | 'refund'; epochs: bigint[]; amount: bigint };

/** /prediction: the round cards, the bet panel, collect and refund, the history and chart panes. */
export function PredictionPage() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { status, market, account, retry } = usePrediction();
  const bet = useBet();
  const claim = useClaim();
  const [openBet, setOpenBet] = useState<OpenBet>();
  const [openClaim, setOpenClaim] = useState<OpenClaim>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);
  const views = useMemo(() => (market ? roundCardViews(market, account) : []), [market, account]);
  const connected = account !== undefined;

  const openClaimFor = (view: RoundCardView, kind: 'collect' | 'refund') =>
    setOpenClaim({ kind, epochs: [view.round.epoch], amount: view.claimAmount });

  return (
    <section className="mx-auto max-w-7xl py-8" data-testid="prediction-page" data-status={status}>
      <header className="flex flex-wrap items-end justify-between gap-4 px-4">
        <div>
          <h1 className="text-4xl font-black text-primary">{t('Prediction')}</h1>
          <p className="mt-2 text-lg font-semibold">{t('Will the BNB price go up or down?')}</p>
        </div>
        <div className="flex items-center gap-3">
          {market?.oracle && (
            <span className="whitespace-nowrap rounded-full bg-input px-4 py-1 font-bold" data-testid="oracle-price">
              BNB/USD {formatUsdThreeDecimals(market.oracle.price, market.oracle.decimals, locale)}
            </span>
          )}
          <Button variant="tertiary" size="sm" aria-pressed={chartOpen} onClick={() => setChartOpen((open) => !open)}>
            {t('Chart')}
          </Button>
          <Button
            variant="tertiary"
            size="sm"
            aria-pressed={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {t('History')}
          </Button>
        </div>
      </header>

      {status === 'paused' && (
        <p
          role="status"
          data-testid="prediction-paused"
          className="mx-4 mt-6 rounded-2xl bg-warning/15 px-4 py-3 font-semibold"
        >
          {t('Prediction is paused: entries are closed for now. Winnings and refunds can still be collected.')}
        </p>
      )}

      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <div className="min-w-0 flex-1">
          {status === 'error' ? (
            <div
              role="alert"
              data-testid="prediction-error"
              className="mx-4 flex flex-col items-center gap-4 rounded-3xl border border-border bg-card p-8 text-center"
            >
              <p className="font-semibold">{t('Unable to load the prediction rounds.')}</p>
              <Button onClick={retry}>{t('Retry')}</Button>
            </div>
          ) : !market || views.length === 0 ? (
            <div className="flex gap-4 overflow-hidden px-4" data-testid="prediction-loading">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-96 w-[300px] shrink-0 rounded-3xl" />
              ))}
            </div>
          ) : (
            <RoundRow
              views={views}
              oracle={market.oracle}
              connected={connected}
              paused={status === 'paused'}
              onEnter={(epoch, position) => setOpenBet({ epoch, position })}
              onClaim={openClaimFor}
            />
          )}
          {chartOpen && (
            <Suspense fallback={<Skeleton className="mx-4 h-64 w-full" />}>
              <div className="px-4">
                <ChartPane />
              </div>
            </Suspense>
          )}
        </div>
        {historyOpen && (
          <aside className="w-full shrink-0 px-4 lg:w-[380px]">
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <HistoryPane onClose={() => setHistoryOpen(false)} />
            </Suspense>
          </aside>
        )}
      </div>

      {openBet && market && account && (
        <BetPanel
          epoch={openBet.epoch}
          position={openBet.position}
          balance={account.balance}
          minBetAmount={market.minBetAmount}
          onClose={() => setOpenBet(undefined)}
          onConfirm={(amount) => bet(openBet.epoch, openBet.position, amount)}
        />
      )}
      {openClaim && (
        <ClaimModal
          kind={openClaim.kind}
          epochs={openClaim.epochs}
          amount={openClaim.amount}
          onClose={() => setOpenClaim(undefined)}
          onConfirm={claim}
        />
      )}
    </section>
  );
}

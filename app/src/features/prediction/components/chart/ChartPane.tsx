import {
  formatNumber,
  formatUsdThreeDecimals,
  isPlaceholderRound,
  measuredBlockSeconds,
  withUsdSign,
} from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { TimeSeriesChart } from '@/features/info';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useIndexedRounds } from '../../data/historyRounds.ts';
import { usePrediction } from '../../data/usePrediction.ts';
import { chainRoundTimes, roundPriceSeries } from '../../logic/historyPrices.ts';

const CHART_HEIGHT = 280;

/** The oracle price over recent rounds: lock and close prices, then the feed's latest answer. */
export function ChartPane() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { chain } = useActiveChain();
  const { market } = usePrediction();
  const indexed = useIndexedRounds();
  const oracle = market?.oracle;
  // Without the indexer, the rounds the page reads from the chain (the last six).
  const fromChain = indexed.isError || (!indexed.data && indexed.fetchStatus === 'idle');

  const points = useMemo(() => {
    if (!oracle) return undefined;
    const latest = { price: oracle.price, decimals: oracle.decimals, updatedAt: oracle.updatedAt };
    if (!fromChain) return indexed.data ? roundPriceSeries(indexed.data, oracle.decimals, latest) : undefined;
    if (!market) return undefined;
    const started = market.rounds.filter((round) => !isPlaceholderRound(round));
    const timed = chainRoundTimes(started, market.blockNumber, Date.now() / 1000, measuredBlockSeconds(chain.id));
    return roundPriceSeries(timed, oracle.decimals, latest);
  }, [oracle, fromChain, indexed.data, market, chain.id]);

  return (
    <section
      aria-label={t('Chart')}
      data-testid="prediction-chart"
      data-source={fromChain ? 'chain' : 'indexer'}
      className="mt-6 rounded-3xl border border-border bg-card p-4"
    >
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">{t('BNB/USD oracle price')}</h2>
        <span className="font-bold" data-testid="chart-latest-price">
          {oracle ? formatUsdThreeDecimals(oracle.price, oracle.decimals, locale) : '-'}
        </span>
      </header>
      {fromChain && (
        <p role="status" className="mb-3 text-sm text-muted" data-testid="chart-notice">
          {t('The indexer cannot be reached: the chart shows the latest rounds read from the chain.')}
        </p>
      )}
      {points === undefined ? (
        <Skeleton className="block h-[280px] w-full" />
      ) : (
        <TimeSeriesChart
          kind="line"
          points={points}
          label={t('BNB/USD oracle price at the lock and close of recent rounds')}
          height={CHART_HEIGHT}
          formatValue={(value) => withUsdSign(formatNumber(value, locale, 3, true), locale)}
          testId="prediction-price-chart"
        />
      )}
    </section>
  );
}

import type { Currency } from '@flaskswap/sdk';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { TimeSeriesChart } from '@/features/info';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { cn } from '@/ui/cn.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { type PriceHistory, usePriceHistory } from '../../data/usePriceHistory.ts';
import {
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  formatChange,
  formatChartPrice,
  type PricePoint,
} from '../../logic/priceChart.ts';
import { chartColumnClass } from './chartColumn.ts';

const RANGES = Object.keys(CHART_RANGES) as ChartRange[];

interface PriceChartPanelProps {
  input: Currency | undefined;
  output: Currency | undefined;
}

/** /swap's price chart of the selected pair, beside the form (below it on phones), collapsible. */
export default function PriceChartPanel({ input, output }: PriceChartPanelProps) {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.swapChartOpen);
  const setOpen = useAppStore((state) => state.setSwapChartOpen);
  const pairName = input && output ? `${input.symbol}/${output.symbol}` : t('Price chart');

  return (
    <section
      aria-label={t('Price chart')}
      data-testid="price-chart"
      className={cn('rounded-3xl border border-border bg-card p-4 shadow-sm', chartColumnClass(open))}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{pairName}</h2>
        <button
          type="button"
          className="text-sm font-semibold text-primary hover:underline"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('Hide chart') : t('Show chart')}
        </button>
      </div>
      {open && <OpenChart input={input} output={output} />}
    </section>
  );
}

/** Mounted only while the chart is shown, so a hidden chart asks the indexer nothing. */
function OpenChart({ input, output }: PriceChartPanelProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [hovered, setHovered] = useState<number | undefined>();
  const history = usePriceHistory(input, output, range);
  const series = history.status === 'ready' ? history.series : undefined;
  const shownPrice = hovered ?? series?.lastPrice;
  const change = series?.changePercent;

  return (
    <div className="mt-2 flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-h-12">
          {shownPrice !== undefined && input && output && (
            <>
              <p className="text-2xl font-semibold" data-testid="price-chart-price">
                {formatChartPrice(shownPrice, locale)}
              </p>
              <p className="text-sm text-muted">
                {t('%output% per %input%', { output: output.symbol, input: input.symbol })}
                {change !== undefined && (
                  <span
                    data-testid="price-chart-change"
                    className={cn(
                      'ltr-isolate ms-2 font-semibold',
                      change > 0 && 'text-success',
                      change < 0 && 'text-danger',
                    )}
                  >
                    {formatChange(change, locale)} ({range})
                  </span>
                )}
              </p>
            </>
          )}
        </div>
        <fieldset className="flex gap-1" aria-label={t('Chart range')}>
          {RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === range}
              onClick={() => {
                setRange(option);
                setHovered(undefined);
              }}
              className={cn(
                'rounded-lg px-2 py-1 text-xs font-semibold',
                option === range ? 'bg-primary text-on-accent' : 'bg-input text-primary hover:bg-input/70',
              )}
            >
              {option}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="h-64 lg:h-80" data-testid="price-chart-body" data-status={history.status}>
        <ChartBody
          history={history}
          label={input && output ? t('%output% per %input%', { output: output.symbol, input: input.symbol }) : ''}
          onHover={setHovered}
        />
      </div>
    </div>
  );
}

function ChartBody({
  history,
  label,
  onHover,
}: {
  history: PriceHistory;
  /** What the chart shows, for screen readers. */
  label: string;
  onHover(price: number | undefined): void;
}) {
  const { t } = useTranslation();
  switch (history.status) {
    case 'noPair':
      return <ChartMessage>{t('Select two different tokens to see their price chart')}</ChartMessage>;
    case 'noIndexer':
      return <ChartMessage>{t('Chart unavailable: this network has no indexer')}</ChartMessage>;
    case 'unavailable':
      return <ChartMessage>{t('Chart unavailable: the indexer cannot be reached')}</ChartMessage>;
    case 'loading':
      return <Skeleton className="block h-full w-full" />;
    case 'ready':
      if (history.series.points.length === 0) {
        return <ChartMessage>{t('No price history for this pair yet')}</ChartMessage>;
      }
      return <PriceLine points={history.series.points} label={label} onHover={onHover} />;
  }
}

/** The shared chart (lazy: uPlot downloads with the first drawn chart, after the form). */
function PriceLine({
  points,
  label,
  onHover,
}: {
  points: readonly PricePoint[];
  label: string;
  onHover(price: number | undefined): void;
}) {
  const locale = useFormatLocale();
  const values = useMemo(() => points.map((point) => ({ time: point.time, value: point.price })), [points]);
  const formatValue = useCallback((price: number) => formatChartPrice(price, locale), [locale]);
  return (
    <TimeSeriesChart
      kind="area"
      points={values}
      label={label}
      height="100%"
      formatValue={formatValue}
      onHover={(point) => onHover(point?.value)}
      testId="price-chart-canvas"
    />
  );
}

function ChartMessage({ children }: { children: ReactNode }) {
  return (
    <p className="flex h-full items-center justify-center rounded-2xl bg-input/50 p-4 text-center text-sm text-muted">
      {children}
    </p>
  );
}

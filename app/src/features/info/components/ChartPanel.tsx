import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useCandles } from '../data/useCandles.ts';
import { CHART_RANGES, type ChartRange, closeLine } from '../logic/series.ts';
import { InfoCard } from './InfoLayout.tsx';
import { LazyTimeSeriesChart } from './LazyTimeSeriesChart.tsx';

type ChartView = 'price' | 'volume' | 'tvl';

function Tabs<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: NoInfer<Value>; label: string }[];
  value: Value;
  onChange(value: Value): void;
}) {
  return (
    <fieldset aria-label={label} className="border-0 p-0 flex gap-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-lg px-2 py-1 text-sm font-semibold',
            value === option.value ? 'bg-primary text-on-accent' : 'text-muted hover:bg-input',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/** A token's or pair's price (candles or line), volume (bars) and TVL (area) over 1D to 1Y. */
export function ChartPanel({
  subject,
  address,
  priceLabel,
}: {
  subject: 'pair' | 'token';
  address: string;
  priceLabel: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<ChartView>('price');
  const [range, setRange] = useState<ChartRange>('1W');
  const [candlesShown, setCandlesShown] = useState(true);
  const { charts, isError } = useCandles(subject, address, range);

  const chart = () => {
    if (!charts) return isError ? null : <Skeleton className="block h-64 w-full" />;
    if (charts.candles.length === 0)
      return <p className="grid h-64 place-items-center text-muted">{t('No history yet')}</p>;
    if (view === 'volume')
      return <LazyTimeSeriesChart kind="bars" points={charts.volume} label={t('Volume')} testId="info-chart" />;
    if (view === 'tvl')
      return <LazyTimeSeriesChart kind="area" points={charts.tvl} label={t('TVL')} testId="info-chart" />;
    return candlesShown ? (
      <LazyTimeSeriesChart kind="candles" points={charts.candles} label={priceLabel} testId="info-chart" />
    ) : (
      <LazyTimeSeriesChart kind="line" points={closeLine(charts.candles)} label={priceLabel} testId="info-chart" />
    );
  };

  return (
    <InfoCard
      actions={
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <Tabs<ChartView>
            label={t('Chart')}
            value={view}
            onChange={setView}
            options={[
              { value: 'price', label: t('Price') },
              { value: 'volume', label: t('Volume') },
              { value: 'tvl', label: t('TVL') },
            ]}
          />
          <div className="flex flex-wrap gap-2">
            {view === 'price' && (
              <Tabs
                label={t('Price chart style')}
                value={candlesShown ? 'candles' : 'line'}
                onChange={(style) => setCandlesShown(style === 'candles')}
                options={[
                  { value: 'candles', label: t('Candles') },
                  { value: 'line', label: t('Line') },
                ]}
              />
            )}
            <Tabs<ChartRange>
              label={t('Time range')}
              value={range}
              onChange={setRange}
              options={CHART_RANGES.map((value) => ({ value, label: value }))}
            />
          </div>
        </div>
      }
    >
      <div data-testid="chart-panel" data-view={view} data-range={range}>
        {chart()}
      </div>
    </InfoCard>
  );
}

import { periodStart } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useIndexedTime } from '../data/useIndexedTime.ts';
import { useProtocolDays } from '../data/useProtocolDays.ts';
import { valueSeries } from '../logic/series.ts';
import { formatUsdCompact } from '../logic/units.ts';
import { InfoCard } from './InfoLayout.tsx';
import { LazyTimeSeriesChart } from './LazyTimeSeriesChart.tsx';

/** The exchange's TVL (area) and daily volume (bars), one point per UTC day. */
export function ProtocolCharts() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const now = useIndexedTime();
  const { data, isError } = useProtocolDays();
  const today = periodStart(now, 'day');
  const series = useMemo(() => {
    if (!data) return undefined;
    const { days } = data;
    return {
      tvl: valueSeries(days, (day) => day.tvlUsd, 'day', today, 'carry'),
      volume: valueSeries(days, (day) => day.volumeUsd, 'day', today, 'zero'),
    };
  }, [data, today]);

  const card = (title: string, figure: number | undefined, chart: React.ReactNode, testId: string) => (
    <InfoCard>
      <p className="text-sm font-semibold text-muted">{title}</p>
      <p className="mb-2 text-2xl font-bold" data-testid={`${testId}-figure`}>
        {figure === undefined ? isError ? '-' : <Skeleton /> : formatUsdCompact(figure, locale)}
      </p>
      {series === undefined ? (
        !isError && <Skeleton className="block h-56 w-full" />
      ) : series.tvl.length === 0 ? (
        <p className="grid h-56 place-items-center text-muted">{t('No history yet')}</p>
      ) : (
        chart
      )}
    </InfoCard>
  );

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {card(
        t('TVL'),
        data?.protocol?.tvlUsd,
        series && (
          <LazyTimeSeriesChart kind="area" points={series.tvl} label={t('TVL')} height={220} testId="tvl-chart" />
        ),
        'tvl',
      )}
      {card(
        t('Volume 24H'),
        series ? (series.volume.at(-1)?.value ?? 0) : undefined,
        series && (
          <LazyTimeSeriesChart
            kind="bars"
            points={series.volume}
            label={t('Volume')}
            height={220}
            testId="volume-chart"
          />
        ),
        'volume',
      )}
    </div>
  );
}

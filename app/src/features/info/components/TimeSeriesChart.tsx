// The one chart of the app (info pages and the swap price chart): lightweight-charts on canvas,
// loaded only with the pages that draw it (see LazyTimeSeriesChart).
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type MouseEventParams,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useId, useRef } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { DEFAULT_CHART_HEIGHT, type TimeSeriesChartProps } from './chartTypes.ts';

const UP = '#1f9d6b';
const DOWN = '#d83a4a';

/** The theme's colours from index.css's variables (a canvas cannot use them directly). */
function themeColors(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const line = read('--primary', '#7b3fe4');
  return { text: read('--muted', '#6f6290'), grid: read('--border', '#e7e3f0'), line, fill: `${line}40` };
}
type ThemeColors = ReturnType<typeof themeColors>;

function addSeries(chart: IChartApi, kind: TimeSeriesChartProps['kind'], colors: ThemeColors) {
  switch (kind) {
    case 'candles':
      return chart.addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        borderVisible: false,
      });
    case 'line':
      return chart.addSeries(LineSeries, { color: colors.line, lineWidth: 2 });
    case 'area':
      return chart.addSeries(AreaSeries, { lineColor: colors.line, topColor: colors.fill, bottomColor: 'transparent' });
    case 'bars':
      return chart.addSeries(HistogramSeries, { color: colors.line });
  }
}

function hoveredValue(params: MouseEventParams, series: ISeriesApi<SeriesType>) {
  const data = params.seriesData.get(series);
  if (!data || params.time === undefined) return undefined;
  const value = 'close' in data ? data.close : 'value' in data ? data.value : undefined;
  return value === undefined ? undefined : { time: Number(params.time), value };
}

/** The text alternative of a canvas chart: its range and latest value, as the price scale writes them. */
function useChartSummary(points: TimeSeriesChartProps['points'], formatValue?: (value: number) => string) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const values = points.map((point) => ('close' in point ? point.close : point.value));
  if (values.length === 0) return t('No data');
  const format = formatValue ?? ((value: number) => value.toLocaleString(locale));
  return t('%count% data points from %low% to %high%, latest %latest%', {
    count: values.length,
    low: format(Math.min(...values)),
    high: format(Math.max(...values)),
    latest: format(values.at(-1)!),
  });
}

export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { kind, points, label, height = DEFAULT_CHART_HEIGHT, formatValue, onHover, testId } = props;
  const summary = useChartSummary(points, formatValue);
  const summaryId = useId();
  const isDark = useAppStore((state) => state.isDark);
  const containerRef = useRef<HTMLElement>(null);
  const chartRef = useRef<{ chart: IChartApi; series: ISeriesApi<SeriesType> } | null>(null);
  const hoverRef = useRef(onHover);
  hoverRef.current = onHover;
  const formatRef = useRef(formatValue);
  formatRef.current = formatValue;
  const locale = useFormatLocale();
  const localeRef = useRef(locale);
  localeRef.current = locale;

  // One chart per kind; data and theme changes update it in place.
  useEffect(() => {
    const chart = createChart(containerRef.current!, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
      handleScroll: false,
      handleScale: false,
      // Whether values have their own format is fixed per chart; the ref follows a new formatter.
      // The axes' dates and default prices in the chosen locale (a later change is applied below).
      localization: {
        locale: localeRef.current,
        ...(formatRef.current ? { priceFormatter: (value: number) => formatRef.current!(value) } : {}),
      },
    });
    const series = addSeries(chart, kind, themeColors(containerRef.current!));
    const onMove = (params: MouseEventParams) => hoverRef.current?.(hoveredValue(params, series));
    chart.subscribeCrosshairMove(onMove);
    chartRef.current = { chart, series };
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
      chartRef.current = null;
    };
  }, [kind]);

  useEffect(() => {
    chartRef.current?.chart.applyOptions({ localization: { locale } });
  }, [locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: isDark changes the CSS variables read here
  useEffect(() => {
    const current = chartRef.current;
    const container = containerRef.current;
    if (!current || !container) return;
    // The theme toggle sets the .dark class in its own effect, which runs after this one (it is a
    // parent): read the variables on the next frame, once the class has changed.
    const frame = requestAnimationFrame(() => {
      const colors = themeColors(container);
      current.chart.applyOptions({
        layout: { textColor: colors.text },
        grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      });
      if (kind === 'line' || kind === 'bars') current.series.applyOptions({ color: colors.line });
      if (kind === 'area') current.series.applyOptions({ lineColor: colors.line, topColor: colors.fill });
    });
    return () => cancelAnimationFrame(frame);
  }, [isDark, kind]);

  useEffect(() => {
    const current = chartRef.current;
    if (!current) return;
    current.series.setData(points.map((point) => ({ ...point, time: point.time as UTCTimestamp })));
    // A lone point draws no line: mark it.
    if (kind === 'line' || kind === 'area') current.series.applyOptions({ pointMarkersVisible: points.length < 2 });
    current.chart.timeScale().fitContent();
  }, [points, kind]);

  const last = points.at(-1);
  // A figure, not an image: lightweight-charts puts its attribution link inside the container.
  return (
    <figure
      ref={containerRef}
      aria-label={label}
      aria-describedby={summaryId}
      data-testid={testId}
      data-points={points.length}
      data-last-value={last ? ('close' in last ? last.close : last.value) : ''}
      style={{ height }}
      className="w-full"
    >
      <figcaption id={summaryId} className="sr-only">
        {summary}
      </figcaption>
    </figure>
  );
}

export default TimeSeriesChart;

// The one chart of the app (info pages, the swap price chart, prediction): uPlot on canvas,
// loaded only with the pages that draw it (see LazyTimeSeriesChart).
import { useEffect, useId, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { chartColumns, chartOptions, themeColors, valueAt } from './chartOptions.ts';
import { DEFAULT_CHART_HEIGHT, type TimeSeriesChartProps } from './chartTypes.ts';

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

const sizeOf = (element: HTMLElement) => ({ width: element.clientWidth, height: element.clientHeight });

export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { kind, points, label, height = DEFAULT_CHART_HEIGHT, formatValue, onHover, testId } = props;
  const summary = useChartSummary(points, formatValue);
  const summaryId = useId();
  const isDark = useAppStore((state) => state.isDark);
  const locale = useFormatLocale();
  const containerRef = useRef<HTMLElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns follow the points of one kind
  const columns = useMemo(() => chartColumns(props), [kind, points]);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const hoverRef = useRef(onHover);
  hoverRef.current = onHover;
  const formatRef = useRef(formatValue);
  formatRef.current = formatValue;

  // One chart per kind, theme and locale; new points update it in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isDark changes the CSS variables read here
  useEffect(() => {
    const container = containerRef.current!;
    let chart: uPlot | undefined;
    // The theme toggle sets the .dark class in its own effect, which runs after this one (it is a
    // parent): read the variables on the next frame, once the class has changed.
    const frame = requestAnimationFrame(() => {
      const options = chartOptions({
        kind,
        colors: themeColors(container),
        locale,
        ...sizeOf(container),
        formatValue: () => formatRef.current,
        onCursor: (drawn) => {
          const index = drawn.cursor.idx;
          const value = index === null || index === undefined ? undefined : valueAt(drawn, index);
          hoverRef.current?.(value === undefined ? undefined : { time: drawn.data[0][index!]!, value });
        },
      });
      chart = new uPlot(options, columnsRef.current, container);
      chartRef.current = chart;
    });
    const resize = new ResizeObserver(() => chart?.setSize(sizeOf(container)));
    resize.observe(container);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      chart?.destroy();
      chartRef.current = null;
    };
  }, [kind, isDark, locale]);

  useEffect(() => {
    chartRef.current?.setData(columns);
  }, [columns]);

  const last = points.at(-1);
  // A figure, not an image: uPlot draws its canvas inside the container.
  return (
    <figure
      ref={containerRef}
      aria-label={label}
      aria-describedby={summaryId}
      data-testid={testId}
      data-points={points.length}
      data-last-value={last ? ('close' in last ? last.close : last.value) : ''}
      style={{ height }}
      className="relative w-full overflow-hidden"
    >
      <figcaption id={summaryId} className="sr-only">
        {summary}
      </figcaption>
    </figure>
  );
}

export default TimeSeriesChart;

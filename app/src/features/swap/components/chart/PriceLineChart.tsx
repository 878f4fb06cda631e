// The canvas of the /swap price chart. Loaded on demand (PriceChartPanel lazy-imports this file),
// so lightweight-charts never weighs on the swap form's first load.
import {
  AreaSeries,
  ColorType,
  CrosshairMode,
  createChart,
  type IChartApi,
  type ISeriesApi,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatChartPrice, type PricePoint } from '../../logic/priceChart.ts';

interface PriceLineChartProps {
  points: readonly PricePoint[];
  /** Hourly ranges show the time of day on the axis, daily ones only dates. */
  showTime: boolean;
  isDark: boolean;
  /** The price under the crosshair, or undefined when it leaves the chart. */
  onHover(price: number | undefined): void;
}

/** Colors from the theme's CSS variables: the canvas cannot use them directly. */
function themeColors(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { text: read('--muted', '#6f6290'), grid: read('--border', '#e7e3f0'), line: read('--primary', '#7b3fe4') };
}

export default function PriceLineChart({ points, showTime, isDark, onHover }: PriceLineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | undefined>(undefined);
  const series = useRef<ISeriesApi<'Area'> | undefined>(undefined);
  const hover = useRef(onHover);
  hover.current = onHover;

  // One chart per mount; the theme re-creates it so every color follows the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isDark changes the CSS variables read here
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colors = themeColors(element);
    const created = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: colors.text,
        fontFamily: 'Kanit, ui-sans-serif, system-ui, sans-serif',
      },
      grid: { vertLines: { visible: false }, horzLines: { color: colors.grid, style: LineStyle.Dotted } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      crosshair: { mode: CrosshairMode.Magnet },
      localization: { priceFormatter: formatChartPrice },
      handleScroll: false,
      handleScale: false,
    });
    series.current = created.addSeries(AreaSeries, {
      lineColor: colors.line,
      topColor: `${colors.line}66`,
      bottomColor: `${colors.line}05`,
      lineWidth: 2,
      priceLineVisible: false,
    });
    created.subscribeCrosshairMove((param) => {
      const datum = series.current && param.seriesData.get(series.current);
      hover.current(datum && 'value' in datum ? datum.value : undefined);
    });
    chart.current = created;
    return () => {
      created.remove();
      chart.current = undefined;
      series.current = undefined;
    };
  }, [isDark]);

  // After the theme re-creates the chart, its new series needs the data again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isDark re-creates the chart above
  useEffect(() => {
    if (!chart.current || !series.current) return;
    chart.current.applyOptions({ timeScale: { timeVisible: showTime, secondsVisible: false } });
    // A lone point has no line to draw: mark it.
    series.current.applyOptions({ pointMarkersVisible: points.length < 2 });
    series.current.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.price })));
    chart.current.timeScale().fitContent();
  }, [points, showTime, isDark]);

  return <div ref={container} className="h-full w-full" data-testid="price-chart-canvas" />;
}

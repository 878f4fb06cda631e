// uPlot's options and data columns for the shared chart's four kinds. uPlot (~21 KiB gzip)
// replaced lightweight-charts (~55 KiB): the app draws small charts without zoom or panning.
import uPlot from 'uplot';
import type { ChartData } from './chartTypes.ts';

const UP = '#1f9d6b';
const DOWN = '#d83a4a';
const HOUR = 3600;
const DAY = 24 * HOUR;

export type ChartKind = ChartData['kind'];

/** The theme's colours from index.css's variables (a canvas cannot use them directly). */
export function themeColors(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const line = read('--primary', '#7b3fe4');
  return { text: read('--muted', '#6f6290'), grid: read('--border', '#e7e3f0'), line, fill: `${line}40` };
}
export type ThemeColors = ReturnType<typeof themeColors>;

/** Time first, then one column per value: a candle's open, high, low and close, or the value. */
export function chartColumns(props: ChartData): uPlot.AlignedData {
  const times = props.points.map((point) => point.time);
  if (props.kind === 'candles') {
    const candles = props.points;
    return [
      times,
      candles.map((c) => c.open),
      candles.map((c) => c.high),
      candles.map((c) => c.low),
      candles.map((c) => c.close),
    ];
  }
  return [times, props.points.map((point) => point.value)];
}

/** The value a hovered index shows: a candle's close, or the value. */
export function valueAt(chart: uPlot, index: number): number | undefined {
  const column = chart.data[chart.data.length - 1];
  const value = column?.[index];
  return value === null || value === undefined ? undefined : value;
}

/** Candles drawn over the plot: a wick from low to high, a body from open to close. */
function drawCandles(chart: uPlot) {
  const [times, opens, highs, lows, closes] = chart.data as number[][];
  const [first = 0, last = -1] = chart.series[0]?.idxs ?? [];
  const ctx = chart.ctx;
  const ratio = uPlot.pxRatio;
  const column = chart.bbox.width / Math.max(1, last - first + 1);
  const body = Math.max(ratio, Math.min(column * 0.7, 12 * ratio));
  const y = (value: number) => chart.valToPos(value, 'y', true);
  ctx.save();
  for (let i = first; i <= last; i++) {
    const open = opens![i]!;
    const close = closes![i]!;
    const x = chart.valToPos(times![i]!, 'x', true);
    ctx.fillStyle = close >= open ? UP : DOWN;
    ctx.fillRect(Math.round(x - ratio / 2), y(highs![i]!), ratio, Math.max(ratio, y(lows![i]!) - y(highs![i]!)));
    const top = y(Math.max(open, close));
    ctx.fillRect(Math.round(x - body / 2), top, Math.round(body), Math.max(ratio, y(Math.min(open, close)) - top));
  }
  ctx.restore();
}

function valueSeries(kind: ChartKind, colors: ThemeColors): uPlot.Series[] {
  // A lone point draws no line: mark it.
  const points = { show: (chart: uPlot) => chart.data[0].length < 2, size: 6, fill: colors.line };
  switch (kind) {
    case 'candles':
      // Four hidden columns keep the scale over every low and high; the draw hook paints them.
      return ['open', 'high', 'low', 'close'].map((label) => ({ label, paths: () => null, points: { show: false } }));
    case 'line':
      return [{ stroke: colors.line, width: 2, points }];
    case 'area':
      return [{ stroke: colors.line, width: 2, fill: colors.fill, points }];
    case 'bars':
      return [{ stroke: colors.line, fill: colors.line, paths: uPlot.paths.bars!({ size: [0.6, 24] }), points }];
  }
}

export interface ChartOptionsInput {
  kind: ChartKind;
  colors: ThemeColors;
  locale: string;
  width: number;
  height: number;
  /** Read at draw time, so a new formatter needs no new chart. */
  formatValue: () => ((value: number) => string) | undefined;
  onCursor(chart: uPlot): void;
}

export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const { kind, colors, locale } = input;
  const font = '11px system-ui, sans-serif';
  const axis = { stroke: colors.text, font, grid: { stroke: colors.grid, width: 1 }, ticks: { show: false } };
  const timeLabels = (_chart: uPlot, splits: number[], _axis: number, _space: number, step: number) => {
    const format = new Intl.DateTimeFormat(
      locale,
      step >= DAY ? { month: 'short', day: 'numeric' } : { hour: '2-digit', minute: '2-digit' },
    );
    return splits.map((time) => format.format(time * 1000));
  };
  const valueLabels = (_chart: uPlot, splits: number[]) => {
    const format = input.formatValue() ?? ((value: number) => value.toLocaleString(locale));
    return splits.map((value) => format(value));
  };
  // The price axis as wide as its longest label.
  const valueAxisSize = (chart: uPlot, values: string[] | null) => {
    if (!values?.length) return 40;
    chart.ctx.font = font;
    const widest = Math.max(...values.map((value) => chart.ctx.measureText(value).width));
    return Math.ceil(widest / uPlot.pxRatio) + 14;
  };
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, y: false, points: { show: kind !== 'candles' } },
    scales: {
      x: { time: true, range: (_chart, min, max) => (min === max ? [min - HOUR, max + HOUR] : [min, max]) },
      y: {
        range: (_chart, min, max) =>
          kind === 'bars' ? [0, max > 0 ? max * 1.1 : 1] : uPlot.rangeNum(min, max, 0.1, true),
      },
    },
    axes: [
      { ...axis, values: timeLabels, space: 64 },
      { ...axis, side: 1, values: valueLabels, size: valueAxisSize },
    ],
    series: [{}, ...valueSeries(kind, colors)],
    hooks: {
      draw: kind === 'candles' ? [drawCandles] : [],
      setCursor: [input.onCursor],
    },
  };
}

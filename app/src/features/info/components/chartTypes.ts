// What the shared chart draws: kept apart from the chart itself so importing the types does not
// load uPlot.
import type { CandlePoint, ValuePoint } from '../logic/series.ts';

/** What is drawn: candles, or one value per time. */
export type ChartData =
  | { kind: 'candles'; points: readonly CandlePoint[] }
  | { kind: 'line' | 'area' | 'bars'; points: readonly ValuePoint[] };

export type TimeSeriesChartProps = ChartData & {
  /** Read by screen readers: what the chart shows ("TVL over the last month"). */
  label: string;
  /** Pixels (260 by default), or a CSS height such as '100%' to fill a parent sized by its classes. */
  height?: number | string;
  /** How the price scale and crosshair label write a value (the locale's number format otherwise). */
  formatValue?(value: number): string;
  /** Called with the hovered point's time and value (a candle's close), undefined on leaving. */
  onHover?(point: ValuePoint | undefined): void;
  testId?: string;
};

export const DEFAULT_CHART_HEIGHT = 260;

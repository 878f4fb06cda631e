// What the shared chart draws: kept apart from the chart itself so importing the types does not
// load lightweight-charts.
import type { CandlePoint, ValuePoint } from '../logic/series.ts';

export type TimeSeriesChartProps = (
  | { kind: 'candles'; points: readonly CandlePoint[] }
  | { kind: 'line' | 'area' | 'bars'; points: readonly ValuePoint[] }
) & {
  /** Read by screen readers: what the chart shows ("TVL over the last month"). */
  label: string;
  /** Pixels (260 by default), or a CSS height such as '100%' to fill a parent sized by its classes. */
  height?: number | string;
  /** How the price scale and crosshair label write a value (lightweight-charts' own format otherwise). */
  formatValue?(value: number): string;
  /** Called with the hovered point's time and value (a candle's close), undefined on leaving. */
  onHover?(point: ValuePoint | undefined): void;
  testId?: string;
};

export const DEFAULT_CHART_HEIGHT = 260;

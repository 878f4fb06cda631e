// Chart series from the indexer's candles: the range picks hourly or daily candles, and periods
// without trades are filled in (a quiet hour keeps its price and TVL and trades nothing).
import { type CandlePeriod, changePercent, PERIOD_SECONDS, periodStart } from '@flaskswap/sdk';

export type ChartRange = '1D' | '1W' | '1M' | '1Y';
export const CHART_RANGES: readonly ChartRange[] = ['1D', '1W', '1M', '1Y'];

const RANGE_SECONDS: Record<ChartRange, number> = { '1D': 86_400, '1W': 604_800, '1M': 2_592_000, '1Y': 31_536_000 };

export interface RangeWindow {
  period: CandlePeriod;
  /** The first period start the chart shows (unix seconds). */
  since: number;
  /** The period holding `now`, the chart's last point. */
  until: number;
}

/** Hourly candles for 1D and 1W, daily ones for 1M and 1Y. */
export function rangeWindow(range: ChartRange, nowSeconds: number): RangeWindow {
  const period: CandlePeriod = range === '1D' || range === '1W' ? 'hour' : 'day';
  const until = periodStart(nowSeconds, period);
  return { period, since: periodStart(nowSeconds - RANGE_SECONDS[range], period) + PERIOD_SECONDS[period], until };
}

export interface CandleRow {
  periodStart: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface CandlePoint extends CandleRow {
  time: number;
}

export interface ValuePoint {
  time: number;
  value: number;
}

/** Every period from the first row's to `until`, so a chart's time axis has no holes. */
function periodsFrom(first: number, until: number, step: number): number[] {
  const times: number[] = [];
  for (let time = first; time <= until && times.length < 2_000; time += step) times.push(time);
  return times;
}

/** Candles ascending by time; a period without trades is a flat candle at the last close. */
export function candleSeries(rows: readonly CandleRow[], period: CandlePeriod, until: number): CandlePoint[] {
  const sorted = [...rows].sort((a, b) => a.periodStart - b.periodStart);
  if (sorted.length === 0) return [];
  const byTime = new Map(sorted.map((row) => [row.periodStart, row]));
  const points: CandlePoint[] = [];
  for (const time of periodsFrom(
    sorted[0]!.periodStart,
    Math.max(until, sorted.at(-1)!.periodStart),
    PERIOD_SECONDS[period],
  )) {
    const row = byTime.get(time);
    const last = points.at(-1)?.close ?? 0;
    points.push(row ? { ...row, time } : { periodStart: time, time, open: last, high: last, low: last, close: last });
  }
  return points;
}

/**
 * One figure per period ascending: `carry` repeats the last value through quiet periods (TVL,
 * price), `zero` leaves them at 0 (volume, fees).
 */
export function valueSeries<Row extends { periodStart: number }>(
  rows: readonly Row[],
  pick: (row: Row) => number,
  period: CandlePeriod,
  until: number,
  gap: 'carry' | 'zero',
): ValuePoint[] {
  const sorted = [...rows].sort((a, b) => a.periodStart - b.periodStart);
  if (sorted.length === 0) return [];
  const byTime = new Map(sorted.map((row) => [row.periodStart, row]));
  const points: ValuePoint[] = [];
  for (const time of periodsFrom(
    sorted[0]!.periodStart,
    Math.max(until, sorted.at(-1)!.periodStart),
    PERIOD_SECONDS[period],
  )) {
    const row = byTime.get(time);
    const carried = gap === 'carry' ? (points.at(-1)?.value ?? 0) : 0;
    points.push({ time, value: row ? pick(row) : carried });
  }
  return points;
}

/** The closes of candles as a line. */
export function closeLine(candles: readonly CandlePoint[]): ValuePoint[] {
  return candles.map(({ time, close }) => ({ time, value: close }));
}

/** Change over the shown range: the first candle's open to the last close, in percent. */
export function rangeChange(candles: readonly CandlePoint[]): number | undefined {
  return changePercent(candles[0]?.open, candles.at(-1)?.close);
}

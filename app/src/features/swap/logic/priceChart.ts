// The /swap price chart's numbers: output token per input token over a range, from the pair's
// own candles when the two tokens share a pair, otherwise from both tokens' USD closes.
import {
  type Candle,
  type CandlePeriod,
  changePercent,
  DEFAULT_FORMAT_LOCALE,
  formatNumber,
  invertCandle,
  PERIOD_SECONDS,
  periodStart,
  withPercentSign,
} from '@flaskswap/sdk';

export type ChartRange = '24H' | '1W' | '1M' | '1Y';

/** Hourly candles for the short ranges, daily for the long ones. */
export const CHART_RANGES: Record<ChartRange, { period: CandlePeriod; periods: number }> = {
  '24H': { period: 'hour', periods: 24 },
  '1W': { period: 'hour', periods: 7 * 24 },
  '1M': { period: 'day', periods: 30 },
  '1Y': { period: 'day', periods: 365 },
};

export const DEFAULT_CHART_RANGE: ChartRange = '24H';

/**
 * Candles to ask the indexer for, newest first: one per period of the range, plus one more so the
 * last candle before the range gives the price the range starts at.
 */
export function candleLimit(range: ChartRange): number {
  return CHART_RANGES[range].periods + 1;
}

/** The first period of the range ending in the period that holds `now` (unix seconds). */
export function rangeStart(range: ChartRange, now: number): number {
  const { period, periods } = CHART_RANGES[range];
  return periodStart(now, period) - (periods - 1) * PERIOD_SECONDS[period];
}

/** A candle as the indexer lists it (the line draws the closes). */
export interface PeriodPrice extends Candle {
  periodStart: number;
}

const flatCandle = (periodStart: number, price: number): PeriodPrice => ({
  periodStart,
  open: price,
  high: price,
  low: price,
  close: price,
});

export interface PricePoint {
  /** Unix seconds: the period's start. */
  time: number;
  price: number;
}

export interface PriceSeries {
  points: PricePoint[];
  /** The price the range starts at: the close before it, or its first open. */
  startPrice: number | undefined;
  lastPrice: number | undefined;
  changePercent: number | undefined;
}

/** What prices the chart: the direct pair (inverted when the input is token1) or the USD ratio. */
export type PriceSource = { kind: 'pair'; invert: boolean } | { kind: 'ratio' };

/** The direct pair when the index knows it and it has candles; the tokens' USD ratio otherwise. */
export function choosePriceSource(
  pair: { token0: string } | null | undefined,
  pairCandleCount: number,
  inputToken: string,
): PriceSource {
  if (!pair || pairCandleCount === 0) return { kind: 'ratio' };
  return { kind: 'pair', invert: pair.token0.toLowerCase() !== inputToken.toLowerCase() };
}

/** The pair's candles (token1 per token0) as seen from the input token. */
export function orientCandles(candles: readonly PeriodPrice[], invert: boolean): PeriodPrice[] {
  if (!invert) return [...candles];
  return candles.map((candle) => ({ periodStart: candle.periodStart, ...invertCandle(candle) }));
}

/**
 * Candles in ascending order with the history before the range folded into its first period: the
 * last earlier close is the price the range opens at. Unknown prices (0) are dropped; a candle
 * whose open was unknown opens at its close.
 */
export function clampToRange(candles: readonly PeriodPrice[], start: number): PeriodPrice[] {
  const known = candles
    .filter((candle) => candle.close > 0)
    .map((candle) => ({ ...candle, open: candle.open > 0 ? candle.open : candle.close }))
    .sort((a, b) => a.periodStart - b.periodStart);
  const before = known.filter((candle) => candle.periodStart < start).at(-1);
  const inside = known.filter((candle) => candle.periodStart >= start);
  if (!before) return inside;
  if (inside[0]?.periodStart === start) return inside;
  return [flatCandle(start, before.close), ...inside];
}

/**
 * Input per output in USD, period by period: each token's last known price is carried forward
 * until the other has one too, so periods where only one token traded still get a price.
 */
export function ratioCandles(input: readonly PeriodPrice[], output: readonly PeriodPrice[]): PeriodPrice[] {
  const inputAt = new Map(input.map((candle) => [candle.periodStart, candle]));
  const outputAt = new Map(output.map((candle) => [candle.periodStart, candle]));
  const times = [...new Set([...inputAt.keys(), ...outputAt.keys()])].sort((a, b) => a - b);
  let lastInput: number | undefined;
  let lastOutput: number | undefined;
  const ratios: PeriodPrice[] = [];
  for (const time of times) {
    const inputCandle = inputAt.get(time);
    const outputCandle = outputAt.get(time);
    const inputOpen = inputCandle?.open ?? lastInput;
    const outputOpen = outputCandle?.open ?? lastOutput;
    lastInput = inputCandle?.close ?? lastInput;
    lastOutput = outputCandle?.close ?? lastOutput;
    if (inputOpen && outputOpen && lastInput && lastOutput) {
      const open = inputOpen / outputOpen;
      const close = lastInput / lastOutput;
      ratios.push({ periodStart: time, open, high: Math.max(open, close), low: Math.min(open, close), close });
    }
  }
  return ratios;
}

/**
 * The line the chart draws: one point per period's close, held flat up to the current period (a
 * pair nobody traded lately still has its last price), and the change over the range.
 */
export function priceSeries(candles: readonly PeriodPrice[], currentPeriod: number): PriceSeries {
  const points = candles.map((candle) => ({ time: candle.periodStart, price: candle.close }));
  const last = points.at(-1);
  if (last && last.time < currentPeriod) points.push({ time: currentPeriod, price: last.price });
  const startPrice = candles[0]?.open;
  const lastPrice = last?.price;
  return { points, startPrice, lastPrice, changePercent: changePercent(startPrice, lastPrice) };
}

/** The indexer's answer for one range, newest candles first (see candleLimit). */
export interface ChartHistory {
  /** Unix seconds of the last indexed block: ranges end there, not at the browser's clock. */
  indexedAt: number;
  pair: { token0: string } | null;
  pairCandles: readonly PeriodPrice[];
  inputCandles: readonly PeriodPrice[];
  outputCandles: readonly PeriodPrice[];
}

/** Output per input over the range, from the best source the index has. */
export function chartSeries(
  history: ChartHistory,
  inputToken: string,
  range: ChartRange,
): PriceSeries & { source: PriceSource } {
  const start = rangeStart(range, history.indexedAt);
  const current = periodStart(history.indexedAt, CHART_RANGES[range].period);
  const source = choosePriceSource(history.pair, history.pairCandles.length, inputToken);
  const candles =
    source.kind === 'pair'
      ? clampToRange(orientCandles(history.pairCandles, source.invert), start)
      : ratioCandles(clampToRange(history.inputCandles, start), clampToRange(history.outputCandles, start));
  return { ...priceSeries(candles, current), source };
}

/** A chart price for display: six significant digits, no exponent, no trailing zeros. */
export function formatChartPrice(price: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return price.toLocaleString(locale, { maximumSignificantDigits: 6, useGrouping: false });
}

/** The change over the range, signed: "+1.23%", "-0.50%", "0.00%" (de-DE "+1,23 %"). */
export function formatChange(percent: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  const sign = percent > 0 ? '+' : '';
  return `${sign}${withPercentSign(formatNumber(percent, locale, 2, true), locale)}`;
}

// Time buckets and OHLC candles for the indexer's history (SPEC.md §2 info pages, the /swap chart).

export type CandlePeriod = 'hour' | 'day';

export const PERIOD_SECONDS: Record<CandlePeriod, number> = { hour: 3600, day: 86400 };

/** The UTC start (unix seconds) of the hour or day holding `timestamp`. */
export function periodStart(timestamp: number | bigint, period: CandlePeriod): number {
  const seconds = Number(timestamp);
  const size = PERIOD_SECONDS[period];
  return seconds - (seconds % size);
}

export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A bucket's candle after one more price: the first price opens it, every price closes it. */
export function nextCandle(candle: Candle | undefined, price: number): Candle {
  if (!candle) return { open: price, high: price, low: price, close: price };
  return { open: candle.open, high: Math.max(candle.high, price), low: Math.min(candle.low, price), close: price };
}

/**
 * The same candles seen from the other token (token0 per token1 instead of token1 per token0):
 * every price inverted, so high and low swap places. Zero prices stay zero.
 */
export function invertCandle(candle: Candle): Candle {
  const inv = (price: number) => (price > 0 ? 1 / price : 0);
  return { open: inv(candle.open), high: inv(candle.low), low: inv(candle.high), close: inv(candle.close) };
}

/** Change from the first open to the last close, in percent; undefined without a base. */
export function changePercent(first: number | undefined, last: number | undefined): number | undefined {
  if (first === undefined || last === undefined || !(first > 0)) return undefined;
  return ((last - first) / first) * 100;
}

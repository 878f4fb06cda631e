import { describe, expect, it } from 'vitest';
import {
  type ChartHistory,
  candleLimit,
  chartSeries,
  choosePriceSource,
  clampToRange,
  formatChange,
  formatChartPrice,
  orientCandles,
  type PeriodPrice,
  priceSeries,
  rangeStart,
  ratioCandles,
} from './priceChart.ts';

const HOUR = 3600;
const DAY = 86400;
const candle = (periodStart: number, open: number, close: number): PeriodPrice => ({
  periodStart,
  open,
  high: Math.max(open, close),
  low: Math.min(open, close),
  close,
});

const TOKEN0 = '0x00000000000000000000000000000000000000a0';
const TOKEN1 = '0x00000000000000000000000000000000000000b1';

describe('ranges', () => {
  it('asks for one candle per period plus the one before the range', () => {
    expect(candleLimit('24H')).toBe(25);
    expect(candleLimit('1W')).toBe(169);
    expect(candleLimit('1M')).toBe(31);
    expect(candleLimit('1Y')).toBe(366);
  });

  it('ends the range in the period holding now', () => {
    const now = 100 * DAY + 5 * HOUR + 17;
    expect(rangeStart('24H', now)).toBe(100 * DAY + 5 * HOUR - 23 * HOUR);
    expect(rangeStart('1W', now)).toBe(100 * DAY + 5 * HOUR - 167 * HOUR);
    expect(rangeStart('1M', now)).toBe(71 * DAY);
    expect(rangeStart('1Y', now)).toBe(100 * DAY - 364 * DAY);
  });
});

describe('choosePriceSource', () => {
  it('uses the direct pair, inverted when the input is token1', () => {
    expect(choosePriceSource({ token0: TOKEN0 }, 3, TOKEN0)).toEqual({ kind: 'pair', invert: false });
    expect(choosePriceSource({ token0: TOKEN0 }, 3, TOKEN1)).toEqual({ kind: 'pair', invert: true });
  });

  it('compares addresses whatever their case', () => {
    expect(choosePriceSource({ token0: TOKEN0 }, 1, TOKEN0.toUpperCase().replace('0X', '0x'))).toEqual({
      kind: 'pair',
      invert: false,
    });
  });

  it('falls back to the USD ratio without a pair or without its candles', () => {
    expect(choosePriceSource(null, 0, TOKEN0)).toEqual({ kind: 'ratio' });
    expect(choosePriceSource({ token0: TOKEN0 }, 0, TOKEN0)).toEqual({ kind: 'ratio' });
  });
});

describe('orientCandles', () => {
  it('inverts every price for the token1 side, high and low swapped', () => {
    const [inverted] = orientCandles([{ periodStart: 0, open: 2, high: 4, low: 1, close: 4 }], true);
    expect(inverted).toEqual({ periodStart: 0, open: 0.5, high: 1, low: 0.25, close: 0.25 });
  });

  it('keeps them for the token0 side', () => {
    const candles = [candle(0, 2, 4)];
    expect(orientCandles(candles, false)).toEqual(candles);
  });
});

describe('clampToRange', () => {
  it('sorts ascending and opens the range at the last earlier close', () => {
    const start = 10 * HOUR;
    const clamped = clampToRange([candle(12 * HOUR, 3, 4), candle(5 * HOUR, 1, 2), candle(3 * HOUR, 1, 1)], start);
    expect(clamped.map((c) => [c.periodStart, c.open, c.close])).toEqual([
      [10 * HOUR, 2, 2],
      [12 * HOUR, 3, 4],
    ]);
  });

  it('keeps a candle that starts the range as it is', () => {
    const start = 10 * HOUR;
    const clamped = clampToRange([candle(start, 3, 4), candle(5 * HOUR, 1, 2)], start);
    expect(clamped).toEqual([candle(start, 3, 4)]);
  });

  it('drops unknown prices and opens at the close when the open was unknown', () => {
    const clamped = clampToRange([candle(1, 0, 0), { periodStart: 2, open: 0, high: 5, low: 0, close: 5 }], 0);
    expect(clamped.map((c) => [c.periodStart, c.open, c.close])).toEqual([[2, 5, 5]]);
  });
});

describe('ratioCandles', () => {
  it('divides input USD by output USD, carrying each side forward', () => {
    const input = [candle(0, 10, 12), candle(2, 12, 15)];
    const output = [candle(0, 2, 2), candle(1, 2, 3)];
    expect(ratioCandles(input, output).map((c) => [c.periodStart, c.open, c.close])).toEqual([
      [0, 5, 6],
      [1, 6, 4],
      [2, 4, 5],
    ]);
  });

  it('waits until both sides have a price', () => {
    expect(ratioCandles([candle(0, 10, 10), candle(1, 10, 10)], [candle(1, 5, 5)]).map((c) => c.periodStart)).toEqual([
      1,
    ]);
    expect(ratioCandles([candle(0, 1, 1)], [])).toEqual([]);
  });
});

describe('priceSeries', () => {
  it('draws the closes, holds the last one to now and measures the change from the first open', () => {
    const series = priceSeries([candle(0, 2, 3), candle(HOUR, 3, 2.5)], 3 * HOUR);
    expect(series.points).toEqual([
      { time: 0, price: 3 },
      { time: HOUR, price: 2.5 },
      { time: 3 * HOUR, price: 2.5 },
    ]);
    expect(series.startPrice).toBe(2);
    expect(series.lastPrice).toBe(2.5);
    expect(series.changePercent).toBeCloseTo(25);
  });

  it('is empty without candles', () => {
    expect(priceSeries([], 0)).toEqual({
      points: [],
      startPrice: undefined,
      lastPrice: undefined,
      changePercent: undefined,
    });
  });
});

describe('chartSeries', () => {
  const now = 50 * DAY + 10 * HOUR + 30;
  const currentHour = 50 * DAY + 10 * HOUR;
  const history = (overrides: Partial<ChartHistory>): ChartHistory => ({
    indexedAt: now,
    pair: null,
    pairCandles: [],
    inputCandles: [],
    outputCandles: [],
    ...overrides,
  });

  it('prices token1 → token0 from the inverted pair candles', () => {
    const series = chartSeries(
      history({ pair: { token0: TOKEN0 }, pairCandles: [candle(currentHour, 4, 5), candle(currentHour - HOUR, 2, 4)] }),
      TOKEN1,
      '24H',
    );
    expect(series.source).toEqual({ kind: 'pair', invert: true });
    expect(series.points.map((p) => p.price)).toEqual([0.25, 0.2]);
    expect(series.changePercent).toBeCloseTo(-60);
  });

  it('starts the range at the last close before it', () => {
    const series = chartSeries(
      history({ pair: { token0: TOKEN0 }, pairCandles: [candle(currentHour - 30 * HOUR, 1, 8)] }),
      TOKEN0,
      '24H',
    );
    expect(series.points).toEqual([
      { time: currentHour - 23 * HOUR, price: 8 },
      { time: currentHour, price: 8 },
    ]);
    expect(series.changePercent).toBe(0);
  });

  it('uses the USD ratio without a direct pair', () => {
    const series = chartSeries(
      history({ inputCandles: [candle(50 * DAY, 10, 20)], outputCandles: [candle(49 * DAY, 5, 5)] }),
      TOKEN0,
      '1M',
    );
    expect(series.source).toEqual({ kind: 'ratio' });
    expect(series.points).toEqual([{ time: 50 * DAY, price: 4 }]);
    expect(series.changePercent).toBeCloseTo(100);
  });

  it('has no points when neither source has history', () => {
    const series = chartSeries(history({ inputCandles: [candle(50 * DAY, 10, 20)] }), TOKEN0, '1Y');
    expect(series.points).toEqual([]);
    expect(series.lastPrice).toBeUndefined();
  });
});

describe('formatting', () => {
  it('shows six significant digits without an exponent', () => {
    expect(formatChartPrice(0.0000123456789)).toBe('0.0000123457');
    expect(formatChartPrice(39999.99999999999)).toBe('40000');
    expect(formatChartPrice(1234567.8)).toBe('1234570');
  });

  it('signs the change', () => {
    expect(formatChange(1.234)).toBe('+1.23%');
    expect(formatChange(-0.5)).toBe('-0.50%');
    expect(formatChange(0)).toBe('0.00%');
  });
});

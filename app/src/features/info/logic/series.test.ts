import { describe, expect, it } from 'vitest';
import { candleSeries, closeLine, rangeChange, rangeWindow, valueSeries } from './series.ts';

const HOUR = 3_600;
const DAY = 86_400;

describe('rangeWindow', () => {
  const now = 100 * DAY + 5 * HOUR + 120;

  it('uses hourly candles for a day and a week, daily ones for a month and a year', () => {
    expect(rangeWindow('1D', now)).toEqual({ period: 'hour', since: now - 120 - 23 * HOUR, until: now - 120 });
    expect(rangeWindow('1W', now).period).toBe('hour');
    expect(rangeWindow('1M', now)).toEqual({ period: 'day', since: 71 * DAY, until: 100 * DAY });
    expect(rangeWindow('1Y', now).period).toBe('day');
  });

  it('shows 24 hourly points for 1D, the current hour included', () => {
    const { since, until } = rangeWindow('1D', now);
    expect((until - since) / HOUR + 1).toBe(24);
  });
});

describe('candleSeries', () => {
  const candle = (periodStart: number, open: number, close: number) => ({
    periodStart,
    open,
    high: Math.max(open, close),
    low: Math.min(open, close),
    close,
  });

  it('fills quiet hours with flat candles at the last close, up to the current period', () => {
    const points = candleSeries([candle(3 * HOUR, 2, 3), candle(HOUR, 1, 2)], 'hour', 4 * HOUR);
    expect(points.map((point) => [point.time, point.open, point.close])).toEqual([
      [HOUR, 1, 2],
      [2 * HOUR, 2, 2],
      [3 * HOUR, 2, 3],
      [4 * HOUR, 3, 3],
    ]);
    expect(points[1]).toMatchObject({ high: 2, low: 2 });
  });

  it('is empty without candles', () => {
    expect(candleSeries([], 'day', DAY)).toEqual([]);
  });

  it('gives the line of closes and the change over the range', () => {
    const points = candleSeries([candle(0, 4, 5), candle(DAY, 5, 6)], 'day', DAY);
    expect(closeLine(points)).toEqual([
      { time: 0, value: 5 },
      { time: DAY, value: 6 },
    ]);
    expect(rangeChange(points)).toBe(50);
  });
});

describe('valueSeries', () => {
  const rows = [
    { periodStart: 0, tvlUsd: 10, volumeUsd: 4 },
    { periodStart: 2 * DAY, tvlUsd: 30, volumeUsd: 6 },
  ];

  it('carries TVL through quiet days', () => {
    expect(valueSeries(rows, (row) => row.tvlUsd, 'day', 3 * DAY, 'carry').map((point) => point.value)).toEqual([
      10, 10, 30, 30,
    ]);
  });

  it('counts no volume on quiet days', () => {
    expect(valueSeries(rows, (row) => row.volumeUsd, 'day', 2 * DAY, 'zero')).toEqual([
      { time: 0, value: 4 },
      { time: DAY, value: 0 },
      { time: 2 * DAY, value: 6 },
    ]);
  });
});

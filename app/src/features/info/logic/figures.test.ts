import { describe, expect, it } from 'vitest';
import { dayFigures } from './figures.ts';

const HOUR = 3_600;
const hour = (periodStart: number, open: number, close: number, volumeUsd = 10) => ({
  periodStart,
  open,
  close,
  volumeUsd,
  feesUsd: volumeUsd * 0.0025,
  txCount: 1,
});

describe('dayFigures', () => {
  const now = 100 * HOUR + 1_800;

  it('sums the hours of the last day and compares with the close before it', () => {
    const figures = dayFigures([hour(70 * HOUR, 1, 2), hour(80 * HOUR, 2, 3), hour(100 * HOUR, 3, 4)], now, 3);
    expect(figures.volumeUsd).toBe(20);
    expect(figures.feesUsd).toBeCloseTo(0.05);
    expect(figures.txCount).toBe(2);
    expect(figures.changePercent).toBe(50);
  });

  it('falls back to the first open of the day when nothing traded before it', () => {
    expect(dayFigures([hour(90 * HOUR, 4, 5)], now, 5).changePercent).toBe(25);
  });

  it('has no change and nothing traded without rows', () => {
    expect(dayFigures([], now, 1)).toEqual({ volumeUsd: 0, feesUsd: 0, txCount: 0, changePercent: undefined });
  });
});

import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { chartColumns, chartOptions, type ThemeColors } from './chartOptions.ts';

const colors: ThemeColors = { text: '#111', grid: '#eee', line: '#7b3fe4', fill: '#7b3fe440' };
const options = (kind: 'candles' | 'line' | 'area' | 'bars') =>
  chartOptions({ kind, colors, locale: 'de-DE', width: 300, height: 200, formatValue: () => undefined, onCursor() {} });
const range = (kind: 'candles' | 'line' | 'area' | 'bars', scale: 'x' | 'y', min: number, max: number) => {
  const ranger = options(kind).scales![scale]!.range;
  if (typeof ranger !== 'function') throw new Error(`the ${scale} scale has no range function`);
  return ranger({} as uPlot, min, max, scale);
};

describe('the chart options', () => {
  it('lays candles out as time, open, high, low and close columns, values as time and value', () => {
    const candles = [{ time: 10, periodStart: 10, open: 1, high: 3, low: 0.5, close: 2 }];
    expect(chartColumns({ kind: 'candles', points: candles })).toEqual([[10], [1], [3], [0.5], [2]]);
    expect(chartColumns({ kind: 'area', points: [{ time: 10, value: 7 }] })).toEqual([[10], [7]]);
  });

  it('draws candles with a hook and four hidden columns, the other kinds as one series', () => {
    const candles = options('candles');
    expect(candles.series).toHaveLength(5);
    expect(candles.hooks!.draw).toHaveLength(1);
    expect(options('bars').series).toHaveLength(2);
    expect(options('line').hooks!.draw).toHaveLength(0);
  });

  it('starts bars at zero and widens a single time into two hours', () => {
    expect(range('bars', 'y', 5, 10)).toEqual([0, 11]);
    expect(range('line', 'x', 7200, 7200)).toEqual([3600, 10800]);
    expect(range('line', 'x', 0, 60)).toEqual([0, 60]);
  });

  it('writes the axes in the chosen locale', () => {
    const [time, value] = options('line').axes!;
    const values = value!.values as (chart: uPlot, splits: number[]) => string[];
    expect(values({} as uPlot, [1234.5])).toEqual(['1.234,5']);
    const times = time!.values as (chart: uPlot, splits: number[], a: number, s: number, step: number) => string[];
    expect(times({} as uPlot, [0], 0, 0, 86400)[0]).toMatch(/1\. Jan/);
  });
});

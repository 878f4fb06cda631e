import { useMemo } from 'react';
import { useIndexerRest } from '@/indexer';
import {
  type CandlePoint,
  type ChartRange,
  candleSeries,
  rangeWindow,
  type ValuePoint,
  valueSeries,
} from '../logic/series.ts';
import { candlesPath } from './paths.ts';
import { useIndexedTime } from './useIndexedTime.ts';

interface CandleRecord {
  periodStart: number;
  open: number;
  high: number;
  low: number;
  close: number;
  openUsd?: number;
  highUsd?: number;
  lowUsd?: number;
  closeUsd?: number;
  tvlUsd: number;
  volumeUsd: number;
}

export interface CandleCharts {
  /** Prices: a pair's token1 per token0 (or USD per token0 with `usd`), a token's USD price. */
  candles: CandlePoint[];
  volume: ValuePoint[];
  tvl: ValuePoint[];
}

/**
 * A pair's or token's chart series over a range: hourly candles for 1D and 1W, daily ones for
 * 1M and 1Y, quiet periods filled in. `usd` picks a pair's USD candles of token0.
 */
export function useCandles(subject: 'pair' | 'token', address: string | undefined, range: ChartRange, usd = false) {
  const now = useIndexedTime();
  const window = rangeWindow(range, now);
  const query = useIndexerRest<{ candles: CandleRecord[] }>(
    `info-candles-${subject}`,
    address ? candlesPath(subject, address, window.period, window.since) : undefined,
  );
  const rows = query.data?.candles;
  const charts = useMemo((): CandleCharts | undefined => {
    if (!rows) return undefined;
    const priced = usd
      ? rows.map((row) => ({
          ...row,
          open: row.openUsd ?? 0,
          high: row.highUsd ?? 0,
          low: row.lowUsd ?? 0,
          close: row.closeUsd ?? 0,
        }))
      : rows;
    return {
      candles: candleSeries(priced, window.period, window.until),
      volume: valueSeries(rows, (row) => row.volumeUsd, window.period, window.until, 'zero'),
      tvl: valueSeries(rows, (row) => row.tvlUsd, window.period, window.until, 'carry'),
    };
  }, [rows, usd, window.period, window.until]);
  return { charts, isError: query.isError, isPending: query.isPending && Boolean(address) };
}

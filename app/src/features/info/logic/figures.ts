// The 24-hour figures of a token or pair page, from its hourly rows.
import { changePercent } from '@flaskswap/sdk';

export interface HourRow {
  periodStart: number;
  open: number;
  close: number;
  volumeUsd: number;
  feesUsd: number;
  txCount: number;
}

export interface DayFigures {
  volumeUsd: number;
  feesUsd: number;
  txCount: number;
  /** Price change over the last 24 hours in percent; undefined without a price a day ago. */
  changePercent: number | undefined;
}

const DAY = 86_400;

/**
 * Sums the hours that started within the last 24 hours. The price a day ago is the last close
 * before that window, or the window's first open when the token had no trade before it.
 */
export function dayFigures(rows: readonly HourRow[], nowSeconds: number, currentPrice: number): DayFigures {
  const since = nowSeconds - DAY;
  const sorted = [...rows].sort((a, b) => a.periodStart - b.periodStart);
  const inDay = sorted.filter((row) => row.periodStart + 3_600 > since);
  const before = sorted.filter((row) => row.periodStart + 3_600 <= since).at(-1);
  const dayAgoPrice = before?.close ?? inDay[0]?.open;
  return {
    volumeUsd: inDay.reduce((sum, row) => sum + row.volumeUsd, 0),
    feesUsd: inDay.reduce((sum, row) => sum + row.feesUsd, 0),
    txCount: inDay.reduce((sum, row) => sum + row.txCount, 0),
    changePercent: changePercent(dayAgoPrice, currentPrice),
  };
}

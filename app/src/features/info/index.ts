// Info: /info and its token and pair pages (loaded per route), and the shared time-series chart
// that other areas (the swap price chart) use. The chart is lazy: importing this file does not
// load uPlot.
export type { TimeSeriesChartProps } from './components/chartTypes.ts';
export { LazyTimeSeriesChart as TimeSeriesChart } from './components/LazyTimeSeriesChart.tsx';
export { type CandleCharts, useCandles } from './data/useCandles.ts';
export {
  type CandlePoint,
  CHART_RANGES,
  type ChartRange,
  closeLine,
  rangeChange,
  type ValuePoint,
} from './logic/series.ts';

export const infoPages = {
  overview: () => import('./InfoOverviewPage.tsx'),
  tokens: () => import('./InfoTokensPage.tsx'),
  pairs: () => import('./InfoPairsPage.tsx'),
  token: () => import('./InfoTokenPage.tsx'),
  pair: () => import('./InfoPairPage.tsx'),
};

import { type Currency, pairAddressOf } from '@flaskswap/sdk';
import { useMemo, useRef } from 'react';
import { useIndexerRest, useIndexerUrl } from '@/indexer';
import {
  CHART_RANGES,
  type ChartHistory,
  type ChartRange,
  candleLimit,
  chartSeries,
  type PeriodPrice,
} from '../logic/priceChart.ts';
import { useSwapDeployment } from './useSwapChainConfig.ts';

/** The indexer's answer (`/amm/chart`): the indexed block's time, the direct pair, newest candles first. */
interface ChartAnswer {
  indexedAt: number | null;
  pair: { token0: string } | null;
  pairCandles: PeriodPrice[];
  inputCandles: PeriodPrice[];
  outputCandles: PeriodPrice[];
}

export type PriceHistory =
  | { status: 'noPair' }
  | { status: 'noIndexer' }
  | { status: 'unavailable' }
  | { status: 'loading' }
  | { status: 'ready'; series: ReturnType<typeof chartSeries> };

/** Output per input over `range` from the indexer (BNB counts as WBNB). */
export function usePriceHistory(
  input: Currency | undefined,
  output: Currency | undefined,
  range: ChartRange,
): PriceHistory {
  const deployment = useSwapDeployment();
  const hasIndexer = Boolean(useIndexerUrl());
  const inputToken = input?.wrapped;
  const outputToken = output?.wrapped;
  const variables = useMemo(() => {
    if (!deployment || !inputToken || !outputToken || inputToken.equals(outputToken)) return undefined;
    return {
      pair: pairAddressOf(deployment.config, inputToken, outputToken).toLowerCase(),
      input: inputToken.address.toLowerCase(),
      output: outputToken.address.toLowerCase(),
      limit: candleLimit(range),
    };
  }, [deployment, inputToken, outputToken, range]);

  const period = CHART_RANGES[range].period;
  // One round trip per range: the indexed block's time (ranges end there), whether the direct
  // pair is indexed, its candles and both tokens' USD candles for the ratio fallback.
  const path = variables
    ? `/amm/chart?pair=${variables.pair}&input=${variables.input}&output=${variables.output}&period=${period}&first=${variables.limit}`
    : undefined;
  const query = useIndexerRest<ChartAnswer>('swapChart', path);

  // The query's key changes on every refresh tick, so its placeholder is often this chart's own
  // previous answer, and sometimes another pair's or range's: keep the last answer per chart.
  const chartKey = variables ? JSON.stringify(variables) : undefined;
  const lastAnswer = useRef<{ chartKey: string; data: ChartAnswer } | undefined>(undefined);
  if (chartKey && query.data && !query.isPlaceholderData) lastAnswer.current = { chartKey, data: query.data };
  const data = lastAnswer.current?.chartKey === chartKey ? lastAnswer.current?.data : undefined;

  return useMemo((): PriceHistory => {
    if (!variables) return { status: 'noPair' };
    if (!hasIndexer) return { status: 'noIndexer' };
    if (query.isError) return { status: 'unavailable' };
    if (!data) return { status: 'loading' };
    const indexedAt = data.indexedAt;
    if (indexedAt === null) return { status: 'loading' };
    const history: ChartHistory = {
      indexedAt,
      pair: data.pair,
      pairCandles: data.pairCandles,
      inputCandles: data.inputCandles,
      outputCandles: data.outputCandles,
    };
    return { status: 'ready', series: chartSeries(history, variables.input, range) };
  }, [variables, hasIndexer, query.isError, data, range]);
}

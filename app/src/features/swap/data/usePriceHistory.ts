import { type CandlePeriod, type Currency, pairAddressOf } from '@flaskswap/sdk';
import { useMemo, useRef } from 'react';
import { useIndexerQuery, useIndexerUrl } from '@/indexer';
import {
  CHART_RANGES,
  type ChartHistory,
  type ChartRange,
  candleLimit,
  chartSeries,
  type PeriodPrice,
} from '../logic/priceChart.ts';
import { useSwapDeployment } from './useSwapChainConfig.ts';

const CANDLE_FIELDS = 'items { periodStart open high low close }';
const NEWEST_FIRST = 'orderBy: "periodStart", orderDirection: "desc", limit: $limit';

/**
 * One round trip per range: the indexed block's time (ranges end there), whether the direct pair
 * is indexed, its candles and both tokens' USD candles for the ratio fallback.
 */
function chartQuery(period: CandlePeriod): string {
  const [pairTable, tokenTable] =
    period === 'hour' ? ['pairHourDatas', 'tokenHourDatas'] : ['pairDayDatas', 'tokenDayDatas'];
  return `query SwapChart($pair: String!, $input: String!, $output: String!, $limit: Int!) {
    _meta { status }
    pair(address: $pair) { token0 }
    pairCandles: ${pairTable}(where: { pair: $pair }, ${NEWEST_FIRST}) { ${CANDLE_FIELDS} }
    inputCandles: ${tokenTable}(where: { token: $input }, ${NEWEST_FIRST}) { ${CANDLE_FIELDS} }
    outputCandles: ${tokenTable}(where: { token: $output }, ${NEWEST_FIRST}) { ${CANDLE_FIELDS} }
  }`;
}

interface ChartAnswer {
  _meta: { status: Record<string, { block?: { timestamp?: number } } | undefined> };
  pair: { token0: string } | null;
  pairCandles: { items: PeriodPrice[] };
  inputCandles: { items: PeriodPrice[] };
  outputCandles: { items: PeriodPrice[] };
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
  const query = useIndexerQuery<ChartAnswer>(
    `swapChart:${period}`,
    chartQuery(period),
    variables ?? {},
    Boolean(variables),
  );

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
    const indexedAt = Object.values(data._meta.status)[0]?.block?.timestamp;
    if (indexedAt === undefined) return { status: 'loading' };
    const history: ChartHistory = {
      indexedAt,
      pair: data.pair,
      pairCandles: data.pairCandles.items,
      inputCandles: data.inputCandles.items,
      outputCandles: data.outputCandles.items,
    };
    return { status: 'ready', series: chartSeries(history, variables.input, range) };
  }, [variables, hasIndexer, query.isError, data, range]);
}

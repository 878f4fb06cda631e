// Rows as the indexer's /amm routes return them (bigints arrive as decimal strings).
import type { HourRow } from '../logic/figures.ts';

export interface TokenRecord {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  priceUsd: number;
  tvlUsd: number;
  volumeUsd: number;
  feesUsd: number;
  txCount: number;
}

export interface PairRecord {
  address: string;
  token0: string;
  token1: string;
  reserve0: string;
  reserve1: string;
  /** token1 per token0 and token0 per token1, in whole tokens. */
  token0Price: number;
  token1Price: number;
  tvlUsd: number;
  volumeUsd: number;
  feesUsd: number;
  txCount: number;
}

export type TokenHourRecord = HourRow & { token: string };
export type PairHourRecord = HourRow & { pair: string };

/** What a table row adds: its 24-hour and 7-day figures (the indexer's /amm/tables/*). */
export interface WindowFigures {
  volume24hUsd: number;
  volume7dUsd: number;
  fees24hUsd: number;
}

export type TokenTableRecord = TokenRecord &
  WindowFigures & {
    /** Percent over 24 hours; null without a price a day ago. */
    priceChange24h: number | null;
  };

export type PairTableRecord = PairRecord & WindowFigures & { symbol0: string; symbol1: string };

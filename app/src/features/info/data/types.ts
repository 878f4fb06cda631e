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

// Hour and day rows: a candle that every price update moves, and the volume every trade adds.

import type { Context } from 'ponder:registry';
import { pairDayData, pairHourData, protocolDayData, tokenDayData, tokenHourData } from 'ponder:schema';
import { type CandlePeriod, nextCandle, periodStart } from '@flaskswap/sdk';

type Db = Context['db'];
const PERIODS: readonly CandlePeriod[] = ['hour', 'day'];

export interface Trade {
  volume0: bigint;
  volume1: bigint;
  volumeUsd: number;
  feesUsd: number;
}
export const NO_TRADE: Trade = { volume0: 0n, volume1: 0n, volumeUsd: 0, feesUsd: 0 };

export interface PairState {
  address: `0x${string}`;
  token0Price: number;
  token0PriceUsd: number;
  reserve0: bigint;
  reserve1: bigint;
  tvlUsd: number;
}

/** Moves the pair's hour and day candles to its current price and adds a trade (if any). */
export async function recordPairPeriods(db: Db, timestamp: bigint, state: PairState, trade = NO_TRADE, txs = 0) {
  for (const period of PERIODS) {
    const table = period === 'hour' ? pairHourData : pairDayData;
    const quote = nextCandle(undefined, state.token0Price);
    const usd = nextCandle(undefined, state.token0PriceUsd);
    await db
      .insert(table)
      .values({
        pair: state.address,
        periodStart: periodStart(timestamp, period),
        ...quote,
        openUsd: usd.open,
        highUsd: usd.high,
        lowUsd: usd.low,
        closeUsd: usd.close,
        reserve0: state.reserve0,
        reserve1: state.reserve1,
        tvlUsd: state.tvlUsd,
        ...trade,
        txCount: txs,
      })
      .onConflictDoUpdate((row) => {
        const quoteCandle = nextCandle(row, state.token0Price);
        const usdCandle = nextCandle(
          { open: row.openUsd, high: row.highUsd, low: row.lowUsd, close: row.closeUsd },
          state.token0PriceUsd,
        );
        return {
          ...quoteCandle,
          openUsd: usdCandle.open,
          highUsd: usdCandle.high,
          lowUsd: usdCandle.low,
          closeUsd: usdCandle.close,
          reserve0: state.reserve0,
          reserve1: state.reserve1,
          tvlUsd: state.tvlUsd,
          volume0: row.volume0 + trade.volume0,
          volume1: row.volume1 + trade.volume1,
          volumeUsd: row.volumeUsd + trade.volumeUsd,
          feesUsd: row.feesUsd + trade.feesUsd,
          txCount: row.txCount + txs,
        };
      });
  }
}

export interface TokenState {
  address: `0x${string}`;
  priceUsd: number;
  liquidity: bigint;
  tvlUsd: number;
}

export interface TokenTrade {
  volume: bigint;
  volumeUsd: number;
  feesUsd: number;
}
const NO_TOKEN_TRADE: TokenTrade = { volume: 0n, volumeUsd: 0, feesUsd: 0 };

/** Moves a token's hour and day candles to its USD price and adds its side of a trade. */
export async function recordTokenPeriods(
  db: Db,
  timestamp: bigint,
  state: TokenState,
  trade = NO_TOKEN_TRADE,
  txs = 0,
) {
  for (const period of PERIODS) {
    const table = period === 'hour' ? tokenHourData : tokenDayData;
    await db
      .insert(table)
      .values({
        token: state.address,
        periodStart: periodStart(timestamp, period),
        ...nextCandle(undefined, state.priceUsd),
        liquidity: state.liquidity,
        tvlUsd: state.tvlUsd,
        ...trade,
        txCount: txs,
      })
      .onConflictDoUpdate((row) => ({
        ...nextCandle(row, state.priceUsd),
        liquidity: state.liquidity,
        tvlUsd: state.tvlUsd,
        volume: row.volume + trade.volume,
        volumeUsd: row.volumeUsd + trade.volumeUsd,
        feesUsd: row.feesUsd + trade.feesUsd,
        txCount: row.txCount + txs,
      }));
  }
}

/** The exchange's day: TVL as of now, plus a trade's volume and fees. */
export async function recordProtocolDay(db: Db, timestamp: bigint, tvlUsd: number, trade = NO_TRADE, txs = 0) {
  await db
    .insert(protocolDayData)
    .values({
      periodStart: periodStart(timestamp, 'day'),
      tvlUsd,
      volumeUsd: trade.volumeUsd,
      feesUsd: trade.feesUsd,
      txCount: txs,
    })
    .onConflictDoUpdate((row) => ({
      tvlUsd,
      volumeUsd: row.volumeUsd + trade.volumeUsd,
      feesUsd: row.feesUsd + trade.feesUsd,
      txCount: row.txCount + txs,
    }));
}

// The chart pane's series: the oracle price at each recent round's lock and close, then the
// feed's latest answer. Rounds from the indexer carry their times; the chain's rounds only their
// blocks, placed back from the current block by an estimated block time.
import type { PredictionRound } from '@flaskswap/sdk';
import type { ValuePoint } from '@/features/info';

export interface TimedRound extends Pick<PredictionRound, 'epoch' | 'lockPrice' | 'closePrice' | 'oracleCalled'> {
  lockedAt?: number;
  closedAt?: number;
}

export interface LatestPrice {
  price: bigint;
  decimals: number;
  /** Unix seconds of the feed's answer. */
  updatedAt: bigint;
}

/** A feed price as a chart value (the chart draws floats; the text figures stay exact). */
export function priceValue(price: bigint, decimals: number): number {
  return Number(price) / 10 ** decimals;
}

/**
 * Ascending, one point per second: a round's close and the next one's lock share a transaction,
 * and several rounds can share a second; the newest price of a second wins.
 */
function series(pointsOldestFirst: readonly ValuePoint[]): ValuePoint[] {
  const byTime = new Map<number, number>();
  for (const point of pointsOldestFirst) byTime.set(point.time, point.value);
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}

export function roundPriceSeries(rounds: readonly TimedRound[], decimals: number, latest?: LatestPrice): ValuePoint[] {
  const points: ValuePoint[] = [];
  const oldestFirst = [...rounds].sort((a, b) => (a.epoch < b.epoch ? -1 : a.epoch > b.epoch ? 1 : 0));
  for (const round of oldestFirst) {
    if (round.lockedAt !== undefined && round.lockPrice > 0n) {
      points.push({ time: round.lockedAt, value: priceValue(round.lockPrice, decimals) });
    }
    if (round.closedAt !== undefined && round.oracleCalled) {
      points.push({ time: round.closedAt, value: priceValue(round.closePrice, decimals) });
    }
  }
  const last = points.reduce((time, point) => Math.max(time, point.time), 0);
  // The latest answer ends the line unless a round's price is newer than it.
  if (latest && Number(latest.updatedAt) >= last) {
    points.push({ time: Number(latest.updatedAt), value: priceValue(latest.price, latest.decimals) });
  }
  return series(points);
}

/** The chain's rounds (no times): lock at lockBlock, close at endBlock, placed back from `now`. */
export function chainRoundTimes(
  rounds: readonly PredictionRound[],
  currentBlock: bigint,
  nowSeconds: number,
  blockSeconds: number,
): TimedRound[] {
  const timeOf = (block: bigint) => Math.round(nowSeconds - Number(currentBlock - block) * blockSeconds);
  return rounds.map((round) => ({
    epoch: round.epoch,
    lockPrice: round.lockPrice,
    closePrice: round.closePrice,
    oracleCalled: round.oracleCalled,
    lockedAt: round.lockPrice > 0n ? timeOf(round.lockBlock) : undefined,
    closedAt: round.oracleCalled ? timeOf(round.endBlock) : undefined,
  }));
}

// Time-weighted average prices from a pair's price accumulators (FlaskPair._update, as Uniswap V2):
// each accumulator adds reserve1/reserve0 (and its inverse) as UQ112x112, times the seconds it held.
// A price moved inside one block weighs only the seconds it lasted, so a trade made to move the
// spot price right before a reading barely moves the average.

const UINT256 = 2n ** 256n;
const UINT32 = 2n ** 32n;
const Q112 = 2n ** 112n;

/** What a pair stores for its oracle: the accumulators, the reserves and the last update's time. */
export interface PairOracleState {
  price0CumulativeLast: bigint;
  price1CumulativeLast: bigint;
  reserve0: bigint;
  reserve1: bigint;
  /** uint32 seconds of the pair's last update. */
  blockTimestampLast: number;
}

/** The accumulators as of `timestamp` (unix seconds). */
export interface PairObservation {
  timestamp: number;
  price0Cumulative: bigint;
  price1Cumulative: bigint;
}

/**
 * The accumulators the pair would hold had it updated at `timestamp` (a block's time, at or after
 * its last update): the current reserves' prices added for the seconds since, with the contract's
 * wrapping arithmetic.
 */
export function observePair(state: PairOracleState, timestamp: number): PairObservation {
  const elapsed = (BigInt(timestamp) - BigInt(state.blockTimestampLast) + UINT32) % UINT32;
  let price0Cumulative = state.price0CumulativeLast;
  let price1Cumulative = state.price1CumulativeLast;
  if (elapsed !== 0n && state.reserve0 !== 0n && state.reserve1 !== 0n) {
    price0Cumulative = (price0Cumulative + ((state.reserve1 * Q112) / state.reserve0) * elapsed) % UINT256;
    price1Cumulative = (price1Cumulative + ((state.reserve0 * Q112) / state.reserve1) * elapsed) % UINT256;
  }
  return { timestamp, price0Cumulative, price1Cumulative };
}

/**
 * The average prices between two observations of one pair, as raw token1 per raw token0 (price0)
 * and raw token0 per raw token1 (price1), each scaled by 10^`decimals`. Undefined when no time
 * passed between them.
 */
export function averagePrices(
  older: PairObservation,
  newer: PairObservation,
  decimals = 18,
): { price0: bigint; price1: bigint } | undefined {
  const elapsed = BigInt(newer.timestamp - older.timestamp);
  if (elapsed <= 0n) return undefined;
  const scale = 10n ** BigInt(decimals);
  const average = (from: bigint, to: bigint) => ((((to - from) % UINT256) + UINT256) % UINT256) / elapsed;
  return {
    price0: (average(older.price0Cumulative, newer.price0Cumulative) * scale) / Q112,
    price1: (average(older.price1Cumulative, newer.price1Cumulative) * scale) / Q112,
  };
}

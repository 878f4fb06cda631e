// A split executed as the split router executes it: parts one after the other, each quoted on the
// reserves the earlier parts left behind (routes that share a pair move the same reserves), each
// part's amounts computed before its swaps like the router's getAmountsOut / getAmountsIn.
import { FEE_DENOMINATOR, FEE_NUMERATOR } from './math.ts';
import type { PairIndex } from './pair-index.ts';
import type { SearchDirection } from './route-search.ts';

/** A route as the simulation walks it: per hop, the pair's position and whether its input is token0. */
export interface SplitRoute {
  readonly pairIndexes: readonly number[];
  readonly zeroForOne: readonly boolean[];
}

/** The hops of a route of pair positions walked from the token with key `inputToken`. */
export function splitRouteOf(index: PairIndex, pairIndexes: readonly number[], inputToken: number): SplitRoute {
  const zeroForOne: boolean[] = [];
  let token = inputToken;
  for (const position of pairIndexes) {
    const pair = index.pairs[position]!;
    const fromToken0 = pair.token0.key === token;
    zeroForOne.push(fromToken0);
    token = fromToken0 ? pair.token1.key : pair.token0.key;
  }
  return { pairIndexes, zeroForOne };
}

// Scratch space of simulateSplit, reused across calls (it runs thousands of times per search):
// the reserves of the pairs earlier parts moved, looked up linearly (a split crosses at most
// 4 × 3 pairs, so this beats a Map), and the current part's hop amounts and slots.
const touched: number[] = [];
const reserves0: bigint[] = [];
const reserves1: bigint[] = [];
const hopAmounts: bigint[] = [];
const hopSlots: number[] = [];

/** The scratch slot of the pair at `position`, filled from the index on first use. */
function slotOf(index: PairIndex, position: number, used: number): number {
  for (let i = 0; i < used; i++) if (touched[i] === position) return i;
  const pair = index.pairs[position]!;
  touched[used] = position;
  reserves0[used] = pair.reserve0.raw;
  reserves1[used] = pair.reserve1.raw;
  return used;
}

/**
 * Runs the parts in order. Exact in: `amounts` are the parts' inputs and the result their outputs.
 * Exact out: `amounts` are the parts' outputs and the result the inputs they need. Undefined when
 * a part would revert on chain: a zero amount anywhere, or an output at or above a reserve.
 */
export function simulateSplit(
  index: PairIndex,
  direction: SearchDirection,
  routes: readonly SplitRoute[],
  amounts: readonly bigint[],
): bigint[] | undefined {
  const exactIn = direction === 'exactIn';
  const results: bigint[] = [];
  let used = 0;
  for (let p = 0; p < routes.length; p++) {
    const { pairIndexes, zeroForOne } = routes[p]!;
    const hops = pairIndexes.length;
    const amount = amounts[p]!;
    if (amount <= 0n) return undefined;
    for (let h = 0; h < hops; h++) {
      const slot = slotOf(index, pairIndexes[h]!, used);
      if (slot === used) used++;
      hopSlots[h] = slot;
    }
    if (exactIn) {
      hopAmounts[0] = amount;
      for (let h = 0; h < hops; h++) {
        const slot = hopSlots[h]!;
        const reserveIn = zeroForOne[h] ? reserves0[slot]! : reserves1[slot]!;
        const reserveOut = zeroForOne[h] ? reserves1[slot]! : reserves0[slot]!;
        const withFee = hopAmounts[h]! * FEE_NUMERATOR;
        const out = (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee);
        if (out === 0n) return undefined;
        hopAmounts[h + 1] = out;
      }
    } else {
      hopAmounts[hops] = amount;
      for (let h = hops - 1; h >= 0; h--) {
        const slot = hopSlots[h]!;
        const reserveIn = zeroForOne[h] ? reserves0[slot]! : reserves1[slot]!;
        const reserveOut = zeroForOne[h] ? reserves1[slot]! : reserves0[slot]!;
        const out = hopAmounts[h + 1]!;
        if (out >= reserveOut) return undefined;
        hopAmounts[h] = (reserveIn * out * FEE_DENOMINATOR) / ((reserveOut - out) * FEE_NUMERATOR) + 1n;
      }
    }
    // Every amount was computed before any of the part's swaps, as the router does. Only a later
    // part can meet these reserves again, so the last part skips the update.
    if (p + 1 < routes.length) {
      for (let h = 0; h < hops; h++) {
        const slot = hopSlots[h]!;
        if (zeroForOne[h]) {
          reserves0[slot] = reserves0[slot]! + hopAmounts[h]!;
          reserves1[slot] = reserves1[slot]! - hopAmounts[h + 1]!;
        } else {
          reserves1[slot] = reserves1[slot]! + hopAmounts[h]!;
          reserves0[slot] = reserves0[slot]! - hopAmounts[h + 1]!;
        }
      }
    }
    results.push(exactIn ? hopAmounts[hops]! : hopAmounts[0]!);
  }
  return results;
}

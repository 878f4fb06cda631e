// Values allocations of a split search exactly, as the chain would execute them, cheaply: a part
// that shares no pair with the other parts is quoted alone (and remembered), only parts that share
// pairs are simulated together, in their order.
import type { PairIndex } from './pair-index.ts';
import type { SearchDirection } from './route-search.ts';
import { type SplitRoute, simulateSplit, splitRouteOf } from './split-simulation.ts';

/**
 * Steps per candidate route, and the order the parts run in (a permutation of the candidates;
 * those without steps are skipped). Order matters only where routes share a pair: the part that
 * runs first meets the better price there.
 */
export interface Allocation {
  steps: number[];
  order: number[];
}

/** No steps anywhere, candidates in their ranked order. */
export function emptyAllocation(count: number): Allocation {
  const allocation: Allocation = { steps: new Array<number>(count).fill(0), order: [] };
  for (let c = 0; c < count; c++) allocation.order.push(c);
  return allocation;
}

export function partCount(allocation: Allocation): number {
  let count = 0;
  for (const k of allocation.steps) if (k > 0) count++;
  return count;
}

export interface Quoted {
  /** Candidates in execution order. */
  parts: number[];
  amounts: bigint[];
  quotes: bigint[];
}

/** A quote that reverts on chain. */
const REVERTS = -1n;

export class SplitEvaluator {
  readonly exactIn: boolean;
  private readonly routes: readonly SplitRoute[];
  /** overlaps[a][b]: candidates a and b share a pair. */
  readonly overlaps: readonly (readonly boolean[])[];
  /** Per candidate, quotes of the route alone by amount (REVERTS where it would revert). */
  private readonly alone: Map<bigint, bigint>[];

  constructor(
    private readonly index: PairIndex,
    private readonly direction: SearchDirection,
    inputToken: number,
    readonly pairIndexes: readonly (readonly number[])[],
    private readonly amount: bigint,
    readonly steps: number,
  ) {
    this.exactIn = direction === 'exactIn';
    this.routes = pairIndexes.map((route) => splitRouteOf(index, route, inputToken));
    this.overlaps = pairIndexes.map((a) => pairIndexes.map((b) => a.some((position) => b.includes(position))));
    this.alone = pairIndexes.map(() => new Map());
  }

  /**
   * The parts in execution order and their amounts, for `allocated` of the steps handed out:
   * amount × k / steps each and, once every step is handed out, the rounding remainder to the
   * first part so that they add up to the amount exactly.
   */
  partsOf(allocation: Allocation, allocated: number): { parts: number[]; amounts: bigint[] } {
    const parts: number[] = [];
    const amounts: bigint[] = [];
    let sum = 0n;
    for (const c of allocation.order) {
      const k = allocation.steps[c]!;
      if (k === 0) continue;
      const value = (this.amount * BigInt(k)) / BigInt(this.steps);
      parts.push(c);
      amounts.push(value);
      sum += value;
    }
    if (allocated === this.steps && amounts.length > 0) amounts[0]! += this.amount - sum;
    return { parts, amounts };
  }

  private quoteAlone(c: number, amount: bigint): bigint {
    const cache = this.alone[c]!;
    let quote = cache.get(amount);
    if (quote === undefined) {
      quote = simulateSplit(this.index, this.direction, [this.routes[c]!], [amount])?.[0] ?? REVERTS;
      cache.set(amount, quote);
    }
    return quote;
  }

  /** Each part's quote, or undefined where a part would revert. */
  quotesOf(allocation: Allocation, allocated = this.steps): Quoted | undefined {
    const { parts, amounts } = this.partsOf(allocation, allocated);
    const quotes = new Array<bigint>(parts.length);
    // Parts sharing a pair with another part run together, in order; the others alone.
    const shared: number[] = [];
    for (let i = 0; i < parts.length; i++) {
      const row = this.overlaps[parts[i]!]!;
      let sharing = false;
      for (let j = 0; j < parts.length && !sharing; j++) if (j !== i && row[parts[j]!]) sharing = true;
      if (sharing) {
        shared.push(i);
        continue;
      }
      const quote = this.quoteAlone(parts[i]!, amounts[i]!);
      if (quote === REVERTS) return undefined;
      quotes[i] = quote;
    }
    if (shared.length > 0) {
      const together = simulateSplit(
        this.index,
        this.direction,
        shared.map((i) => this.routes[parts[i]!]!),
        shared.map((i) => amounts[i]!),
      );
      if (!together) return undefined;
      shared.forEach((i, k) => {
        quotes[i] = together[k]!;
      });
    }
    return { parts, amounts, quotes };
  }

  /** The total quote (output in, input out), or undefined where a part would revert. */
  total(allocation: Allocation, allocated = this.steps): bigint | undefined {
    const result = this.quotesOf(allocation, allocated);
    if (!result) return undefined;
    let total = 0n;
    for (const quote of result.quotes) total += quote;
    return total;
  }

  /** Whether total `a` is better than `b` (more output in, less input out); undefined is worst. */
  better(a: bigint | undefined, b: bigint | undefined): boolean {
    if (a === undefined) return false;
    if (b === undefined) return true;
    return this.exactIn ? a > b : a < b;
  }

  /** Whether candidate `c` shares a pair with any part of the allocation other than `except`. */
  sharesWithParts(allocation: Allocation, c: number, except: number): boolean {
    const row = this.overlaps[c]!;
    for (let other = 0; other < row.length; other++) {
      if (other !== c && other !== except && allocation.steps[other]! > 0 && row[other]) return true;
    }
    return false;
  }
}

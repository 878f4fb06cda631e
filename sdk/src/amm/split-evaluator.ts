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

/**
 * How many allocations one search may value before it stops improving (the first pass always
 * completes): bounds the time of a query, about 2 ms here, where many routes share pairs.
 */
export const SPLIT_EVALUATION_BUDGET = 600;

export class SplitEvaluator {
  readonly exactIn: boolean;
  private readonly routes: readonly SplitRoute[];
  /** overlaps[a][b]: candidates a and b share a pair. */
  readonly overlaps: readonly (readonly boolean[])[];
  /** amount × k / steps, for k from 0 to steps + 1. */
  private readonly stepAmounts: bigint[] = [];
  /**
   * Per candidate, quotes of the route alone (REVERTS where it would revert), at index
   * k × 4 + r for k steps plus a rounding remainder of r wei (under 4: one per other part).
   */
  private readonly alone: (bigint | undefined)[][];
  /** Totals of groups of parts that share pairs, by their candidates, steps and remainders in order. */
  private readonly together = new Map<number, bigint>();
  private evaluations = 0;
  /** How many codes a part of a sharing group can have: candidate, k up to steps + 1, r below 4. */
  private readonly partCodes: number;
  // Scratch arrays of total(), reused: it runs hundreds of times per search.
  private readonly parts: number[] = [];
  private readonly group: number[] = [];

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
    this.alone = pairIndexes.map(() => []);
    this.partCodes = pairIndexes.length * (steps + 2) * 4;
    if (this.partCodes ** 4 > Number.MAX_SAFE_INTEGER)
      throw new Error('Too many candidates or steps for a split search');
    // One past the whole amount: the climb measures what one more step would gain.
    for (let k = 0; k <= steps + 1; k++) this.stepAmounts.push((amount * BigInt(k)) / BigInt(steps));
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
      const value = this.stepAmounts[k]!;
      parts.push(c);
      amounts.push(value);
      sum += value;
    }
    if (allocated === this.steps && amounts.length > 0) amounts[0]! += this.amount - sum;
    return { parts, amounts };
  }

  /** The route's quote alone for k steps plus r wei, remembered. */
  private quoteAlone(c: number, k: number, r: bigint): bigint {
    const cache = this.alone[c]!;
    const slot = k * 4 + Number(r);
    let quote = cache[slot];
    if (quote === undefined) {
      quote = simulateSplit(this.index, this.direction, [this.routes[c]!], [this.stepAmounts[k]! + r])?.[0] ?? REVERTS;
      cache[slot] = quote;
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
      const quote = simulateSplit(this.index, this.direction, [this.routes[parts[i]!]!], [amounts[i]!]);
      if (!quote) return undefined;
      quotes[i] = quote[0]!;
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

  /**
   * The total quote (output in, input out) of quotesOf, or undefined where a part would revert;
   * from the caches where the same part or group of sharing parts was valued before.
   */
  total(allocation: Allocation, allocated = this.steps): bigint | undefined {
    this.evaluations++;
    const { parts, group } = this;
    parts.length = 0;
    group.length = 0;
    let remainder = 0n;
    for (const c of allocation.order) {
      const k = allocation.steps[c]!;
      if (k === 0) continue;
      parts.push(c);
      remainder += this.stepAmounts[k]!;
    }
    remainder = allocated === this.steps && parts.length > 0 ? this.amount - remainder : 0n;
    let total = 0n;
    // The sharing group's cache key: per part in order, its code (candidate, k, r) as a digit.
    let groupKey = 0;
    for (let i = 0; i < parts.length; i++) {
      const c = parts[i]!;
      const row = this.overlaps[c]!;
      let sharing = false;
      for (let j = 0; j < parts.length && !sharing; j++) if (j !== i && row[parts[j]!]) sharing = true;
      const r = i === 0 ? remainder : 0n;
      const k = allocation.steps[c]!;
      if (sharing) {
        group.push(i);
        groupKey = groupKey * this.partCodes + (c * (this.steps + 2) + k) * 4 + Number(r);
        continue;
      }
      const quote = this.quoteAlone(c, k, r);
      if (quote === REVERTS) return undefined;
      total += quote;
    }
    if (group.length > 0) {
      let sum = this.together.get(groupKey);
      if (sum === undefined) {
        const routes: SplitRoute[] = [];
        const amounts: bigint[] = [];
        for (const i of group) {
          routes.push(this.routes[parts[i]!]!);
          amounts.push(this.stepAmounts[allocation.steps[parts[i]!]!]! + (i === 0 ? remainder : 0n));
        }
        const quotes = simulateSplit(this.index, this.direction, routes, amounts);
        sum = REVERTS;
        if (quotes) {
          sum = 0n;
          for (const quote of quotes) sum += quote;
        }
        this.together.set(groupKey, sum);
      }
      if (sum === REVERTS) return undefined;
      total += sum;
    }
    return total;
  }

  /** The search has valued SPLIT_EVALUATION_BUDGET allocations: time to stop improving. */
  get exhausted(): boolean {
    return this.evaluations >= SPLIT_EVALUATION_BUDGET;
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

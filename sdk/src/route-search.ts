// Depth-first search for the best routes on raw bigints. Routes are enumerated in the order of a
// full scan over the pair list (each step tries the pairs in list order, a pair is used at most
// once per route, a route ends where it first reaches the target) and ranked by one rule, so the
// results are deterministic, ties included: the earlier-found route wins an exact tie.
import { FEE_DENOMINATOR, FEE_NUMERATOR } from './amm-math.ts';
import type { PairGraph } from './pair-graph.ts';

/** A route found by the search: pair indexes from input to output and its quoted amount. */
export interface RouteCandidate {
  readonly pairIndexes: readonly number[];
  /** Exact in: the output. Exact out: the input needed. */
  readonly amount: bigint;
  /** The mid price quote-per-base as numerator / denominator, computed on the first tie only. */
  midPrice?: readonly [bigint, bigint];
}

export type SearchDirection = 'exactIn' | 'exactOut';

/** Mid price along pair indexes from `fromToken`: the product of reserveOut / reserveIn. */
function midPriceOf(graph: PairGraph, pairIndexes: readonly number[], fromToken: number): readonly [bigint, bigint] {
  let numerator = 1n;
  let denominator = 1n;
  let token = fromToken;
  for (const index of pairIndexes) {
    const pair = graph.pairs[index]!;
    if (pair.token0 === token) {
      numerator *= pair.reserve1;
      denominator *= pair.reserve0;
      token = pair.token1;
    } else {
      numerator *= pair.reserve0;
      denominator *= pair.reserve1;
      token = pair.token0;
    }
  }
  return [numerator, denominator];
}

/**
 * Keeps the best `capacity` candidates, best first. Ranking: more output (exact in) or less input
 * (exact out); then lower price impact, which for equal amounts is the lower mid price; then
 * fewer hops; then the earlier-found route.
 */
export class TopRoutes {
  readonly items: RouteCandidate[] = [];

  constructor(
    private readonly graph: PairGraph,
    private readonly direction: SearchDirection,
    private readonly inputToken: number,
    private readonly capacity: number,
  ) {}

  private midPrice(candidate: RouteCandidate): readonly [bigint, bigint] {
    candidate.midPrice ??= midPriceOf(this.graph, candidate.pairIndexes, this.inputToken);
    return candidate.midPrice;
  }

  /** < 0 when a ranks before b, > 0 after, 0 when they tie on every criterion. */
  compare(a: RouteCandidate, b: RouteCandidate): number {
    if (a.amount !== b.amount) {
      const aMore = a.amount > b.amount;
      return (this.direction === 'exactIn') === aMore ? -1 : 1;
    }
    const [aNumerator, aDenominator] = this.midPrice(a);
    const [bNumerator, bDenominator] = this.midPrice(b);
    const left = aNumerator * bDenominator;
    const right = bNumerator * aDenominator;
    if (left !== right) return left < right ? -1 : 1;
    return a.pairIndexes.length - b.pairIndexes.length;
  }

  /** Whether a route with this amount could enter; lets the search skip building a candidate. */
  mayAccept(amount: bigint): boolean {
    if (this.items.length < this.capacity) return true;
    const last = this.items[this.items.length - 1]!.amount;
    return this.direction === 'exactIn' ? amount >= last : amount <= last;
  }

  offer(candidate: RouteCandidate): void {
    const items = this.items;
    if (items.length === this.capacity && this.compare(items[items.length - 1]!, candidate) <= 0) return;
    // Insert after every item that ranks before or ties with the candidate.
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(items[mid]!, candidate) <= 0) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, candidate);
    if (items.length > this.capacity) items.pop();
  }
}

export interface RouteSearch {
  graph: PairGraph;
  direction: SearchDirection;
  inputToken: number;
  outputToken: number;
  /** Exact in: the input amount. Exact out: the output amount. */
  amount: bigint;
  maxHops: number;
  /** Called with the hop count of each found route; the collectors to offer it to. */
  collectorsFor: (hops: number) => readonly TopRoutes[];
}

/** Runs the search, offering every complete route to its collectors. */
export function searchRoutes(search: RouteSearch): void {
  const { graph, direction, maxHops, collectorsFor } = search;
  const stack = new Array<number>(maxHops).fill(-1);
  const exactIn = direction === 'exactIn';
  const target = exactIn ? search.outputToken : search.inputToken;

  const complete = (hops: number, amount: bigint): void => {
    const collectors = collectorsFor(hops);
    if (!collectors.some((collector) => collector.mayAccept(amount))) return;
    const walked = stack.slice(0, hops);
    const candidate: RouteCandidate = { pairIndexes: exactIn ? walked : walked.reverse(), amount };
    for (const collector of collectors) collector.offer(candidate);
  };

  const step = (token: number, amount: bigint, depth: number): void => {
    const candidates = graph.adjacency[token];
    if (!candidates) return;
    for (let k = 0; k < candidates.length; k++) {
      const index = candidates[k]!;
      let used = false;
      for (let d = 0; d < depth; d++) if (stack[d] === index) used = true;
      if (used) continue;
      const pair = graph.pairs[index]!;
      const fromToken0 = pair.token0 === token;
      // Exact in walks forward (token is the input side); exact out walks backward (token is the output side).
      const reserveHere = fromToken0 ? pair.reserve0 : pair.reserve1;
      const reserveThere = fromToken0 ? pair.reserve1 : pair.reserve0;
      if (reserveHere === 0n || reserveThere === 0n) continue;
      let next: bigint;
      if (exactIn) {
        const amountInWithFee = amount * FEE_NUMERATOR;
        next = (amountInWithFee * reserveThere) / (reserveHere * FEE_DENOMINATOR + amountInWithFee);
        if (next === 0n) continue;
      } else {
        if (amount >= reserveHere) continue;
        next = (reserveThere * amount * FEE_DENOMINATOR) / ((reserveHere - amount) * FEE_NUMERATOR) + 1n;
      }
      const nextToken = fromToken0 ? pair.token1 : pair.token0;
      stack[depth] = index;
      if (nextToken === target) complete(depth + 1, next);
      else if (depth + 1 < maxHops) step(nextToken, next, depth + 1);
    }
    stack[depth] = -1;
  };

  step(exactIn ? search.inputToken : search.outputToken, search.amount, 0);
}

// Depth-first search for the best routes on raw bigints. Routes are enumerated in the order of a
// full scan over the pair list (each step tries the pairs in list order, a pair is used at most
// once per route, a route ends where it first reaches the target) and ranked by one rule, so the
// results are deterministic, ties included: the earlier-found route wins an exact tie.
import { FEE_DENOMINATOR, FEE_NUMERATOR } from './math.ts';
import type { PairIndex } from './pair-index.ts';

/** A route found by the search: pair indexes from input to output and its quoted amount. */
export interface RouteCandidate {
  readonly pairIndexes: readonly number[];
  /** Exact in: the output. Exact out: the input needed. */
  readonly amount: bigint;
  /** The mid price quote-per-base as numerator / denominator, computed on the first tie only. */
  midPrice?: readonly [bigint, bigint];
}

export type SearchDirection = 'exactIn' | 'exactOut';

/** Mid price along pair indexes from the token with key `fromToken`: the product of reserveOut / reserveIn. */
function midPriceOf(index: PairIndex, pairIndexes: readonly number[], fromToken: number): readonly [bigint, bigint] {
  let numerator = 1n;
  let denominator = 1n;
  let token = fromToken;
  for (const position of pairIndexes) {
    const pair = index.pairs[position]!;
    if (pair.token0.key === token) {
      numerator *= pair.reserve1.raw;
      denominator *= pair.reserve0.raw;
      token = pair.token1.key;
    } else {
      numerator *= pair.reserve0.raw;
      denominator *= pair.reserve1.raw;
      token = pair.token0.key;
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
    private readonly index: PairIndex,
    private readonly direction: SearchDirection,
    private readonly inputToken: number,
    private readonly capacity: number,
  ) {}

  private midPrice(candidate: RouteCandidate): readonly [bigint, bigint] {
    candidate.midPrice ??= midPriceOf(this.index, candidate.pairIndexes, this.inputToken);
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
  index: PairIndex;
  direction: SearchDirection;
  /** Token.key of the input and output tokens (wrapped). */
  inputToken: number;
  outputToken: number;
  /** Exact in: the input amount. Exact out: the output amount. */
  amount: bigint;
  maxHops: number;
  /** By hop count: the collectors a route of that length is offered to. */
  collectorsByHops: readonly (readonly TopRoutes[])[];
}

/**
 * The walk itself, as a class so that no closures are created per search (they cost an
 * allocation each, and a defineProperty each under tools that keep function names).
 */
class RouteWalker {
  private readonly stack: number[];
  private readonly exactIn: boolean;
  private readonly target: number;

  constructor(private readonly search: RouteSearch) {
    this.stack = new Array<number>(search.maxHops).fill(-1);
    this.exactIn = search.direction === 'exactIn';
    this.target = this.exactIn ? search.outputToken : search.inputToken;
  }

  run(): void {
    this.step(this.exactIn ? this.search.inputToken : this.search.outputToken, this.search.amount, 0);
  }

  private complete(hops: number, amount: bigint): void {
    const collectors = this.search.collectorsByHops[hops]!;
    let wanted = false;
    for (const collector of collectors) if (collector.mayAccept(amount)) wanted = true;
    if (!wanted) return;
    const walked = this.stack.slice(0, hops);
    const candidate: RouteCandidate = { pairIndexes: this.exactIn ? walked : walked.reverse(), amount };
    for (const collector of collectors) collector.offer(candidate);
  }

  private step(token: number, amount: bigint, depth: number): void {
    const { index, maxHops } = this.search;
    const stack = this.stack;
    const lastHop = depth + 1 >= maxHops;
    // On the last hop only a pair into the target can complete a route, so only those are tried.
    const edges = lastHop ? index.edgesBetween(token, this.target) : index.edgesOf(token);
    if (!edges) return;
    // The same for every pair tried from here.
    const amountWithFee = this.exactIn ? amount * FEE_NUMERATOR : 0n;
    for (let k = 0; k < edges.length; k++) {
      const edge = edges[k]!;
      let used = false;
      for (let d = 0; d < depth; d++) if (stack[d] === edge.index) used = true;
      if (used) continue;
      // Exact in walks forward (here is the input side); exact out walks backward (here is the output side).
      const reserveHere = edge.reserveHere;
      const reserveThere = edge.reserveThere;
      if (reserveHere === 0n || reserveThere === 0n) continue;
      let next: bigint;
      if (this.exactIn) {
        // getAmountOut: in×9975×rOut / (rIn×10000 + in×9975)
        next = (amountWithFee * reserveThere) / (reserveHere * FEE_DENOMINATOR + amountWithFee);
        if (next === 0n) continue;
      } else {
        // getAmountIn: rIn×out×10000 / ((rOut − out)×9975) + 1
        if (amount >= reserveHere) continue;
        next = (reserveThere * amount * FEE_DENOMINATOR) / ((reserveHere - amount) * FEE_NUMERATOR) + 1n;
      }
      stack[depth] = edge.index;
      if (edge.other === this.target) this.complete(depth + 1, next);
      else if (!lastHop) this.step(edge.other, next, depth + 1);
    }
    stack[depth] = -1;
  }
}

/** Runs the search, offering every complete route to its collectors. */
export function searchRoutes(search: RouteSearch): void {
  new RouteWalker(search).run();
}

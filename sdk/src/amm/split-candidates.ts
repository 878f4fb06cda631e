// The routes a split may use: the best for one step's amount (what the first steps go to), and
// the best for the whole amount (the single route the split must beat).
import type { PairIndex } from './pair-index.ts';
import { type RouteCandidate, type SearchDirection, searchRoutes, TopRoutes } from './route-search.ts';

export interface CandidateOptions {
  /** The amount is split in this many equal steps. */
  steps: number;
  maxHops: number;
  /** How many routes to keep, ranked on one step's amount. */
  candidates: number;
}

/** The routes worth splitting over: the best for one step's amount, then the best for the whole. */
export function candidateRoutes(
  index: PairIndex,
  direction: SearchDirection,
  inputToken: number,
  outputToken: number,
  amount: bigint,
  options: CandidateOptions,
): { routes: (readonly number[])[]; bestWhole: number } {
  const rank = (value: bigint, capacity: number): RouteCandidate[] => {
    if (value === 0n) return [];
    const top = new TopRoutes(index, direction, inputToken, capacity);
    const collectorsByHops: TopRoutes[][] = [[]];
    for (let hops = 1; hops <= options.maxHops; hops++) collectorsByHops.push([top]);
    searchRoutes({
      index,
      direction,
      inputToken,
      outputToken,
      amount: value,
      maxHops: options.maxHops,
      collectorsByHops,
    });
    return top.items;
  };
  const routes: (readonly number[])[] = [];
  const positions = new Map<string, number>();
  const add = (candidate: RouteCandidate): number => {
    const key = candidate.pairIndexes.join(',');
    let position = positions.get(key);
    if (position === undefined) {
      position = routes.length;
      positions.set(key, position);
      routes.push(candidate.pairIndexes);
    }
    return position;
  };
  for (const candidate of rank(amount / BigInt(options.steps), options.candidates)) add(candidate);
  const [bestForWhole] = rank(amount, 1);
  return { routes, bestWhole: bestForWhole ? add(bestForWhole) : -1 };
}

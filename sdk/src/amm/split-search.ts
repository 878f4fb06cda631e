// The search for the best split of an amount over up to 4 routes, in whole steps (5% by default).
// Steps are handed out one at a time to the candidate route that gains most (water filling,
// optimal when routes share no pair), then moved between routes while that gains (hill climbing,
// which catches what overlapping routes and the part limit make the first pass miss), with the
// parts that share pairs tried in every order. Every allocation is valued exactly as the chain
// would execute it. Deterministic: candidates come in the route search's order and a tie keeps
// the earlier choice.
import type { PairIndex } from './pair-index.ts';
import type { SearchDirection } from './route-search.ts';
import { candidateRoutes } from './split-candidates.ts';
import { type Allocation, emptyAllocation, partCount, SplitEvaluator } from './split-evaluator.ts';

export interface SplitSearchOptions {
  /** The most routes a split uses (1 to 4). */
  maxParts: number;
  /** The amount is split in this many equal steps (20 = 5% steps). */
  steps: number;
  maxHops: number;
  /** How many routes, best for one step's amount, the split may choose from. */
  candidates: number;
}

/** A split found: per part (in execution order) its route, steps, amount and quoted other side. */
export interface SplitAllocation {
  readonly routes: readonly (readonly number[])[];
  readonly steps: readonly number[];
  /** Exact in: each part's input. Exact out: each part's output. */
  readonly amounts: readonly bigint[];
  /** Exact in: each part's output. Exact out: each part's input. */
  readonly quotes: readonly bigint[];
  /** The sum of the quotes. */
  readonly total: bigint;
}

/** A total as a score where more is better: the output (exact in) or minus the input (exact out). */
function scoreOf(evaluator: SplitEvaluator, total: bigint | undefined): bigint | undefined {
  return total === undefined ? undefined : evaluator.exactIn ? total : -total;
}

/**
 * Hands out the steps one by one, each to the candidate whose score gains most. Gains are
 * re-measured lazily: a candidate's gain only shrinks as steps are handed out (the routes'
 * prices worsen with volume, and with volume on a shared pair), so the candidate with the best
 * gain measured earlier is re-measured first and wins if it still beats every other earlier
 * measure; ties go to the earlier candidate.
 */
function fillSteps(evaluator: SplitEvaluator, maxParts: number): Allocation | undefined {
  const count = evaluator.pairIndexes.length;
  const allocation = emptyAllocation(count);
  const { steps } = allocation;
  // undefined: the step would revert (or was never measured); null: not measured yet.
  const gains: (bigint | undefined | null)[] = new Array(count).fill(null);
  const measuredAt = new Array<number>(count).fill(0);
  let base = 0n;
  for (let allocated = 1; allocated <= evaluator.steps; allocated++) {
    const full = partCount(allocation) >= maxParts;
    for (;;) {
      // The best measure, a never-measured candidate counting as best of all.
      let pick = -1;
      for (let c = 0; c < count; c++) {
        if (full && steps[c] === 0) continue;
        const gain = gains[c];
        if (gain === undefined) continue;
        if (pick < 0) pick = c;
        else {
          const best = gains[pick];
          if (best !== null && (gain === null || gain > best!)) pick = c;
        }
      }
      if (pick < 0) return undefined;
      if (measuredAt[pick] === allocated) {
        steps[pick]!++;
        base += gains[pick] as bigint;
        break;
      }
      steps[pick]!++;
      const score = scoreOf(evaluator, evaluator.total(allocation, allocated));
      steps[pick]!--;
      gains[pick] = score === undefined ? undefined : score - base;
      measuredAt[pick] = allocated;
    }
  }
  return allocation;
}

/** The order with candidate `c` moved to just before the `position`-th part (or after the last). */
function placed(allocation: Allocation, c: number, position: number): number[] {
  const order = allocation.order.filter((other) => other !== c);
  let seen = 0;
  for (let i = 0; i < order.length; i++) {
    if (allocation.steps[order[i]!] === 0) continue;
    if (seen++ === position) {
      order.splice(i, 0, c);
      return order;
    }
  }
  order.push(c);
  return order;
}

interface Move {
  from: number;
  to: number;
  shift: number;
  order: number[];
  /** The score change expected from the parts' marginal gains and losses. */
  expected: bigint | undefined;
}

/**
 * The moves worth trying from the allocation, the most promising first: one step from a part to
 * another route, and at the part limit all of a part's steps to a route not in use (how a route
 * replaces another). A route taken into use that shares a pair with a part is tried at every
 * place in the order. Each one-step move is expected to change the score by the receiving
 * route's marginal gain minus the giving part's marginal loss; where the receiving route shares
 * no pair with any part that is exact (to the rounding wei), so such a move expected to lose is
 * left out.
 */
function movesFrom(
  evaluator: SplitEvaluator,
  allocation: Allocation,
  maxParts: number,
  score: bigint | undefined,
): Move[] {
  const { steps } = allocation;
  const count = steps.length;
  const full = evaluator.steps;
  const parts = partCount(allocation);
  const losses: (bigint | undefined)[] = [];
  const gains: (bigint | undefined)[] = [];
  for (let c = 0; c < count && score !== undefined; c++) {
    if (steps[c]! > 0) {
      steps[c]!--;
      const without = scoreOf(evaluator, evaluator.total(allocation, full - 1));
      steps[c]!++;
      losses[c] = without === undefined ? undefined : score! - without;
    }
    if (steps[c]! > 0 || parts < maxParts || steps.includes(1)) {
      steps[c]!++;
      const more = scoreOf(evaluator, evaluator.total(allocation, full + 1));
      steps[c]!--;
      gains[c] = more === undefined ? undefined : more - score!;
    }
  }
  const moves: Move[] = [];
  for (let from = 0; from < count; from++) {
    const had = steps[from]!;
    if (had === 0) continue;
    for (let to = 0; to < count; to++) {
      if (to === from) continue;
      const opening = steps[to] === 0;
      if (opening && parts >= maxParts && had > 1) {
        moves.push({ from, to, shift: had, order: allocation.order, expected: undefined });
        continue;
      }
      const loss = losses[from];
      const gain = gains[to];
      const expected = loss === undefined || gain === undefined ? undefined : gain - loss;
      const sharing = evaluator.sharesWithParts(allocation, to, -1);
      if (!sharing && expected !== undefined && expected <= 0n) continue;
      if (!opening || !sharing) {
        moves.push({ from, to, shift: 1, order: allocation.order, expected });
        continue;
      }
      steps[from] = had - 1;
      const places = partCount(allocation);
      for (let position = 0; position <= places; position++) {
        moves.push({ from, to, shift: 1, order: placed(allocation, to, position), expected });
      }
      steps[from] = had;
    }
  }
  // Most promising first; unknown expectations last; the sort is stable, so ties keep their order.
  return moves.sort((a, b) =>
    a.expected === b.expected
      ? 0
      : a.expected === undefined
        ? 1
        : b.expected === undefined
          ? -1
          : a.expected > b.expected
            ? -1
            : 1,
  );
}

/**
 * Applies the first move that improves the score, while one does; returns the final total. From
 * an allocation that would revert, the first move to one that would not is taken.
 */
function climb(evaluator: SplitEvaluator, allocation: Allocation, maxParts: number, current: bigint | undefined) {
  // Every accepted move strictly improves the total; the caps only bound the time.
  for (let round = 0; round < 4 * evaluator.steps && !evaluator.exhausted; round++) {
    const score = scoreOf(evaluator, current);
    let improved = false;
    for (const move of movesFrom(evaluator, allocation, maxParts, score)) {
      const { steps } = allocation;
      const order = allocation.order;
      steps[move.from]! -= move.shift;
      steps[move.to]! += move.shift;
      allocation.order = move.order;
      const total = evaluator.total(allocation);
      if (evaluator.better(total, current)) {
        current = total;
        improved = true;
        break;
      }
      steps[move.from]! += move.shift;
      steps[move.to]! -= move.shift;
      allocation.order = order;
    }
    if (!improved) break;
  }
  return current;
}

/** Every order of the items. */
function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  const result: number[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) result.push([item, ...rest]);
  });
  return result;
}

/**
 * Tries the parts that share pairs in other orders (the best steps depend on the order: the part
 * that runs first meets the better price on the shared pair): every order valued at the current
 * steps, and the best other one climbed from there. Leaves the better in `allocation`.
 */
function reorder(evaluator: SplitEvaluator, allocation: Allocation, maxParts: number, current: bigint | undefined) {
  const slots: number[] = [];
  allocation.order.forEach((c, slot) => {
    if (allocation.steps[c]! > 0 && evaluator.sharesWithParts(allocation, c, -1)) slots.push(slot);
  });
  if (slots.length < 2) return current;
  const sharing = slots.map((slot) => allocation.order[slot]!);
  let trial: Allocation | undefined;
  let trialTotal: bigint | undefined;
  for (const candidate of permutations(sharing).slice(1)) {
    const order = [...allocation.order];
    candidate.forEach((c, i) => {
      order[slots[i]!] = c;
    });
    const total = evaluator.total({ steps: allocation.steps, order });
    if (!trial || evaluator.better(total, trialTotal)) {
      trial = { steps: [...allocation.steps], order };
      trialTotal = total;
    }
  }
  const climbed = climb(evaluator, trial!, maxParts, trialTotal);
  if (!evaluator.better(climbed, current)) return current;
  allocation.steps = trial!.steps;
  allocation.order = trial!.order;
  return climbed;
}

/** Climbs, then tries other orders, until neither improves. */
function improve(evaluator: SplitEvaluator, allocation: Allocation, maxParts: number): bigint | undefined {
  let current = climb(evaluator, allocation, maxParts, evaluator.total(allocation));
  for (let round = 0; round < 4 && !evaluator.exhausted; round++) {
    const reordered = reorder(evaluator, allocation, maxParts, current);
    if (!evaluator.better(reordered, current)) break;
    current = climb(evaluator, allocation, maxParts, reordered);
  }
  return current;
}

/** The steps shared as evenly as possible over the first `parts` candidates. */
function evenShares(count: number, parts: number, steps: number): Allocation {
  const allocation = emptyAllocation(count);
  for (let c = 0; c < parts; c++) allocation.steps[c] = Math.floor(steps / parts) + (c < steps % parts ? 1 : 0);
  return allocation;
}

/** The best allocation over two candidates, in every uneven share of the steps. */
function bestTwoParts(evaluator: SplitEvaluator, count: number, steps: number): Allocation | undefined {
  let best: Allocation | undefined;
  let bestTotal: bigint | undefined;
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      for (let k = 1; k < steps; k++) {
        const allocation = emptyAllocation(count);
        allocation.steps[a] = k;
        allocation.steps[b] = steps - k;
        const total = evaluator.total(allocation);
        if (evaluator.better(total, bestTotal)) {
          best = allocation;
          bestTotal = total;
        }
      }
    }
  }
  return best;
}

/**
 * The best split of `amount` found over the candidate routes, or undefined when no route can take
 * it. A one-part result is a single route.
 */
export function searchSplit(
  index: PairIndex,
  direction: SearchDirection,
  inputToken: number,
  outputToken: number,
  amount: bigint,
  options: SplitSearchOptions,
): SplitAllocation | undefined {
  if (amount <= 0n) return undefined;
  const { routes, bestWhole } = candidateRoutes(index, direction, inputToken, outputToken, amount, options);
  if (routes.length === 0) return undefined;
  const evaluator = new SplitEvaluator(index, direction, inputToken, routes, amount, options.steps);

  // Water filling first. Where it runs into a dead end (an exact output that only some mixes of
  // routes can pay), the whole amount on the best route for it, then even shares over the best
  // 2, 3, … candidates.
  const starts: Allocation[] = [];
  const filled = fillSteps(evaluator, options.maxParts);
  if (filled) starts.push(filled);
  else {
    if (bestWhole >= 0) {
      const single = emptyAllocation(routes.length);
      single.steps[bestWhole] = options.steps;
      starts.push(single);
    }
    for (let parts = 2; parts <= Math.min(options.maxParts, routes.length); parts++) {
      starts.push(evenShares(routes.length, parts, options.steps));
    }
    // None of those pays it: an uneven pair of routes may.
    if (options.maxParts >= 2 && starts.every((start) => evaluator.total(start) === undefined)) {
      const pair = bestTwoParts(evaluator, routes.length, options.steps);
      if (pair) starts.push(pair);
    }
  }
  let bestAllocation: Allocation | undefined;
  let bestTotal: bigint | undefined;
  for (const start of starts) {
    const total = improve(evaluator, start, options.maxParts);
    if (evaluator.better(total, bestTotal)) {
      bestTotal = total;
      bestAllocation = start;
    }
  }
  if (!bestAllocation) return undefined;
  const result = evaluator.quotesOf(bestAllocation)!;
  let total = 0n;
  for (const quote of result.quotes) total += quote;
  return {
    routes: result.parts.map((c) => routes[c]!),
    steps: result.parts.map((c) => bestAllocation.steps[c]!),
    amounts: result.amounts,
    quotes: result.quotes,
    total,
  };
}

// A brute-force split search for the property tests, written independently of the SDK's: every
// route, every ordered choice of up to N routes, every way to share the steps, each valued by
// swapping through Pair objects one part after the other.
import { CurrencyAmount, Pair, type Token } from '../../src/index.ts';

export type Direction = 'exactIn' | 'exactOut';

/** Every route (list of pair positions) from `from` to `to` of at most `maxHops` pairs, each pair once. */
export function allRoutes(pairs: readonly Pair[], from: Token, to: Token, maxHops: number): number[][] {
  const routes: number[][] = [];
  const walk = (token: Token, used: number[]) => {
    if (used.length >= maxHops) return;
    pairs.forEach((pair, position) => {
      if (used.includes(position) || !pair.involvesToken(token)) return;
      const next = pair.otherToken(token);
      const route = [...used, position];
      if (next.equals(to)) routes.push(route);
      else walk(next, route);
    });
  };
  walk(from, []);
  return routes;
}

/** The parts' quotes (outputs in, inputs out) run in order on shared reserves, or undefined on a revert. */
export function runSplit(
  pairs: readonly Pair[],
  direction: Direction,
  from: Token,
  routes: readonly (readonly number[])[],
  amounts: readonly bigint[],
): bigint[] | undefined {
  return runSplitWithPairs(pairs, direction, from, routes, amounts)?.quotes;
}

/** runSplit's quotes, and the pairs as the split leaves them. */
export function runSplitWithPairs(
  pairs: readonly Pair[],
  direction: Direction,
  from: Token,
  routes: readonly (readonly number[])[],
  amounts: readonly bigint[],
): { quotes: bigint[]; pairs: Pair[] } | undefined {
  const state = [...pairs];
  const quotes: bigint[] = [];
  try {
    routes.forEach((route, p) => {
      const path: Token[] = [from];
      for (const position of route) path.push(state[position]!.otherToken(path.at(-1)!));
      const hopAmounts: bigint[] = new Array(route.length + 1);
      if (direction === 'exactIn') {
        hopAmounts[0] = amounts[p]!;
        route.forEach((position, h) => {
          hopAmounts[h + 1] = state[position]!.getOutputAmount(CurrencyAmount.fromRaw(path[h]!, hopAmounts[h]!)).raw;
        });
      } else {
        hopAmounts[route.length] = amounts[p]!;
        for (let h = route.length - 1; h >= 0; h--) {
          hopAmounts[h] = state[route[h]!]!.getInputAmount(
            CurrencyAmount.fromRaw(path[h + 1]!, hopAmounts[h + 1]!),
          ).raw;
        }
      }
      route.forEach((position, h) => {
        const pair = state[position]!;
        state[position] = new Pair(
          pair.reserveOf(path[h]!).add(CurrencyAmount.fromRaw(path[h]!, hopAmounts[h]!)),
          pair.reserveOf(path[h + 1]!).subtract(CurrencyAmount.fromRaw(path[h + 1]!, hopAmounts[h + 1]!)),
        );
      });
      quotes.push(direction === 'exactIn' ? hopAmounts[route.length]! : hopAmounts[0]!);
    });
  } catch {
    return undefined;
  }
  return { quotes, pairs: state };
}

/** Ways to write `total` as an ordered sum of `parts` positive integers. */
function compositions(total: number, parts: number): number[][] {
  if (parts === 1) return [[total]];
  const result: number[][] = [];
  for (let first = 1; first <= total - parts + 1; first++) {
    for (const rest of compositions(total - first, parts - 1)) result.push([first, ...rest]);
  }
  return result;
}

/** Ordered choices of `size` distinct items out of `count`. */
function arrangements(count: number, size: number): number[][] {
  if (size === 0) return [[]];
  const result: number[][] = [];
  for (const rest of arrangements(count, size - 1)) {
    for (let i = 0; i < count; i++) if (!rest.includes(i)) result.push([...rest, i]);
  }
  return result;
}

/**
 * The best total over every split of `amount` in `steps` equal steps (the remainder to the first
 * part, as the SDK does) over up to `maxParts` routes in any order; undefined when nothing works.
 */
export function bruteForceBestTotal(
  pairs: readonly Pair[],
  direction: Direction,
  from: Token,
  to: Token,
  amount: bigint,
  options: { maxHops: number; maxParts: number; steps: number },
): bigint | undefined {
  const routes = allRoutes(pairs, from, to, options.maxHops);
  let best: bigint | undefined;
  for (let parts = 1; parts <= Math.min(options.maxParts, routes.length); parts++) {
    const shares = compositions(options.steps, parts);
    for (const chosen of arrangements(routes.length, parts)) {
      for (const share of shares) {
        const amounts = share.map((k) => (amount * BigInt(k)) / BigInt(options.steps));
        amounts[0]! += amount - amounts.reduce((a, b) => a + b, 0n);
        const quotes = runSplit(
          pairs,
          direction,
          from,
          chosen.map((r) => routes[r]!),
          amounts,
        );
        if (!quotes) continue;
        const total = quotes.reduce((a, b) => a + b, 0n);
        if (best === undefined || (direction === 'exactIn' ? total > best : total < best)) best = total;
      }
    }
  }
  return best;
}

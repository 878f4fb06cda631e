import type { Pair } from './pair.ts';

/** A pair seen from one of its tokens: the other token, and the reserves on this side and that side. */
export interface PairEdge {
  /** Position of the pair in the index's list. */
  readonly index: number;
  /** Token.key of the pair's other token. */
  readonly other: number;
  readonly reserveHere: bigint;
  readonly reserveThere: bigint;
}

/**
 * Candidate pairs indexed by token for the route search, built lazily: a token's pairs are
 * collected the first time the search stands on it, so a search touches only the tokens it
 * walks through instead of indexing every pair up front. Edges keep the list's order, so routes
 * are found in the order a scan of the list finds them. Reuse one index across searches over
 * the same pairs to keep what was collected.
 */
export class PairIndex {
  readonly pairs: readonly Pair[];
  private readonly edgesByToken = new Map<number, readonly PairEdge[]>();
  /** target key → (token key → the edges from that token into the target) */
  private readonly edgesIntoToken = new Map<number, ReadonlyMap<number, readonly PairEdge[]>>();

  constructor(pairs: readonly Pair[]) {
    this.pairs = pairs;
  }

  /** Every pair of the token with key `token`, seen from that token. */
  edgesOf(token: number): readonly PairEdge[] {
    let edges = this.edgesByToken.get(token);
    if (!edges) {
      const collected: PairEdge[] = [];
      for (let index = 0; index < this.pairs.length; index++) {
        const pair = this.pairs[index]!;
        if (pair.token0.key === token) {
          collected.push({
            index,
            other: pair.token1.key,
            reserveHere: pair.reserve0.raw,
            reserveThere: pair.reserve1.raw,
          });
        } else if (pair.token1.key === token) {
          collected.push({
            index,
            other: pair.token0.key,
            reserveHere: pair.reserve1.raw,
            reserveThere: pair.reserve0.raw,
          });
        }
      }
      edges = collected;
      this.edgesByToken.set(token, edges);
    }
    return edges;
  }

  /** The pairs joining `token` and `target`, seen from `token` (usually zero or one). */
  edgesBetween(token: number, target: number): readonly PairEdge[] | undefined {
    let into = this.edgesIntoToken.get(target);
    if (!into) {
      const grouped = new Map<number, PairEdge[]>();
      for (const edge of this.edgesOf(target)) {
        const reversed = {
          index: edge.index,
          other: target,
          reserveHere: edge.reserveThere,
          reserveThere: edge.reserveHere,
        };
        const group = grouped.get(edge.other);
        if (group) group.push(reversed);
        else grouped.set(edge.other, [reversed]);
      }
      into = grouped;
      this.edgesIntoToken.set(target, into);
    }
    return into.get(token);
  }
}

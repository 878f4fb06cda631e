import type { Token } from './currency.ts';
import type { Pair } from './pair.ts';

/** One pair as the route search reads it: token ids and raw reserves, no objects to unwrap. */
export interface GraphPair {
  readonly token0: number;
  readonly token1: number;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly pair: Pair;
}

/**
 * Pairs indexed by token, built once per set of pairs: the search then only visits pairs that
 * touch the current token instead of scanning every pair at every step. Each token's list
 * keeps the pairs' original order, so routes are found in the same order as a full scan.
 */
export interface PairGraph {
  readonly pairs: readonly GraphPair[];
  readonly tokens: readonly Token[];
  /** For each token id, the indexes of the pairs it belongs to, ascending. */
  readonly adjacency: readonly (readonly number[])[];
  /** Token id by checksummed address. */
  readonly tokenIds: ReadonlyMap<string, number>;
}

export function buildPairGraph(pairs: readonly Pair[]): PairGraph {
  const tokenIds = new Map<string, number>();
  const tokens: Token[] = [];
  const adjacency: number[][] = [];
  const idOf = (token: Token): number => {
    let id = tokenIds.get(token.address);
    if (id === undefined) {
      id = tokens.length;
      tokenIds.set(token.address, id);
      tokens.push(token);
      adjacency.push([]);
    }
    return id;
  };
  const chainId = pairs[0]?.chainId;
  const graphPairs = pairs.map((pair, index): GraphPair => {
    // Token ids are keyed by address, which is only unique on one chain.
    if (pair.chainId !== chainId) throw new Error('Pairs are on different chains');
    const token0 = idOf(pair.token0);
    const token1 = idOf(pair.token1);
    adjacency[token0]!.push(index);
    adjacency[token1]!.push(index);
    return { token0, token1, reserve0: pair.reserve0.raw, reserve1: pair.reserve1.raw, pair };
  });
  return { pairs: graphPairs, tokens, adjacency, tokenIds };
}

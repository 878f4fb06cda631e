// Adapters between our SDK and @pancakeswap/sdk, so the same pairs and queries run through both
// and their answers compare as plain strings. Used by the routing bench and the parity tests.
import * as Pancake from '@pancakeswap/sdk';
import type { Pair, Token, Trade } from '../src/index.ts';

export type PancakePair = InstanceType<typeof Pancake.Pair>;
export type PancakeToken = InstanceType<typeof Pancake.ERC20Token>;

/** Their version of our pairs (and tokens, by address). */
export function toPancake(pairs: readonly Pair[]): { pairs: PancakePair[]; token: (token: Token) => PancakeToken } {
  const tokens = new Map<string, PancakeToken>();
  const token = (ours: Token): PancakeToken => {
    let theirs = tokens.get(ours.address);
    if (!theirs) {
      theirs = new Pancake.ERC20Token(ours.chainId, ours.address, ours.decimals, ours.symbol, ours.name);
      tokens.set(ours.address, theirs);
    }
    return theirs;
  };
  const converted = pairs.map(
    (pair) =>
      new Pancake.Pair(
        Pancake.CurrencyAmount.fromRawAmount(token(pair.token0), pair.reserve0.raw),
        Pancake.CurrencyAmount.fromRawAmount(token(pair.token1), pair.reserve1.raw),
      ),
  );
  return { pairs: converted, token };
}

/** "path|input|output" per trade: equal strings mean same route and same amounts. */
export function describeOurs(trades: readonly Trade[]): string[] {
  return trades.map(
    (trade) =>
      `${trade.route.path.map((token) => token.address).join('>')}|${trade.inputAmount.raw}|${trade.outputAmount.raw}`,
  );
}

interface PancakeTradeLike {
  route: { path: readonly { address: string }[] };
  inputAmount: { quotient: bigint };
  outputAmount: { quotient: bigint };
}

export function describeTheirs(trades: readonly PancakeTradeLike[]): string[] {
  return trades.map(
    (trade) =>
      `${trade.route.path.map((token) => token.address).join('>')}|${trade.inputAmount.quotient}|${trade.outputAmount.quotient}`,
  );
}

export function pancakeBestTradeExactIn(
  pairs: PancakePair[],
  tokenIn: PancakeToken,
  amountIn: bigint,
  tokenOut: PancakeToken,
  options: { maxHops: number; maxNumResults: number },
): PancakeTradeLike[] {
  return Pancake.Trade.bestTradeExactIn(
    pairs,
    Pancake.CurrencyAmount.fromRawAmount(tokenIn, amountIn),
    tokenOut,
    options,
  );
}

export function pancakeBestTradeExactOut(
  pairs: PancakePair[],
  tokenIn: PancakeToken,
  amountOut: bigint,
  tokenOut: PancakeToken,
  options: { maxHops: number; maxNumResults: number },
): PancakeTradeLike[] {
  return Pancake.Trade.bestTradeExactOut(
    pairs,
    tokenIn,
    Pancake.CurrencyAmount.fromRawAmount(tokenOut, amountOut),
    options,
  );
}

// The split routing bench, run by routing.ts in the same process: our bestSplitTradeExactIn /
// bestSplitTradeExactOut against @pancakeswap/sdk's best single route (Trade.bestTradeExactIn /
// bestTradeExactOut, up to 3 hops) on the same pairs: the devnet's seeded markets, and the
// routing bench's 100 synthetic pairs. Trades of 0.1%, 1%, 5% and 20% of the deepest reserve of
// the typed token; the extra output (exact in) or the input saved (exact out), in basis points.
import { priceOf, SEED_PAIRS, seedAmountsOf } from '@flaskswap/devnet';
import * as Pancake from '@pancakeswap/sdk';
import {
  bestSplitTradeExactIn,
  bestSplitTradeExactOut,
  bestTradeExactIn,
  CurrencyAmount,
  Pair,
  type SplitTrade,
  type SplitTradeOptions,
  Token,
  type TradeType,
  ZERO_PERCENT,
} from '../src/index.ts';
import { buildMarket, median, timeRunners } from './benchKit.ts';
import { type PancakePair, type PancakeToken, toPancake } from './pancake.ts';

/** Share of the deepest reserve of the typed token, in basis points, and how the table names it. */
export const SPLIT_SIZES = [
  { bips: 10n, label: '0.1%' },
  { bips: 100n, label: '1%' },
  { bips: 500n, label: '5%' },
  { bips: 2000n, label: '20%' },
] as const;
/** The gas price the split's extra gas is valued at (BNB priced through the pairs). */
export const SPLIT_GAS_PRICE_WEI = 10n ** 9n;

interface Query {
  tokenIn: Token;
  tokenOut: Token;
  amount: bigint;
}

interface SplitMarket {
  name: string;
  pairs: Pair[];
  theirs: { pairs: PancakePair[]; token: (token: Token) => PancakeToken };
  /** Where BNB is priced from; undefined: gas is not counted. */
  wrappedNative: Token | undefined;
  /** Per ordered token pair of the queries, the number of routes of up to 3 hops. */
  tokenPairs: { tokenIn: Token; tokenOut: Token; routes: number }[];
}

export interface SplitRow {
  market: string;
  tradeType: TradeType;
  size: string;
  queries: number;
  /** Queries where the split beat the single route by more than its gas and was chosen. */
  splits: number;
  meanExtraBps: number;
  medianExtraBps: number;
  minExtraBps: number;
  maxExtraBps: number;
  /** Median time per query in CPU time of the process (the targets' measure), and on the wall. */
  pancakeUsPerQuery: number;
  oursUsPerQuery: number;
  pancakeWallUsPerQuery: number;
  oursWallUsPerQuery: number;
}

export interface DevnetPairRow {
  pair: string;
  routes: number;
  /** Exact in, per size: the split's extra output over PancakeSwap's best route, bps. */
  extraBps: number[];
}

/** Every ordered pair of tokens with two or more routes of up to 3 hops over the pairs. */
function tokenPairsWithRoutes(pairs: readonly Pair[], tokens: readonly Token[]) {
  const found: SplitMarket['tokenPairs'] = [];
  for (const tokenIn of tokens) {
    for (const tokenOut of tokens) {
      if (tokenIn === tokenOut) continue;
      const one = CurrencyAmount.fromRaw(tokenIn, 10n ** BigInt(tokenIn.decimals));
      const routes = bestTradeExactIn(pairs, one, tokenOut, { maxHops: 3, maxNumResults: 100 }).length;
      if (routes >= 2) found.push({ tokenIn, tokenOut, routes });
    }
  }
  return found;
}

/** The devnet's seeded pairs at their seed reserves (amm.seed.ts), the fee-on-transfer token left out. */
function devnetMarket(): SplitMarket {
  const symbols = [...new Set(SEED_PAIRS.flatMap(([x, y]) => [x, y]))].filter((symbol) => symbol !== 'BURN');
  const tokens = new Map(
    symbols.map((symbol, i) => [
      symbol,
      new Token({
        chainId: 56, // a chain @pancakeswap/sdk knows a factory on (its pairs compute their address)
        address: `0x${(0x5eed0000 + i).toString(16).padStart(40, '0')}`,
        decimals: priceOf(symbol).decimals,
        symbol,
      }),
    ]),
  );
  const pairs = SEED_PAIRS.filter(([x, y]) => tokens.has(x) && tokens.has(y)).map((seed) => {
    const [amountX, amountY] = seedAmountsOf(seed);
    return new Pair(
      CurrencyAmount.fromRaw(tokens.get(seed[0])!, amountX),
      CurrencyAmount.fromRaw(tokens.get(seed[1])!, amountY),
    );
  });
  return {
    name: `devnet seed (${pairs.length} pairs)`,
    pairs,
    theirs: toPancake(pairs),
    wrappedNative: tokens.get('WBNB'),
    tokenPairs: tokenPairsWithRoutes(pairs, [...tokens.values()]),
  };
}

/** The routing bench's 100-pair market (same seed) and its 12 token pairs. */
function syntheticMarket(): SplitMarket {
  const market = buildMarket(100, 24, 1002, 12, [1n]);
  return {
    name: '100 synthetic pairs',
    pairs: market.pairs,
    theirs: market.theirs,
    wrappedNative: undefined,
    tokenPairs: market.queries.map(({ tokenIn, tokenOut }) => ({ tokenIn, tokenOut, routes: 0 })),
  };
}

function deepestReserve(pairs: readonly Pair[], token: Token): bigint {
  let deepest = 0n;
  for (const pair of pairs)
    if (pair.involvesToken(token) && pair.reserveOf(token).raw > deepest) deepest = pair.reserveOf(token).raw;
  return deepest;
}

function queriesOf(market: SplitMarket, tradeType: TradeType, bips: bigint): Query[] {
  return market.tokenPairs.map(({ tokenIn, tokenOut }) => {
    const typed = tradeType === 'exactIn' ? tokenIn : tokenOut;
    return { tokenIn, tokenOut, amount: (deepestReserve(market.pairs, typed) * bips) / 10_000n };
  });
}

/** Our split (or single route), as the app asks for it but with no hop preference: the single route it falls back to is the best one. */
function oursRunner(market: SplitMarket, tradeType: TradeType, queries: readonly Query[]) {
  const options: SplitTradeOptions = {
    minimumDelta: ZERO_PERCENT,
    ...(market.wrappedNative && { gas: { priceWei: SPLIT_GAS_PRICE_WEI, wrappedNative: market.wrappedNative } }),
  };
  const amounts = queries.map(({ tokenIn, tokenOut, amount }) =>
    CurrencyAmount.fromRaw(tradeType === 'exactIn' ? tokenIn : tokenOut, amount),
  );
  return {
    run: (q: number): SplitTrade | undefined => {
      const { tokenIn, tokenOut } = queries[q]!;
      return tradeType === 'exactIn'
        ? bestSplitTradeExactIn(market.pairs, amounts[q]!, tokenOut, options)
        : bestSplitTradeExactOut(market.pairs, tokenIn, amounts[q]!, options);
    },
  };
}

function pancakeRunner(market: SplitMarket, tradeType: TradeType, queries: readonly Query[]) {
  const { pairs, token } = market.theirs;
  const options = { maxHops: 3, maxNumResults: 1 };
  const amounts = queries.map(({ tokenIn, tokenOut, amount }) =>
    Pancake.CurrencyAmount.fromRawAmount(token(tradeType === 'exactIn' ? tokenIn : tokenOut), amount),
  );
  return {
    /** The best single route's output (exact in) or input (exact out), if any. */
    run: (q: number): bigint | undefined => {
      const { tokenIn, tokenOut } = queries[q]!;
      const [best] =
        tradeType === 'exactIn'
          ? Pancake.Trade.bestTradeExactIn(pairs, amounts[q]!, token(tokenOut), options)
          : Pancake.Trade.bestTradeExactOut(pairs, token(tokenIn), amounts[q]!, options);
      if (!best) return undefined;
      return tradeType === 'exactIn' ? best.outputAmount.quotient : best.inputAmount.quotient;
    },
  };
}

/** The split's gain over PancakeSwap's best route in bps (more out, or less in); undefined where either has no trade. */
function extraBps(tradeType: TradeType, ours: SplitTrade | undefined, theirs: bigint | undefined): number | undefined {
  if (!ours || theirs === undefined || theirs === 0n) return undefined;
  const gain = tradeType === 'exactIn' ? ours.outputAmount.raw - theirs : theirs - ours.inputAmount.raw;
  return Number((gain * 1_000_000n) / theirs) / 100;
}

export interface SplitBenchResult {
  rows: SplitRow[];
  devnetPairs: DevnetPairRow[];
  /** Queries where our trade was worse than PancakeSwap's best single route (must be none). */
  losses: string[];
}

export function runSplitBench({ samples, minSampleUs }: { samples: number; minSampleUs: number }): SplitBenchResult {
  const rows: SplitRow[] = [];
  const losses: string[] = [];
  const devnet = devnetMarket();
  const devnetPairs: DevnetPairRow[] = devnet.tokenPairs.map(({ tokenIn, tokenOut, routes }) => ({
    pair: `${tokenIn.symbol} → ${tokenOut.symbol}`,
    routes,
    extraBps: [],
  }));
  for (const market of [devnet, syntheticMarket()]) {
    for (const tradeType of ['exactIn', 'exactOut'] as const) {
      for (const { bips, label } of SPLIT_SIZES) {
        const queries = queriesOf(market, tradeType, bips);
        const ours = oursRunner(market, tradeType, queries);
        const theirs = pancakeRunner(market, tradeType, queries);
        const gains: number[] = [];
        let splits = 0;
        for (let q = 0; q < queries.length; q++) {
          const trade = ours.run(q);
          const best = theirs.run(q);
          const gain = extraBps(tradeType, trade, best);
          if (trade?.isSplit) splits++;
          if (gain !== undefined) gains.push(gain);
          if (!trade && best !== undefined)
            losses.push(`${market.name} ${tradeType} ${label} query ${q}: no trade where PancakeSwap has one`);
          if (gain !== undefined && gain < 0)
            losses.push(`${market.name} ${tradeType} ${label} query ${q}: ${gain} bps`);
          if (market === devnet && tradeType === 'exactIn') devnetPairs[q]!.extraBps.push(gain ?? Number.NaN);
        }
        const times = timeRunners([theirs, ours], queries.length, { samples, minSampleUs });
        const round = (value: number) => Math.round(value * 10) / 10;
        rows.push({
          market: market.name,
          tradeType,
          size: label,
          queries: queries.length,
          splits,
          meanExtraBps: round(gains.reduce((sum, gain) => sum + gain, 0) / Math.max(gains.length, 1)),
          medianExtraBps: round(median(gains)),
          minExtraBps: round(Math.min(...gains)),
          maxExtraBps: round(Math.max(...gains)),
          pancakeUsPerQuery: round(times.cpu[0]!),
          oursUsPerQuery: round(times.cpu[1]!),
          pancakeWallUsPerQuery: round(times.wall[0]!),
          oursWallUsPerQuery: round(times.wall[1]!),
        });
        console.log(
          `split ${market.name.padEnd(24)} ${tradeType.padEnd(8)} ${label.padStart(4)}  splits ${splits}/${queries.length}  ` +
            `extra mean ${rows.at(-1)!.meanExtraBps} bps  ours ${rows.at(-1)!.oursUsPerQuery} µs CPU (${rows.at(-1)!.oursWallUsPerQuery} wall)  ` +
            `pancake ${rows.at(-1)!.pancakeUsPerQuery} µs CPU`,
        );
      }
    }
  }
  return { rows, devnetPairs, losses };
}

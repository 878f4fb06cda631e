// The market keeper's trade choice, pure so one piece of code drives the live keeper and the
// history generated at startup, and tests can run it without a chain.

/** One pair as the keeper sees it: reserves now, and the price (token1 per token0, raw units) it was seeded at. */
export interface PairState {
  reserve0: bigint;
  reserve1: bigint;
  /** reserve1 / reserve0 right after the seed. */
  referencePrice: number;
}

export interface Trade {
  /** Index into the pairs the keeper trades. */
  pairIndex: number;
  /** True: sells token0 for token1 (the price of token0 falls). */
  zeroForOne: boolean;
  amountIn: bigint;
}

/** Each trade sells between these shares of the input reserve: price steps of about 0.04% to 0.4%. */
const MIN_TRADE_SHARE = 0.0002;
const MAX_TRADE_SHARE = 0.002;
/**
 * How strongly the keeper leans against a deviation: at +2% from the reference it sells token0
 * nine times in ten. Prices wander a few percent and come back.
 */
const REVERSION = 20;

/** ln(price / reference): positive when token0 is dearer than it was seeded at. */
export function deviationFromReference(pair: PairState): number {
  return Math.log(Number(pair.reserve1) / Number(pair.reserve0) / pair.referencePrice);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A random trade on pair `pairIndex`, more likely against its deviation than with it. */
export function chooseTradeOn(pair: PairState, pairIndex: number, random: () => number): Trade {
  const sellToken0Chance = clamp(0.5 + REVERSION * deviationFromReference(pair), 0.05, 0.95);
  const zeroForOne = random() < sellToken0Chance;
  const share = MIN_TRADE_SHARE + random() * (MAX_TRADE_SHARE - MIN_TRADE_SHARE);
  const reserveIn = zeroForOne ? pair.reserve0 : pair.reserve1;
  return { pairIndex, zeroForOne, amountIn: (reserveIn * BigInt(Math.round(share * 1e6))) / 1_000_000n };
}

/** A random trade on a random pair. */
export function chooseTrade(pairs: readonly PairState[], random: () => number): Trade {
  if (pairs.length === 0) throw new Error('no pairs to trade');
  const pairIndex = Math.min(pairs.length - 1, Math.floor(random() * pairs.length));
  return chooseTradeOn(pairs[pairIndex]!, pairIndex, random);
}

/** The pair's swap fee: 0.25% (sdk/src/amm/math.ts). */
const FEE_NUMERATOR = 9975;
const FEE_DENOMINATOR = 10_000;

/**
 * The trade that brings the pair's price back to its reference, or undefined when it is
 * already there. Selling `a` of token0 leaves x' = x + a and y' = x·y / (x + f·a) (f = 0.9975,
 * the fee stays in the pair), so y'/x' = p gives f·a² + x(1+f)·a + x² − x·y/p = 0; selling
 * token1 is the same with the roles swapped.
 */
export function restoringTrade(pair: PairState, pairIndex: number): Trade | undefined {
  const x = Number(pair.reserve0);
  const y = Number(pair.reserve1);
  const p = pair.referencePrice;
  const deviation = deviationFromReference(pair);
  if (Math.abs(deviation) < 1e-9) return undefined;
  const zeroForOne = deviation > 0;
  const f = FEE_NUMERATOR / FEE_DENOMINATOR;
  const reserveIn = zeroForOne ? x : y;
  const constant = zeroForOne ? x * x - (x * y) / p : y * y - p * x * y;
  const b = reserveIn * (1 + f);
  const amountIn = BigInt(Math.round((-b + Math.sqrt(b * b - 4 * f * constant)) / (2 * f)));
  return amountIn > 0n ? { pairIndex, zeroForOne, amountIn } : undefined;
}

/** What a pair holds after `trade` (the router's getAmountOut), for simulations and tests. */
export function afterTrade(pair: PairState, trade: Trade): PairState {
  const [reserveIn, reserveOut] = trade.zeroForOne ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0];
  const inWithFee = trade.amountIn * BigInt(FEE_NUMERATOR);
  const out = (inWithFee * reserveOut) / (reserveIn * BigInt(FEE_DENOMINATOR) + inWithFee);
  const newIn = reserveIn + trade.amountIn;
  const newOut = reserveOut - out;
  return trade.zeroForOne
    ? { ...pair, reserve0: newIn, reserve1: newOut }
    : { ...pair, reserve0: newOut, reserve1: newIn };
}

/** A small seeded random generator (mulberry32): the same seed gives the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

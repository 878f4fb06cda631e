// How the indexer values pairs, tokens and swaps. The same functions price the app's yield
// screens (deriveUsdPrices), so the two agree; display figures, never contract inputs.
import { toUnits } from '../yield/apr.ts';

/** The AMM fee every swap pays (0.25%), as a share of the volume. */
export const SWAP_FEE_SHARE = 0.0025;

/** Token1 per token0 at these reserves, in whole tokens; 0 while a side is empty. */
export function pairPrice(reserve0: bigint, reserve1: bigint, decimals0: number, decimals1: number): number {
  if (reserve0 <= 0n || reserve1 <= 0n) return 0;
  return toUnits(reserve1, decimals1) / toUnits(reserve0, decimals0);
}

export interface PricedSide {
  reserve: bigint;
  decimals: number;
  /** USD per whole token; undefined while unknown. */
  priceUsd: number | undefined;
}

export interface PriceFromPair {
  /** USD per whole token of the unknown side. */
  priceUsd: number;
  /** How deep the priced side is, in USD: a deeper pair is a better price source. */
  depthUsd: number;
}

/** Prices one side of a pair from the other, already priced side. */
export function priceThroughPair(known: PricedSide, unknown: Omit<PricedSide, 'priceUsd'>): PriceFromPair | undefined {
  if (known.priceUsd === undefined || known.reserve <= 0n || unknown.reserve <= 0n) return undefined;
  const depthUsd = toUnits(known.reserve, known.decimals) * known.priceUsd;
  return { priceUsd: depthUsd / toUnits(unknown.reserve, unknown.decimals), depthUsd };
}

/**
 * Whether a token should take its price from `candidate`: always from the pair it is priced by
 * now (its reserves moved), otherwise only from a pair at least as deep.
 */
export function shouldReprice(
  current: { pricePair: string | null; depthUsd: number },
  pair: string,
  candidate: PriceFromPair,
): boolean {
  return current.pricePair === pair || current.pricePair === null || candidate.depthUsd >= current.depthUsd;
}

/** USD value of a raw amount; 0 while the price is unknown. */
export function usdValue(amount: bigint, decimals: number, priceUsd: number | undefined): number {
  return priceUsd === undefined ? 0 : toUnits(amount, decimals) * priceUsd;
}

/** Reserves in USD: both sides priced, or twice the priced side, or 0. */
export function reservesUsd(side0: PricedSide, side1: PricedSide): number {
  const usd0 = side0.priceUsd === undefined ? undefined : usdValue(side0.reserve, side0.decimals, side0.priceUsd);
  const usd1 = side1.priceUsd === undefined ? undefined : usdValue(side1.reserve, side1.decimals, side1.priceUsd);
  if (usd0 !== undefined && usd1 !== undefined) return usd0 + usd1;
  return (usd0 ?? usd1 ?? 0) * 2;
}

export interface SwapAmounts {
  amount0In: bigint;
  amount1In: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
}

/**
 * A swap's volume in USD: what went in, valued at the prices after the swap; the side that came
 * out when the input token has no price yet. Fees are SWAP_FEE_SHARE of it.
 */
export function swapVolumeUsd(swap: SwapAmounts, side0: PricedSide, side1: PricedSide): number {
  const inUsd =
    (swap.amount0In > 0n ? usdValue(swap.amount0In, side0.decimals, side0.priceUsd) : 0) +
    (swap.amount1In > 0n ? usdValue(swap.amount1In, side1.decimals, side1.priceUsd) : 0);
  if (inUsd > 0) return inUsd;
  return (
    (swap.amount0Out > 0n ? usdValue(swap.amount0Out, side0.decimals, side0.priceUsd) : 0) +
    (swap.amount1Out > 0n ? usdValue(swap.amount1Out, side1.decimals, side1.priceUsd) : 0)
  );
}

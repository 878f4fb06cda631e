// Token USD prices from AMM reserves: stablecoin anchors (BUSD = $1), then every token priced
// through its deepest pair with an already priced token, one hop per round, so BNB comes from
// BUSD-BNB, FLASK from FLASK-BUSD, LINK from LINK-ETH once ETH is known. Display figures only:
// never feed these to a contract (spot reserves can be moved within a block).
import { toUnits } from './apr.ts';

export interface ReservePair {
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
  decimals0: number;
  decimals1: number;
}

const key = (address: string) => address.toLowerCase();

/** Reads a price map by address, whatever the case of the address. */
export function priceOf(prices: ReadonlyMap<string, number>, address: string | undefined): number | undefined {
  return address === undefined ? undefined : prices.get(key(address));
}

/**
 * USD prices keyed by lowercase address. `anchors` are taken as given (address → USD); a token
 * is priced at most `maxHops` pairs away from an anchor.
 */
export function deriveUsdPrices(
  pairs: readonly ReservePair[],
  anchors: Readonly<Record<string, number>>,
  maxHops = 3,
): Map<string, number> {
  const prices = new Map<string, number>();
  for (const [address, usd] of Object.entries(anchors)) prices.set(key(address), usd);
  for (let hop = 0; hop < maxHops; hop++) {
    // Best candidate per unpriced token this round: the pair whose priced side is deepest in USD.
    const found = new Map<string, { price: number; depthUsd: number }>();
    for (const pair of pairs) {
      if (pair.reserve0 <= 0n || pair.reserve1 <= 0n) continue;
      const sides = [
        { token: key(pair.token0), amount: toUnits(pair.reserve0, pair.decimals0) },
        { token: key(pair.token1), amount: toUnits(pair.reserve1, pair.decimals1) },
      ] as const;
      for (const [known, unknown] of [
        [sides[0], sides[1]],
        [sides[1], sides[0]],
      ] as const) {
        const knownPrice = prices.get(known.token);
        if (knownPrice === undefined || prices.has(unknown.token)) continue;
        const depthUsd = known.amount * knownPrice;
        const best = found.get(unknown.token);
        if (!best || depthUsd > best.depthUsd) found.set(unknown.token, { price: depthUsd / unknown.amount, depthUsd });
      }
    }
    if (found.size === 0) break;
    for (const [token, { price }] of found) prices.set(token, price);
  }
  return prices;
}

/** USD value of both reserves of a pair; a side without a price counts as much as the other. */
export function pairReservesUsd(pair: ReservePair, prices: ReadonlyMap<string, number>): number | undefined {
  const value0 = priceOf(prices, pair.token0);
  const value1 = priceOf(prices, pair.token1);
  const usd0 = value0 === undefined ? undefined : toUnits(pair.reserve0, pair.decimals0) * value0;
  const usd1 = value1 === undefined ? undefined : toUnits(pair.reserve1, pair.decimals1) * value1;
  if (usd0 !== undefined && usd1 !== undefined) return usd0 + usd1;
  if (usd0 !== undefined) return usd0 * 2;
  if (usd1 !== undefined) return usd1 * 2;
  return undefined;
}

/** USD price of one LP token: the pair's reserves in USD over the LP supply. */
export function lpTokenPriceUsd(
  pair: ReservePair,
  lpTotalSupply: bigint,
  prices: ReadonlyMap<string, number>,
  lpDecimals = 18,
): number | undefined {
  const reservesUsd = pairReservesUsd(pair, prices);
  const supply = toUnits(lpTotalSupply, lpDecimals);
  if (reservesUsd === undefined || !(supply > 0)) return undefined;
  return reservesUsd / supply;
}

import { describe, expect, it } from 'vitest';
import { deriveUsdPrices, lpTokenPriceUsd, pairReservesUsd, priceOf, type ReservePair } from '../../src/index.ts';

const E18 = 10n ** 18n;
const BUSD = '0x00000000000000000000000000000000000000B5';
const WBNB = '0x00000000000000000000000000000000000000bb';
const FLASK = '0x00000000000000000000000000000000000000F1';
const ETH = '0x00000000000000000000000000000000000000e7';
const LINK = '0x0000000000000000000000000000000000000011';
const DOGE = '0x0000000000000000000000000000000000000D0E';
const LONELY = '0x0000000000000000000000000000000000000A1a';

const pair = (a: string, b: string, ra: number, rb: number, da = 18, db = 18): ReservePair => ({
  token0: a,
  token1: b,
  reserve0: BigInt(Math.round(ra * 1e6)) * 10n ** BigInt(da - 6),
  reserve1: BigInt(Math.round(rb * 1e6)) * 10n ** BigInt(db - 6),
  decimals0: da,
  decimals1: db,
});

const PAIRS = [
  pair(BUSD, WBNB, 150_000, 500), // BNB $300
  pair(FLASK, WBNB, 7_500, 250), // FLASK $10 via BNB
  pair(FLASK, BUSD, 7_500, 75_000), // FLASK $10 via BUSD (deeper, 1 hop)
  pair(ETH, WBNB, 25, 166.666666), // ETH $2000
  pair(LINK, ETH, 1000, 7.5), // LINK $15 (3 hops)
  pair(DOGE, WBNB, 62_500, 16.666666, 8, 18), // DOGE $0.08, 8 decimals
];

describe('deriveUsdPrices', () => {
  const prices = deriveUsdPrices(PAIRS, { [BUSD]: 1 });
  it('prices BNB from BUSD-BNB and FLASK from its direct BUSD pair', () => {
    expect(priceOf(prices, WBNB)).toBeCloseTo(300, 9);
    expect(priceOf(prices, FLASK)).toBeCloseTo(10, 9);
  });
  it('routes through BNB, then through priced tokens, honouring decimals', () => {
    expect(priceOf(prices, ETH)).toBeCloseTo(2000, 2);
    expect(priceOf(prices, LINK)).toBeCloseTo(15, 2);
    expect(priceOf(prices, DOGE)).toBeCloseTo(0.08, 6);
  });
  it('keys are case-insensitive addresses', () => {
    expect(priceOf(prices, WBNB.toUpperCase().replace('0X', '0x'))).toBeCloseTo(300, 9);
  });
  it('leaves tokens out of reach, or beyond maxHops, unpriced', () => {
    expect(priceOf(prices, LONELY)).toBeUndefined();
    const oneHop = deriveUsdPrices(PAIRS, { [BUSD]: 1 }, 1);
    expect(priceOf(oneHop, ETH)).toBeUndefined();
  });
  it('ignores empty pairs', () => {
    const empty = deriveUsdPrices([{ ...pair(BUSD, ETH, 1, 1), reserve0: 0n }], { [BUSD]: 1 });
    expect(priceOf(empty, ETH)).toBeUndefined();
  });
});

describe('LP prices', () => {
  const prices = deriveUsdPrices(PAIRS, { [BUSD]: 1 });
  it('values both reserves over the LP supply', () => {
    const busdBnb = PAIRS[0]!;
    expect(pairReservesUsd(busdBnb, prices)).toBeCloseTo(300_000, 6);
    expect(lpTokenPriceUsd(busdBnb, 1000n * E18, prices)).toBeCloseTo(300, 6);
  });
  it('doubles the priced side when the other has no price', () => {
    const half = pair(BUSD, LONELY, 100, 5);
    expect(pairReservesUsd(half, prices)).toBeCloseTo(200, 9);
  });
  it('is undefined for an empty LP supply', () => {
    expect(lpTokenPriceUsd(PAIRS[0]!, 0n, prices)).toBeUndefined();
  });
});

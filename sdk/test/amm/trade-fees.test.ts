import { describe, expect, it } from 'vitest';
import {
  computeTradePriceBreakdown,
  FEE_SPLIT,
  Fraction,
  Percent,
  Route,
  realizedLpFeePercent,
  splitTradeFee,
  Trade,
} from '../../src/index.ts';
import { amount, pair, testToken } from '../helpers.ts';

const E = 10n ** 18n;
const t0 = testToken(0);
const t1 = testToken(1);
const t2 = testToken(2);

describe('realizedLpFeePercent', () => {
  it('compounds 0.25% per hop', () => {
    expect(realizedLpFeePercent(1).equalTo(Percent.fromBips(25))).toBe(true);
    expect(realizedLpFeePercent(2).equalTo(new Fraction(10n ** 8n - 9975n ** 2n, 10n ** 8n))).toBe(true);
    expect(realizedLpFeePercent(2).toSignificant(4)).toBe('0.4994');
  });
});

describe('computeTradePriceBreakdown', () => {
  it('splits price impact into fee and pool depth', () => {
    const route = new Route([pair(t0, 1000n * E, t1, 1000n * E), pair(t1, 1000n * E, t2, 1000n * E)], t0, t2);
    const trade = Trade.exactIn(route, amount(t0, 10n * E));
    const breakdown = computeTradePriceBreakdown(trade);
    expect(breakdown.realizedLpFeePercent.equalTo(realizedLpFeePercent(2))).toBe(true);
    expect(breakdown.realizedLpFee.currency).toBe(t0);
    expect(breakdown.realizedLpFee.raw).toBe((10n * E * (10n ** 8n - 9975n ** 2n)) / 10n ** 8n);
    expect(breakdown.priceImpactWithoutFee.add(breakdown.realizedLpFeePercent).equalTo(trade.priceImpact)).toBe(true);
    expect(breakdown.priceImpactWithoutFee.greaterThan(0n)).toBe(true);
  });
});

describe('splitTradeFee', () => {
  it('gives 17/25 to liquidity providers, 3/25 to the treasury, 5/25 to buyback', () => {
    expect(FEE_SPLIT.liquidityProviders + FEE_SPLIT.treasury + FEE_SPLIT.buybackAndBurn).toBe(FEE_SPLIT.total);
    const split = splitTradeFee(amount(t0, 2500n));
    expect(split.liquidityProviders.raw).toBe(1700n);
    expect(split.treasury.raw).toBe(300n);
    expect(split.buybackAndBurn.raw).toBe(500n);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CurrencyAmount, Percent, Route, realizedLpFeePercent, Trade } from '../../src/index.ts';
import { amount, amountArb, BNB, pair, reserveArb, testToken, WBNB } from '../helpers.ts';

const E = 10n ** 18n;
const t0 = testToken(0);
const t1 = testToken(1);
const t2 = testToken(2);
const p01 = pair(t0, 1000n * E, t1, 1000n * E);
const p12 = pair(t1, 1200n * E, t2, 1000n * E);
const pWbnb0 = pair(WBNB, 1000n * E, t0, 1000n * E);

describe('Route', () => {
  it('walks the path through its pairs', () => {
    const route = new Route([p01, p12], t0, t2);
    expect(route.path).toEqual([t0, t1, t2]);
    expect(route.chainId).toBe(56);
    expect(route.midPrice.toSignificant()).toBe('0.8333');
    expect(route.midPrice.invert().toSignificant()).toBe('1.2');
    expect(route.midPrice).toBe(route.midPrice);
  });
  it('routes BNB through WBNB', () => {
    const route = new Route([pWbnb0], BNB, t0);
    expect(route.input).toBe(BNB);
    expect(route.path).toEqual([WBNB, t0]);
    expect(route.midPrice.baseCurrency).toBe(BNB);
  });
  it('rejects broken paths', () => {
    expect(() => new Route([], t0, t1)).toThrow();
    expect(() => new Route([p12], t0, t2)).toThrow('invalid currency');
    expect(() => new Route([p01], t0, t2)).toThrow('invalid currency');
  });
});

describe('Trade', () => {
  it('exact in: amounts, execution price, price impact', () => {
    const trade = Trade.exactIn(new Route([p01], t0, t1), amount(t0, 10n * E));
    expect(trade.tradeType).toBe('exactIn');
    expect(trade.outputAmount.raw).toBe(9876482091140869823n);
    expect(trade.executionPrice.toSignificant(6)).toBe('0.987648');
    // 1 − 0.9876482… = 1.235%: 0.25% fee plus 0.99% from the pool depth
    expect(trade.priceImpact.toFixed(2)).toBe('1.24');
    expect(trade.priceImpact).toBe(trade.priceImpact);
  });
  it('exact out: the input needed', () => {
    const trade = Trade.exactOut(new Route([p01, p12], t0, t2), amount(t2, E));
    expect(trade.tradeType).toBe('exactOut');
    expect(trade.outputAmount.raw).toBe(E);
    const forward = Trade.exactIn(trade.route, trade.inputAmount);
    expect(forward.outputAmount.raw >= E).toBe(true);
  });
  it('minimum received and maximum sold for a slippage', () => {
    const slippage = Percent.fromBips(50);
    const exactIn = Trade.exactIn(new Route([p01], t0, t1), amount(t0, 10n * E));
    expect(exactIn.minimumAmountOut(slippage).raw).toBe((9876482091140869823n * 10_000n) / 10_050n);
    expect(exactIn.maximumAmountIn(slippage)).toBe(exactIn.inputAmount);
    const exactOut = Trade.exactOut(new Route([p01], t0, t1), amount(t1, E));
    expect(exactOut.maximumAmountIn(slippage).raw).toBe((exactOut.inputAmount.raw * 10_050n) / 10_000n);
    expect(exactOut.minimumAmountOut(slippage)).toBe(exactOut.outputAmount);
    expect(exactIn.worstExecutionPrice(slippage).lessThan(exactIn.executionPrice)).toBe(true);
    expect(() => exactIn.minimumAmountOut(new Percent(-1n, 100n))).toThrow('Unexpected slippage value');
  });
  it('native in and out keep the native currency on the amounts', () => {
    const trade = Trade.exactIn(new Route([pWbnb0], BNB, t0), CurrencyAmount.fromRaw(BNB, E));
    expect(trade.inputAmount.currency).toBe(BNB);
    const back = Trade.exactOut(new Route([pWbnb0], t0, BNB), CurrencyAmount.fromRaw(BNB, E));
    expect(back.outputAmount.currency).toBe(BNB);
    expect(back.inputAmount.currency).toBe(t0);
  });
  it('rejects amounts of the wrong currency', () => {
    expect(() => Trade.exactIn(new Route([p01], t0, t1), amount(t1, E) as never)).toThrow('invalid currency');
    expect(() => Trade.exactOut(new Route([p01], t0, t1), amount(t0, E) as never)).toThrow('invalid currency');
  });

  const routeArb = fc
    .tuple(reserveArb, reserveArb, reserveArb, reserveArb, fc.boolean())
    .map(([a, b, c, d, twoHops]) =>
      twoHops ? new Route([pair(t0, a, t1, b), pair(t1, c, t2, d)], t0, t2) : new Route([pair(t0, a, t1, b)], t0, t1),
    );

  it('more input never gives less output (property)', () => {
    fc.assert(
      fc.property(routeArb, amountArb, amountArb, (route, x, y) => {
        const [small, large] = x < y ? [x, y] : [y, x];
        let outSmall = 0n;
        let outLarge = 0n;
        try {
          outSmall = Trade.exactIn(route, amount(t0, small)).outputAmount.raw;
        } catch {}
        try {
          outLarge = Trade.exactIn(route, amount(t0, large)).outputAmount.raw;
        } catch {}
        expect(outLarge >= outSmall).toBe(true);
      }),
    );
  });
  it('more output never needs less input, and the input buys at least the output (property)', () => {
    fc.assert(
      fc.property(routeArb, amountArb, amountArb, (route, x, y) => {
        const [small, large] = x < y ? [x, y] : [y, x];
        const output = route.output as typeof t0;
        let inLarge: bigint;
        try {
          inLarge = Trade.exactOut(route, amount(output, large)).inputAmount.raw;
        } catch {
          return;
        }
        const tradeSmall = Trade.exactOut(route, amount(output, small));
        expect(inLarge >= tradeSmall.inputAmount.raw).toBe(true);
        expect(Trade.exactIn(route, tradeSmall.inputAmount).outputAmount.raw >= small).toBe(true);
      }),
    );
  });
  it('price impact is at least the fee and below 100% (property)', () => {
    fc.assert(
      fc.property(routeArb, amountArb, (route, x) => {
        let trade: Trade;
        try {
          trade = Trade.exactIn(route, amount(t0, x));
        } catch {
          return;
        }
        expect(trade.priceImpact.lessThan(1n)).toBe(true);
        expect(trade.priceImpact.lessThan(realizedLpFeePercent(route.pairs.length))).toBe(false);
      }),
    );
  });
});

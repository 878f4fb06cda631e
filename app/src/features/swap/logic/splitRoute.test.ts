import { bestSplitTradeExactIn, CurrencyAmount, Pair, Route, SplitTrade, Trade } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BUSD as busd, E18 as e18, FLASK as flask, WBNB as wbnb } from '@/test/tokens.ts';
import { splitRouteParts } from './splitRoute.ts';

const flaskBnb = new Pair(CurrencyAmount.fromRaw(flask, 15_000n * e18), CurrencyAmount.fromRaw(wbnb, 500n * e18));
const bnbBusd = new Pair(CurrencyAmount.fromRaw(wbnb, 500n * e18), CurrencyAmount.fromRaw(busd, 150_000n * e18));
const flaskBusd = new Pair(CurrencyAmount.fromRaw(flask, 15_000n * e18), CurrencyAmount.fromRaw(busd, 150_000n * e18));

describe('splitRouteParts', () => {
  it('gives each part its share and the tokens in between, WBNB as BNB', () => {
    const trade = bestSplitTradeExactIn(
      [flaskBnb, bnbBusd, flaskBusd],
      CurrencyAmount.fromRaw(flask, 3000n * e18),
      busd,
    )!;
    expect(trade.isSplit).toBe(true);
    const parts = splitRouteParts(trade, wbnb, 'en-US');
    expect(parts.map((part) => part.via).sort()).toEqual([[], ['BNB']]);
    const shares = parts.map((part) => Number(part.share.replace('%', '')));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(shares.every((share) => share % 5 === 0)).toBe(true);
    expect(splitRouteParts(trade, undefined, 'en-US').flatMap((part) => part.via)).toEqual(['WBNB']);
  });

  it('localizes the share', () => {
    const single = SplitTrade.fromTrade(
      Trade.exactIn(new Route([flaskBnb, bnbBusd], flask, busd), CurrencyAmount.fromRaw(flask, e18)),
    );
    expect(splitRouteParts(single, wbnb, 'de-DE')).toEqual([{ share: '100\u00a0%', via: ['BNB'] }]);
  });
});

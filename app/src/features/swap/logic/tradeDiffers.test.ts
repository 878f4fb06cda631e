import { CurrencyAmount, Pair, Route, SplitTrade, Trade } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BUSD as busd, FLASK as flask } from '@/test/tokens.ts';
import { tradeMeaningfullyDiffers } from './tradeDiffers.ts';

const pair = (flaskReserve: bigint) =>
  new Pair(CurrencyAmount.fromRaw(flask, flaskReserve), CurrencyAmount.fromRaw(busd, 100_000n * 10n ** 18n));

describe('tradeMeaningfullyDiffers', () => {
  it('is false for the same quote and true once the reserves move', () => {
    const amount = CurrencyAmount.fromRaw(flask, 10n ** 18n);
    const a = SplitTrade.fromTrade(Trade.exactIn(new Route([pair(10_000n * 10n ** 18n)], flask, busd), amount));
    const same = SplitTrade.fromTrade(Trade.exactIn(new Route([pair(10_000n * 10n ** 18n)], flask, busd), amount));
    const moved = SplitTrade.fromTrade(Trade.exactIn(new Route([pair(10_100n * 10n ** 18n)], flask, busd), amount));
    expect(tradeMeaningfullyDiffers(a, same)).toBe(false);
    expect(tradeMeaningfullyDiffers(a, moved)).toBe(true);
    const exactOut = SplitTrade.fromTrade(
      Trade.exactOut(new Route([pair(10_000n * 10n ** 18n)], flask, busd), a.outputAmount),
    );
    expect(tradeMeaningfullyDiffers(a, exactOut)).toBe(true);
  });
});

import { CurrencyAmount, Pair, Route, Token, Trade } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { tradeMeaningfullyDiffers } from './tradeDiffers.ts';

const chainId = 31337;
const flask = new Token({
  chainId,
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  decimals: 18,
  symbol: 'FLASK',
});
const busd = new Token({
  chainId,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
  symbol: 'BUSD',
});
const pair = (flaskReserve: bigint) =>
  new Pair(CurrencyAmount.fromRaw(flask, flaskReserve), CurrencyAmount.fromRaw(busd, 100_000n * 10n ** 18n));

describe('tradeMeaningfullyDiffers', () => {
  it('is false for the same quote and true once the reserves move', () => {
    const amount = CurrencyAmount.fromRaw(flask, 10n ** 18n);
    const a = Trade.exactIn(new Route([pair(10_000n * 10n ** 18n)], flask, busd), amount);
    const same = Trade.exactIn(new Route([pair(10_000n * 10n ** 18n)], flask, busd), amount);
    const moved = Trade.exactIn(new Route([pair(10_100n * 10n ** 18n)], flask, busd), amount);
    expect(tradeMeaningfullyDiffers(a, same)).toBe(false);
    expect(tradeMeaningfullyDiffers(a, moved)).toBe(true);
    const exactOut = Trade.exactOut(new Route([pair(10_000n * 10n ** 18n)], flask, busd), a.outputAmount);
    expect(tradeMeaningfullyDiffers(a, exactOut)).toBe(true);
  });
});

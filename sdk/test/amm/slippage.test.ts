import { describe, expect, it } from 'vitest';
import {
  computeSlippageAdjustedAmounts,
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_SLIPPAGE_BIPS,
  parseDeadlineInput,
  parseSlippageInput,
  Route,
  SLIPPAGE_PRESETS_BIPS,
  slippageToPercent,
  slippageWarning,
  Trade,
} from '../../src/index.ts';
import { amount, pair, testToken } from '../helpers.ts';

describe('slippage constants', () => {
  it('match SPEC.md §9', () => {
    expect(DEFAULT_SLIPPAGE_BIPS).toBe(50);
    expect(SLIPPAGE_PRESETS_BIPS).toEqual([10, 50, 100]);
    expect(DEFAULT_DEADLINE_SECONDS).toBe(1200);
  });
});

describe('slippageToPercent', () => {
  it('accepts 0 to 10000 basis points', () => {
    expect(slippageToPercent(0).toFixed(2)).toBe('0.00');
    expect(slippageToPercent(50).toFixed(2)).toBe('0.50');
    expect(slippageToPercent(10_000).toFixed(0)).toBe('100');
  });
  it("otherwise throws 'Unexpected slippage value'", () => {
    expect(() => slippageToPercent(-1)).toThrow('Unexpected slippage value');
    expect(() => slippageToPercent(10_001)).toThrow('Unexpected slippage value');
    expect(() => slippageToPercent(1.5)).toThrow('Unexpected slippage value');
  });
});

describe('computeSlippageAdjustedAmounts', () => {
  it('bounds both sides of a trade', () => {
    const t0 = testToken(0);
    const t1 = testToken(1);
    const trade = Trade.exactIn(new Route([pair(t0, 10n ** 21n, t1, 10n ** 21n)], t0, t1), amount(t0, 10n ** 18n));
    const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, 100);
    expect(maximumAmountIn.raw).toBe(10n ** 18n);
    expect(minimumAmountOut.raw).toBe((trade.outputAmount.raw * 100n) / 101n);
    expect(() => computeSlippageAdjustedAmounts(trade, 20_000)).toThrow('Unexpected slippage value');
  });
});

describe('parseSlippageInput', () => {
  it.each([
    ['0.5', 50],
    ['1', 100],
    ['0,8', 80],
    ['.1', 10],
    ['12.34', 1234],
    ['49.99', 4999],
    ['5.', 500],
    ['', 50],
  ])('%s → %s bips', (text, bips) => {
    expect(parseSlippageInput(text)).toEqual({ ok: true, bips });
  });
  it.each(['50', '75', '0.123', 'abc', '-1', '.', '1e2', '1.2.3'])("refuses '%s'", (text) => {
    expect(parseSlippageInput(text)).toEqual({ ok: false, error: 'Enter a valid slippage percentage' });
  });
});

describe('slippageWarning', () => {
  it('warns below 0.5% and above 5%', () => {
    expect(slippageWarning(10)).toBe('Your transaction may fail');
    expect(slippageWarning(50)).toBeUndefined();
    expect(slippageWarning(500)).toBeUndefined();
    expect(slippageWarning(501)).toBe('Your transaction may be frontrun');
  });
});

describe('parseDeadlineInput', () => {
  it('takes positive whole minutes and stores seconds', () => {
    expect(parseDeadlineInput('20')).toEqual({ ok: true, seconds: 1200 });
    expect(parseDeadlineInput('')).toEqual({ ok: true, seconds: 1200 });
    for (const bad of ['0', '-1', '1.5', 'x']) {
      expect(parseDeadlineInput(bad)).toEqual({ ok: false, error: 'Enter a valid deadline' });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatPriceImpact, Percent, priceImpactConfirmation, priceImpactSeverity } from '../../src/index.ts';

const bips = (n: number) => Percent.fromBips(n);

describe('priceImpactSeverity', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [299, 1],
    [300, 2],
    [499, 2],
    [500, 3],
    [1499, 3],
    [1500, 4],
    [10_000, 4],
  ])('%s bips → %s', (value, severity) => {
    expect(priceImpactSeverity(bips(value))).toBe(severity);
  });
  it('treats a negative impact as none', () => {
    expect(priceImpactSeverity(new Percent(-1n, 100n))).toBe(0);
  });
});

describe('priceImpactConfirmation', () => {
  it('asks in expert mode from 5%, and for a typed confirm from 10%', () => {
    expect(priceImpactConfirmation(bips(499))).toBe('none');
    expect(priceImpactConfirmation(bips(500))).toBe('dialog');
    expect(priceImpactConfirmation(bips(999))).toBe('dialog');
    expect(priceImpactConfirmation(bips(1000))).toBe('typeConfirm');
  });
});

describe('formatPriceImpact', () => {
  it("shows '<0.01%' below one basis point", () => {
    expect(formatPriceImpact(new Percent(1n, 100_000n))).toBe('<0.01%');
    expect(formatPriceImpact(new Percent(0n))).toBe('<0.01%');
    expect(formatPriceImpact(bips(1))).toBe('0.01%');
    expect(formatPriceImpact(new Percent(12_345n, 1_000_000n))).toBe('1.23%');
  });
});

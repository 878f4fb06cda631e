import { describe, expect, it } from 'vitest';
import {
  bpsToPercentText,
  isExpertModeConfirmation,
  parseDeadlineMinutes,
  parseSlippagePercent,
  slippageWarning,
} from './settingsInput.ts';

describe('parseSlippagePercent', () => {
  it('converts a percentage to basis points', () => {
    expect(parseSlippagePercent('0.5')).toBe(50);
    expect(parseSlippagePercent('1')).toBe(100);
    expect(parseSlippagePercent('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(parseSlippagePercent('.1')).toBe(10);
    expect(parseSlippagePercent('12.')).toBe(1200);
    expect(parseSlippagePercent('0')).toBe(0);
  });

  it('accepts only values under 50%', () => {
    expect(parseSlippagePercent('49.99')).toBe(4999);
    expect(parseSlippagePercent('50')).toBeUndefined();
    expect(parseSlippagePercent('100')).toBeUndefined();
  });

  it('refuses text that does not round-trip', () => {
    for (const text of ['', '.', 'abc', '0.123', '1e2', '-1', '1,5', ' ', '0x10']) {
      expect(parseSlippagePercent(text)).toBeUndefined();
    }
  });
});

describe('slippageWarning', () => {
  it('warns below 0.5% and above 5%', () => {
    expect(slippageWarning(10)).toBe('Your transaction may fail');
    expect(slippageWarning(49)).toBe('Your transaction may fail');
    expect(slippageWarning(50)).toBeUndefined();
    expect(slippageWarning(500)).toBeUndefined();
    expect(slippageWarning(501)).toBe('Your transaction may be frontrun');
  });

  it('shows stored basis points as a percentage', () => {
    expect(bpsToPercentText(50)).toBe('0.5');
    expect(bpsToPercentText(1234)).toBe('12.34');
  });
});

describe('parseDeadlineMinutes', () => {
  it('stores whole positive minutes as seconds', () => {
    expect(parseDeadlineMinutes('20')).toBe(1200);
    expect(parseDeadlineMinutes(' 1 ')).toBe(60);
  });

  it('refuses zero, fractions, signs and words', () => {
    for (const text of ['', '0', '1.5', '-3', 'ten', '1e3']) expect(parseDeadlineMinutes(text)).toBeUndefined();
  });
});

describe('expert mode confirmation', () => {
  it("needs exactly the word 'confirm'", () => {
    expect(isExpertModeConfirmation('confirm')).toBe(true);
    expect(isExpertModeConfirmation('Confirm')).toBe(false);
    expect(isExpertModeConfirmation('confirm ')).toBe(false);
  });
});

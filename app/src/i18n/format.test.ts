import { formatAmountFixed, localizeDecimal } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { formatLocaleOf } from './format.ts';
import { LOCALES } from './locales.ts';

describe('formatLocaleOf', () => {
  it('keeps en-US as it is and asks Latin digits everywhere else', () => {
    expect(formatLocaleOf('en-US')).toBe('en-US');
    expect(formatLocaleOf('ar-SA')).toBe('ar-SA-u-nu-latn');
  });
  it('gives every shipped locale ASCII digits and a one-character decimal separator', () => {
    for (const { code } of LOCALES) {
      const text = formatAmountFixed(1_234_567_890n, 3, 3, { grouping: true, locale: formatLocaleOf(code) });
      expect(text.replace(/[^0-9]/g, ''), code).toBe('1234567890');
      expect(localizeDecimal('0.5', formatLocaleOf(code)), code).toMatch(/^0.5$/);
    }
  });
});

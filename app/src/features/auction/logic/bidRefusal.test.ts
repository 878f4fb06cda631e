import { validateBid } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/message.ts';
import { translateBidRefusal } from './bidRefusal.ts';

const showKey: Translate = (key, data) => `${key} ${JSON.stringify(data ?? {})}`;
const FLASK = 10n ** 18n;
const context = { currentTotal: 0n, initialBidAmount: 100n * FLASK, bidIncrement: 10n * FLASK, balance: 500n * FLASK };

describe('translateBidRefusal', () => {
  it('turns every sdk refusal into one key with its amount as a placeholder', () => {
    const cases: [bigint | undefined, string][] = [
      [undefined, 'Enter an amount {}'],
      [50n * FLASK, 'Your first bid must be at least %amount% FLASK {"amount":"100"}'],
      [105n * FLASK, 'Bids must be a multiple of %amount% FLASK {"amount":"10"}'],
      [600n * FLASK, 'Insufficient FLASK balance {}'],
    ];
    for (const [amount, expected] of cases) {
      expect(translateBidRefusal(validateBid(amount, context)!, context, showKey)).toBe(expected);
    }
  });
});

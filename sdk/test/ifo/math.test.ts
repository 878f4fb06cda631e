import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IFO_PRECISION, IFO_TAX_TABLE, ifoAllocation, ifoTaxRate, ifoUserAmounts } from '../../src/index.ts';

const E18 = 10n ** 18n;
const percent = (rate: bigint) => Number(rate) / 1e10; // 1e12 = 100%

describe('overflow tax', () => {
  it('starts at 1% and falls through the table as the pool grows', () => {
    const raise = 100n * E18;
    expect(percent(ifoTaxRate(0n, raise))).toBe(1);
    expect(percent(ifoTaxRate(raise * 49n + raise - 1n, raise))).toBe(1); // ratio 49
    expect(percent(ifoTaxRate(raise * 50n, raise))).toBe(0.5);
    expect(percent(ifoTaxRate(raise * 100n, raise))).toBe(0.3);
    expect(percent(ifoTaxRate(raise * 250n, raise))).toBe(0.25);
    expect(percent(ifoTaxRate(raise * 500n, raise))).toBe(0.2);
    expect(percent(ifoTaxRate(raise * 1000n, raise))).toBe(0.1);
    expect(percent(ifoTaxRate(raise * 1500n - 1n, raise))).toBe(0.1);
    expect(percent(ifoTaxRate(raise * 1500n, raise))).toBe(0.05);
    expect(percent(ifoTaxRate(raise * 10n ** 9n, raise))).toBe(0.05);
  });

  it('is 0 for a pool with no raise', () => {
    expect(ifoTaxRate(5n, 0n)).toBe(0n);
  });

  it('never rises with oversubscription', () => {
    const pool = fc.bigInt({ min: 0n, max: 10n ** 30n });
    fc.assert(
      fc.property(pool, pool, fc.bigInt({ min: 1n, max: 10n ** 24n }), (a, b, raise) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        return ifoTaxRate(high, raise) <= ifoTaxRate(low, raise);
      }),
    );
  });

  it('lists its rows from the largest ratio down, ending at ratio 0', () => {
    const ratios = IFO_TAX_TABLE.map((row) => row.minRatio);
    expect(ratios).toEqual([...ratios].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(ratios.at(-1)).toBe(0n);
  });
});

describe('pro-rata amounts', () => {
  it('sells at the raise price and refunds nothing when not oversubscribed', () => {
    // 1,000 tokens for 100 LP; 40 LP committed in all, the user's 10 LP buy 100 tokens.
    expect(
      ifoUserAmounts({
        amount: 10n * E18,
        totalAmount: 40n * E18,
        raisingAmount: 100n * E18,
        offeringAmount: 1000n * E18,
        hasTax: true,
      }),
    ).toEqual({ offering: 100n * E18, refund: 0n, tax: 0n });
  });

  it('shares the offering and refunds the excess less the tax when oversubscribed', () => {
    // 400 LP for a 100 LP raise: the user's 40 LP buy 10 LP worth (100 tokens), 30 LP come back less 1%.
    const amounts = ifoUserAmounts({
      amount: 40n * E18,
      totalAmount: 400n * E18,
      raisingAmount: 100n * E18,
      offeringAmount: 1000n * E18,
      hasTax: true,
    });
    expect(amounts).toEqual({ offering: 100n * E18, refund: (30n * E18 * 99n) / 100n, tax: (30n * E18) / 100n });
    const untaxed = ifoUserAmounts({
      amount: 40n * E18,
      totalAmount: 400n * E18,
      raisingAmount: 100n * E18,
      offeringAmount: 1000n * E18,
      hasTax: false,
    });
    expect(untaxed).toEqual({ offering: 100n * E18, refund: 30n * E18, tax: 0n });
  });

  it('pays nothing for no deposit or an empty pool', () => {
    const zero = { offering: 0n, refund: 0n, tax: 0n };
    const pool = { totalAmount: 5n, raisingAmount: 1n, offeringAmount: 9n, hasTax: true };
    expect(ifoUserAmounts({ ...pool, amount: 0n })).toEqual(zero);
    expect(ifoUserAmounts({ ...pool, amount: 3n, totalAmount: 0n })).toEqual(zero);
  });

  it('keeps every user within their deposit and the pool within its offering', () => {
    const amount = fc.bigInt({ min: 1n, max: 10n ** 27n });
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 10n ** 27n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.boolean(),
        (deposits, raisingAmount, offeringAmount, hasTax) => {
          const totalAmount = deposits.reduce((sum, a) => sum + a, 0n);
          let offered = 0n;
          let bought = 0n;
          for (const deposit of deposits) {
            const { offering, refund, tax } = ifoUserAmounts({
              amount: deposit,
              totalAmount,
              raisingAmount,
              offeringAmount,
              hasTax,
            });
            if (refund + tax > deposit) return false;
            offered += offering;
            bought += deposit - refund - tax;
          }
          return offered <= offeringAmount && bought <= raisingAmount;
        },
      ),
    );
  });
});

describe('allocation', () => {
  it('is the share of the pool, 1e12 = 100%', () => {
    expect(ifoAllocation(25n, 100n)).toBe(IFO_PRECISION / 4n);
    expect(ifoAllocation(100n, 100n)).toBe(IFO_PRECISION);
    expect(ifoAllocation(1n, 0n)).toBe(0n);
  });
});

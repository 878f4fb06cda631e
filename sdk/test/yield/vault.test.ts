import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  flaskFromShares,
  planVaultWithdrawal,
  secondsUntilFeeFree,
  sharesFromFlask,
  splitDuration,
  VAULT_WITHDRAW_ALL_DUST_SHARES,
  vaultRecentProfit,
  withdrawalFee,
} from '../../src/index.ts';

const E18 = 10n ** 18n;

describe('share conversions', () => {
  it('convert at the price per full share', () => {
    expect(flaskFromShares(2n * E18, (3n * E18) / 2n)).toBe(3n * E18);
    expect(sharesFromFlask(3n * E18, (3n * E18) / 2n)).toBe(2n * E18);
    expect(sharesFromFlask(1n, 0n)).toBe(0n);
  });
  it('shares for an amount are never worth more than the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: E18, max: 10n * E18 }), (amount, ppfs) => {
        expect(flaskFromShares(sharesFromFlask(amount, ppfs), ppfs)).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('planVaultWithdrawal', () => {
  const ppfs = (11n * E18) / 10n;
  it('withdraws the shares worth the amount', () => {
    const plan = planVaultWithdrawal({ amount: 11n * E18, userShares: 100n * E18, pricePerFullShare: ppfs });
    expect(plan).toEqual({ method: 'withdraw', shares: 10n * E18 });
  });
  it('withdraws all when the whole stake was chosen, even if the amount is worth fewer shares now', () => {
    // Whatever shares the amount is worth at today's price (10 of 100 here), Max takes them all.
    const plan = planVaultWithdrawal({
      amount: 11n * E18,
      userShares: 100n * E18,
      pricePerFullShare: ppfs,
      whole: true,
    });
    expect(plan).toEqual({ method: 'withdrawAll' });
  });
  it('withdraws all when at most 1e12 shares would remain', () => {
    const userShares = 10n * E18 + VAULT_WITHDRAW_ALL_DUST_SHARES;
    expect(planVaultWithdrawal({ amount: 11n * E18, userShares, pricePerFullShare: ppfs })).toEqual({
      method: 'withdrawAll',
    });
    expect(planVaultWithdrawal({ amount: 11n * E18, userShares: userShares + 1n, pricePerFullShare: ppfs })).toEqual({
      method: 'withdraw',
      shares: 10n * E18,
    });
  });
  it('the whole displayed stake withdraws all', () => {
    const userShares = 123_456_789_123_456_789n;
    const all = flaskFromShares(userShares, ppfs);
    expect(planVaultWithdrawal({ amount: all, userShares, pricePerFullShare: ppfs })).toEqual({
      method: 'withdrawAll',
    });
  });
  it('never asks for more shares than the user has', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (amount, shares) => {
          const plan = planVaultWithdrawal({ amount, userShares: shares, pricePerFullShare: ppfs });
          if (plan.method === 'withdraw') {
            expect(plan.shares).toBeLessThanOrEqual(shares);
            expect(shares - plan.shares).toBeGreaterThan(VAULT_WITHDRAW_ALL_DUST_SHARES);
          }
        },
      ),
    );
  });
});

describe('withdrawal fee window', () => {
  const base = { userShares: E18, lastDepositedTime: 1000n, withdrawFeePeriod: 259_200n };
  it('counts down from the last deposit for 72 hours', () => {
    expect(secondsUntilFeeFree({ ...base, nowSeconds: 1000n })).toBe(259_200n);
    expect(secondsUntilFeeFree({ ...base, nowSeconds: 1000n + 259_199n })).toBe(1n);
    expect(secondsUntilFeeFree({ ...base, nowSeconds: 1000n + 259_200n })).toBe(0n);
  });
  it('does not apply without shares', () => {
    expect(secondsUntilFeeFree({ ...base, userShares: 0n, nowSeconds: 1000n })).toBe(0n);
  });
  it('fee is amount × bp / 10000; shown as bp / 100 percent', () => {
    expect(withdrawalFee(1000n * E18, 10n)).toBe(E18);
    expect(basisPointsToPercent(10)).toBe(0.1);
    expect(basisPointsToPercent(200n)).toBe(2);
  });
  it('splits the countdown into days, hours, minutes', () => {
    expect(splitDuration(259_200)).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(splitDuration(90_061n)).toEqual({ days: 1, hours: 1, minutes: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('vaultRecentProfit', () => {
  it('is the growth since the last action, never negative', () => {
    const ppfs = (12n * E18) / 10n;
    expect(
      vaultRecentProfit({ userShares: 10n * E18, pricePerFullShare: ppfs, flaskAtLastUserAction: 11n * E18 }),
    ).toBe(E18);
    expect(
      vaultRecentProfit({ userShares: 10n * E18, pricePerFullShare: ppfs, flaskAtLastUserAction: 13n * E18 }),
    ).toBe(0n);
  });
});

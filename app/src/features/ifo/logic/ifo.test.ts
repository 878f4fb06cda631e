import type { Manifest } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { checkCommit, maxCommit } from './commit.ts';
import { formatLp, formatTokens, groupDecimalText } from './format.ts';
import { addLiquidityPath } from './links.ts';
import {
  approximateDuration,
  claimOpen,
  currentTaxRate,
  lpPerToken,
  percentOfTarget,
  poolResult,
  ratePercent,
  remainingLimit,
  salePhase,
  userPoolOutcome,
} from './sale.ts';
import type { IfoPool } from './types.ts';

const E18 = 10n ** 18n;
const announced = { saleAmount: '1', raiseAmount: '1', cakeToBurn: '0', distributionRatio: 1 };
const pool = (overrides: Partial<IfoPool>): IfoPool => ({
  kind: 'unlimited',
  pid: 1,
  announced,
  offeringAmount: 1000n * E18,
  raisingAmount: 100n * E18,
  totalAmount: 0n,
  limitPerUser: 0n,
  hasTax: true,
  ...overrides,
});

describe('salePhase and claimOpen', () => {
  const sale = { startBlock: 100n, endBlock: 200n, releaseBlock: 205n };
  it('is coming before the start block, live until the end block, then finished', () => {
    expect(salePhase(sale, 99n)).toBe('coming');
    expect(salePhase(sale, 100n)).toBe('live');
    expect(salePhase(sale, 199n)).toBe('live');
    expect(salePhase(sale, 200n)).toBe('finished');
  });
  it('opens claims after the end once the next block reaches the release block', () => {
    expect(claimOpen(sale, 199n)).toBe(false);
    expect(claimOpen(sale, 203n)).toBe(false);
    expect(claimOpen(sale, 204n)).toBe(true);
    expect(claimOpen({ endBlock: 200n, releaseBlock: 200n }, 200n)).toBe(true);
  });
});

describe('pool figures', () => {
  it('gives the share of the target with 2 decimals, past 100% when oversubscribed', () => {
    expect(percentOfTarget(pool({ totalAmount: 0n }))).toBe('0.00');
    expect(percentOfTarget(pool({ totalAmount: 33n * E18 }))).toBe('33.00');
    expect(percentOfTarget(pool({ totalAmount: 250n * E18 + 1n }))).toBe('250.00');
    expect(percentOfTarget(pool({ raisingAmount: 0n }))).toBe('0.00');
  });
  it('prices a token in LP at the target', () => {
    expect(lpPerToken(pool({}), 18)).toBe('0.1');
    expect(lpPerToken(pool({ offeringAmount: 1000n * 10n ** 6n }), 6)).toBe('0.1');
    expect(lpPerToken(pool({ offeringAmount: 0n }), 18)).toBe('0');
  });
  it('shows the overflow fee from the table, none on a pool without tax', () => {
    expect(ratePercent(currentTaxRate(pool({ totalAmount: 50n * E18 })))).toBe('1');
    expect(ratePercent(currentTaxRate(pool({ totalAmount: 150_000n * E18 })))).toBe('0.05');
    expect(ratePercent(currentTaxRate(pool({ totalAmount: 25_000n * E18 })))).toBe('0.25');
    expect(currentTaxRate(pool({ hasTax: false, totalAmount: 50n * E18 }))).toBe(0n);
  });
  it('leaves what the limit allows, nothing past it, and no limit at 0', () => {
    expect(remainingLimit({ limitPerUser: 10n }, 4n)).toBe(6n);
    expect(remainingLimit({ limitPerUser: 10n }, 12n)).toBe(0n);
    expect(remainingLimit({ limitPerUser: 0n }, 4n)).toBeUndefined();
  });
  it("works out the account's offering, refund and tax at the current totals", () => {
    // 400 LP for a 100 LP target: a quarter is bought, the rest refunded less 1%.
    const outcome = userPoolOutcome(pool({ totalAmount: 400n * E18 }), { amount: 200n * E18, claimed: false });
    expect(outcome.offering).toBe(500n * E18);
    expect(outcome.tax).toBe((150n * E18) / 100n);
    expect(outcome.refund).toBe(150n * E18 - outcome.tax);
    expect(ratePercent(outcome.allocation)).toBe('50');
    expect(userPoolOutcome(pool({ totalAmount: 400n * E18 }), undefined)).toEqual({
      offering: 0n,
      refund: 0n,
      tax: 0n,
      allocation: 0n,
    });
  });
  it('says about how long a number of blocks takes', () => {
    expect(approximateDuration(10n)).toBe('<1m');
    expect(approximateDuration(20n)).toBe('1m');
    expect(approximateDuration(28_800n)).toBe('1d');
    expect(approximateDuration(30_000n)).toBe('1d 1h');
  });
});

describe('checkCommit', () => {
  const balance = 50n * E18;
  const unlimited = { limitPerUser: 0n };
  it('accepts an amount within the balance', () => {
    expect(checkCommit('12.5', { balance, committed: 0n, pool: unlimited })).toEqual({
      ok: true,
      amount: 125n * 10n ** 17n,
    });
  });
  it('says nothing for an empty field and asks for the minimum for zero or too many decimals', () => {
    expect(checkCommit('', { balance, committed: 0n, pool: unlimited })).toEqual({ ok: false, reason: 'empty' });
    expect(checkCommit('0', { balance, committed: 0n, pool: unlimited })).toEqual({
      ok: false,
      reason: 'minimum',
      minimum: 1n,
    });
    expect(checkCommit(`0.${'0'.repeat(18)}1`, { balance, committed: 0n, pool: unlimited })).toMatchObject({
      reason: 'minimum',
    });
  });
  it('refuses more than the wallet holds', () => {
    expect(checkCommit('50.000000000000000001', { balance, committed: 0n, pool: unlimited })).toEqual({
      ok: false,
      reason: 'balance',
    });
  });
  it("refuses what would take the account's total in the basic pool past its limit", () => {
    const basic = { limitPerUser: 10n * E18 };
    expect(checkCommit('4', { balance, committed: 6n * E18, pool: basic })).toEqual({ ok: true, amount: 4n * E18 });
    expect(checkCommit('4.1', { balance, committed: 6n * E18, pool: basic })).toEqual({
      ok: false,
      reason: 'limit',
      limit: 10n * E18,
      remaining: 4n * E18,
    });
    expect(maxCommit(balance, 6n * E18, basic)).toBe(4n * E18);
    expect(maxCommit(2n * E18, 6n * E18, basic)).toBe(2n * E18);
    expect(maxCommit(balance, 0n, unlimited)).toBe(balance);
  });
});

describe('addLiquidityPath', () => {
  const manifest: Pick<Manifest, 'farms' | 'pricePairs' | 'tokens'> = {
    tokens: { FLASK: '0xF1', WBNB: '0xB1', BUSD: '0xD1' },
    farms: [{ pid: 1, lpSymbol: 'FLASK-BNB LP', lpAddress: '0xAbC', token: 'FLASK', quoteToken: 'WBNB' }],
    pricePairs: [{ lpSymbol: 'FLASK-BUSD LP', lpAddress: '0xdef', token: 'FLASK', quoteToken: 'BUSD' }],
  };
  it("links the LP's pair, WBNB as BNB, from farms or price pairs", () => {
    expect(addLiquidityPath(manifest, '0xabc')).toBe('/add/0xF1/BNB');
    expect(addLiquidityPath(manifest, '0xDEF')).toBe('/add/0xF1/0xD1');
    expect(addLiquidityPath(manifest, '0x999')).toBe('/add');
  });
});

describe('poolResult', () => {
  it('sells everything once the target is met, pro rata below it', () => {
    expect(poolResult(pool({ totalAmount: 400n * E18 }))).toEqual({ sold: 1000n * E18, raised: 100n * E18 });
    expect(poolResult(pool({ totalAmount: 25n * E18 }))).toEqual({ sold: 250n * E18, raised: 25n * E18 });
    expect(poolResult(pool({ raisingAmount: 0n }))).toEqual({ sold: 0n, raised: 0n });
  });
});

describe('formatting', () => {
  it('groups thousands and rounds down', () => {
    expect(formatTokens(1_234_567_891n * 10n ** 12n, 18)).toBe('1,234.56');
    expect(formatLp(300_000n * E18)).toBe('300,000');
    expect(groupDecimalText('60000')).toBe('60,000');
    expect(groupDecimalText('1234567.25')).toBe('1,234,567.25');
    expect(groupDecimalText('0.2')).toBe('0.2');
  });
});

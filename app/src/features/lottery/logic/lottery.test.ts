import { DEFAULT_DISCOUNT_DIVISOR, DEFAULT_REWARDS_BREAKDOWN, DEFAULT_TREASURY_FEE } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { placeholderRound } from '../data/lotteryReads.ts';
import type { LotteryRound } from '../data/types.ts';
import { chainLotteryList, chainUserRounds } from './history.ts';
import { parseTicketCount, purchaseView } from './purchase.ts';
import { bracketRows, countdown, ticketViews } from './rounds.ts';
import { checkTickets, cleanTicketText, resizeTickets } from './ticketEditor.ts';

const E18 = 10n ** 18n;

function round(overrides: Partial<LotteryRound> = {}): LotteryRound {
  return {
    ...placeholderRound(3n),
    status: 'open',
    endTime: 1_000n,
    priceTicketInFlask: 2n * E18,
    discountDivisor: DEFAULT_DISCOUNT_DIVISOR,
    treasuryFee: DEFAULT_TREASURY_FEE,
    rewardsBreakdown: [...DEFAULT_REWARDS_BREAKDOWN],
    amountCollectedInFlask: 1_000n * E18,
    amountInjectedInFlask: 0n,
    isLoading: false,
    ...overrides,
  };
}

describe('purchase', () => {
  const base = { round: round(), maxTicketsPerBuyOrClaim: 100, balance: 1_000n * E18, chainTime: 500n };

  it('prices tickets with the bulk discount like the contract', () => {
    const view = purchaseView({ ...base, count: 2 });
    expect(view.fullCost).toBe(4n * E18);
    expect(view.cost).toBe((2n * E18 * 2n * 1999n) / 2000n);
    expect(view.discountBasisPoints).toBe(5n);
    expect(view.problem).toBeUndefined();
    expect(purchaseView({ ...base, count: 100 }).discountBasisPoints).toBe(495n);
  });

  it('checks the sales window, the count, the limit and the balance, in that order', () => {
    expect(purchaseView({ ...base, count: 1, chainTime: 1_000n }).problem).toBe('closed');
    expect(purchaseView({ ...base, count: 1, round: round({ status: 'close' }) }).problem).toBe('closed');
    expect(purchaseView({ ...base, count: 0 }).problem).toBe('count');
    expect(purchaseView({ ...base, count: Number.NaN }).problem).toBe('count');
    expect(purchaseView({ ...base, count: 101 }).problem).toBe('tooMany');
    expect(purchaseView({ ...base, count: 11, maxTicketsPerBuyOrClaim: 10 }).problem).toBe('tooMany');
    expect(purchaseView({ ...base, count: 1, balance: E18 }).problem).toBe('balance');
    expect(purchaseView({ ...base, count: 1, balance: undefined }).problem).toBe('balance');
  });

  it('reads whole ticket counts only', () => {
    expect(parseTicketCount(' 12 ')).toBe(12);
    expect(Number.isNaN(parseTicketCount('1.5'))).toBe(true);
    expect(Number.isNaN(parseTicketCount('-1'))).toBe(true);
  });
});

describe('ticket editor', () => {
  it('keeps digits only, six at most', () => {
    expect(cleanTicketText('12a3-4567')).toBe('123456');
  });

  it('flags repeats and incomplete tickets; numbers only when all have six digits', () => {
    const check = checkTickets(['012345', '012345', '99']);
    expect(check.duplicates).toEqual(new Set([1]));
    expect(check.incomplete).toEqual(new Set([2]));
    expect(check.numbers).toBeUndefined();
    expect(checkTickets(['000000', '999999']).numbers).toEqual([1_000_000n, 1_999_999n]);
  });

  it('keeps typed tickets when the count changes', () => {
    const grown = resizeTickets(['111111'], 3);
    expect(grown[0]).toBe('111111');
    expect(grown).toHaveLength(3);
    expect(grown.every((text) => /^\d{6}$/.test(text))).toBe(true);
    expect(resizeTickets(['111111', '222222'], 1)).toEqual(['111111']);
  });
});

describe('round views', () => {
  it('lists brackets from all six digits down, with pools, prizes and winners', () => {
    const drawn = round({
      status: 'claimable',
      finalNumber: 1_123_456n,
      flaskPerBracket: [1n, 2n, 3n, 4n, 5n, 6n],
      countWinnersPerBracket: [0n, 0n, 0n, 0n, 0n, 2n],
    });
    const rows = bracketRows(drawn);
    expect(rows.map((row) => row.digits)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(rows[0]).toMatchObject({ perWinner: 6n, winners: 2n, pool: 400n * E18 });
  });

  it('highlights leading matched digits once drawn', () => {
    const tickets = [
      { id: 1n, number: 1_123_000n, claimed: false },
      { id: 2n, number: 1_923_456n, claimed: false },
    ];
    expect(ticketViews(tickets, 1_123_456n).map((view) => [view.digits, view.matched, view.bracket])).toEqual([
      ['123000', 3, 2],
      ['923456', 0, undefined],
    ]);
    expect(ticketViews(tickets, 0n)[0]?.matched).toBe(0);
  });

  it('counts down to the draw in chain time', () => {
    expect(countdown(3_725n, 0n)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(countdown(10n, 10n)).toBeUndefined();
  });
});

describe('chain fallback history', () => {
  it('lists the latest 3 rounds read and the account rounds with tickets', () => {
    const rounds = new Map<bigint, LotteryRound>([
      [4n, round({ id: 4n })],
      [3n, round({ id: 3n, status: 'claimable', finalNumber: 1_000_000n, flaskPerBracket: [0n, 0n, 0n, 0n, 0n, 9n] })],
      [2n, placeholderRound(2n)],
      [1n, round({ id: 1n })],
    ]);
    const market = { currentId: 4n, maxTicketsPerBuyOrClaim: 100, rounds, chainTime: 0n };
    expect(chainLotteryList(market).map((item) => item.id)).toEqual([4n, 3n]);
    const account = {
      address: '0x0000000000000000000000000000000000000001' as const,
      flaskBalance: 0n,
      allowance: 0n,
      tickets: new Map([[3n, [{ id: 30n, number: 1_000_000n, claimed: false }]]]),
      refunds: new Map(),
    };
    expect(chainUserRounds(market, account).rounds).toEqual([
      { lotteryId: 3n, endTime: 1_000n, status: 'claimable', totalTickets: 1n, claimed: false },
    ]);
    expect(chainLotteryList({ ...market, currentId: null })).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketPool,
  bulkDiscountBasisPoints,
  bulkTicketCost,
  claimBatches,
  DEFAULT_DISCOUNT_DIVISOR,
  DEFAULT_REWARDS_BREAKDOWN,
  drawBrackets,
  duplicateTicketIndexes,
  flaskForUsd,
  lotteryStatus,
  matchingDigits,
  randomTicketNumbers,
  refundsOwed,
  ticketBracket,
  ticketDigits,
  ticketNumberFromDigits,
  winnersPot,
  winningTickets,
} from '../../src/index.ts';

const E18 = 10n ** 18n;
const ticketNumber = fc.bigInt({ min: 1_000_000n, max: 1_999_999n });

describe('ticket numbers', () => {
  it('round-trips six digits, leading zeros included', () => {
    expect(ticketNumberFromDigits('012345')).toBe(1_012_345n);
    expect(ticketDigits(1_012_345n)).toBe('012345');
    expect(ticketDigits(1_000_000n)).toBe('000000');
    fc.assert(fc.property(ticketNumber, (n) => ticketNumberFromDigits(ticketDigits(n)) === n));
  });

  it('refuses anything but six digits', () => {
    for (const text of ['12345', '1234567', '12a456', ' 12345', '-12345', '']) {
      expect(ticketNumberFromDigits(text)).toBeUndefined();
    }
    expect(() => ticketDigits(999_999n)).toThrow(RangeError);
    expect(() => ticketDigits(2_000_000n)).toThrow(RangeError);
  });

  it('draws distinct random tickets and flags duplicates', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const tickets = randomTicketNumbers(100, random);
    expect(new Set(tickets).size).toBe(100);
    expect(tickets.every((n) => n >= 1_000_000n && n <= 1_999_999n)).toBe(true);
    expect([...duplicateTicketIndexes([1_000_001n, 1_000_002n, 1_000_001n, 1_000_001n])]).toEqual([2, 3]);
  });
});

describe('prices', () => {
  it('matches the catalogue discounts: 0.05% for 2, 2.45% for 50, 4.95% for 100', () => {
    expect(bulkDiscountBasisPoints(1n, DEFAULT_DISCOUNT_DIVISOR)).toBe(0n);
    expect(bulkDiscountBasisPoints(2n, DEFAULT_DISCOUNT_DIVISOR)).toBe(5n);
    expect(bulkDiscountBasisPoints(50n, DEFAULT_DISCOUNT_DIVISOR)).toBe(245n);
    expect(bulkDiscountBasisPoints(100n, DEFAULT_DISCOUNT_DIVISOR)).toBe(495n);
    expect(bulkTicketCost(E18, 100n, DEFAULT_DISCOUNT_DIVISOR)).toBe((100n * E18 * 9505n) / 10_000n);
    expect(bulkTicketCost(E18, 0n, DEFAULT_DISCOUNT_DIVISOR)).toBe(0n);
  });

  it('charges at most the full price, more in total for more tickets, with a growing discount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.integer({ min: 1, max: 99 }), (price, n) => {
        const count = BigInt(n);
        const cost = bulkTicketCost(price, count, DEFAULT_DISCOUNT_DIVISOR);
        return (
          cost <= price * count &&
          bulkTicketCost(price, count + 1n, DEFAULT_DISCOUNT_DIVISOR) >= cost &&
          bulkDiscountBasisPoints(count + 1n, DEFAULT_DISCOUNT_DIVISOR) >=
            bulkDiscountBasisPoints(count, DEFAULT_DISCOUNT_DIVISOR)
        );
      }),
    );
  });

  it('prices 5 USD in FLASK', () => {
    expect(flaskForUsd(5n * E18, 2n * E18)).toBe(25n * 10n ** 17n);
    expect(flaskForUsd(5n * E18, 0n)).toBe(0n);
  });
});

describe('brackets and prizes', () => {
  it('counts leading matching digits', () => {
    expect(matchingDigits(1_123_456n, 1_123_456n)).toBe(6);
    expect(matchingDigits(1_123_450n, 1_123_456n)).toBe(5);
    expect(matchingDigits(1_199_999n, 1_123_456n)).toBe(1);
    expect(matchingDigits(1_923_456n, 1_123_456n)).toBe(0);
    expect(ticketBracket(1_123_000n, 1_123_456n)).toBe(2);
    expect(ticketBracket(1_923_456n, 1_123_456n)).toBeUndefined();
  });

  it('matches a digit-by-digit comparison of the strings', () => {
    fc.assert(
      fc.property(ticketNumber, ticketNumber, (a, b) => {
        const x = ticketDigits(a);
        const y = ticketDigits(b);
        let expected = 0;
        while (expected < 6 && x[expected] === y[expected]) expected++;
        return matchingDigits(a, b) === expected;
      }),
    );
  });

  it('splits each bracket among its winners and rolls empty brackets over (the contract test case)', () => {
    const pot = 1000n * E18;
    const tickets = [1_123_456n, 1_123_450n, 1_199_999n, 1_923_456n, 1_123_000n, 1_123_999n, 1_120_000n];
    const draw = drawBrackets(pot, 0n, 2000n, DEFAULT_REWARDS_BREAKDOWN, tickets, 1_123_456n);
    expect(draw.countWinnersPerBracket).toEqual([1n, 1n, 2n, 0n, 1n, 1n]);
    expect(draw.flaskPerBracket[2]).toBe((800n * E18 * 625n) / 10_000n / 2n);
    expect(draw.flaskPerBracket[3]).toBe(0n);
    expect(draw.treasury).toBe(200n * E18);
    expect(draw.rollover).toBe((800n * E18 * 1250n) / 10_000n);
  });

  it('never pays more than the pot less the fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 27n }),
        fc.bigInt({ min: 0n, max: 3000n }),
        fc.array(ticketNumber, { maxLength: 40 }),
        ticketNumber,
        (pot, fee, tickets, finalNumber) => {
          const draw = drawBrackets(pot, pot / 3n, fee, DEFAULT_REWARDS_BREAKDOWN, tickets, finalNumber);
          const paid = draw.flaskPerBracket.reduce(
            (sum, prize, i) => sum + prize * draw.countWinnersPerBracket[i]!,
            0n,
          );
          return paid + draw.rollover + draw.treasury === pot && draw.rollover >= 0n;
        },
      ),
    );
  });

  it('shows each bracket pool before the draw', () => {
    expect(bracketPool(1000n * E18, 0n, 2000n, 5000n)).toBe(400n * E18);
  });

  it('takes the treasury fee on the sales only, never on the carried-over pot (the contract test case)', () => {
    // 600 carried over or injected, 400 of sales: a 20% fee is 80, 920 is shared.
    expect(winnersPot(1000n * E18, 600n * E18, 2000n)).toBe(920n * E18);
    const draw = drawBrackets(1000n * E18, 600n * E18, 2000n, DEFAULT_REWARDS_BREAKDOWN, [], 1_000_000n);
    expect(draw.treasury).toBe(80n * E18);
    expect(draw.rollover).toBe(920n * E18);
  });
});

describe('claims', () => {
  it('keeps unclaimed winners and batches them by the contract maximum', () => {
    const prizes = [1n, 2n, 3n, 4n, 5n, 6n];
    const tickets = [
      { id: 10n, number: 1_123_456n, claimed: false },
      { id: 11n, number: 1_123_456n, claimed: true },
      { id: 12n, number: 1_923_456n, claimed: false },
      { id: 13n, number: 1_100_000n, claimed: false },
      { id: 14n, number: 1_120_000n, claimed: false },
    ];
    const winning = winningTickets(tickets, 1_123_456n, prizes);
    expect(winning.map((ticket) => [ticket.id, ticket.bracket, ticket.prize])).toEqual([
      [10n, 5, 6n],
      [13n, 0, 1n],
      [14n, 1, 2n],
    ]);
    const batches = claimBatches(7n, winning, 2);
    expect(batches).toHaveLength(2);
    expect(batches[0]).toEqual({ lotteryId: 7n, ticketIds: [10n, 13n], brackets: [5, 0], total: 7n });
    expect(batches[1]!.ticketIds).toEqual([14n]);
    expect(() => claimBatches(7n, winning, 0)).toThrow(RangeError);
  });

  it('names the contract statuses', () => {
    expect([0, 1, 2, 3, 4, 9].map(lotteryStatus)).toEqual([
      'pending',
      'open',
      'close',
      'claimable',
      'cancelled',
      'pending',
    ]);
  });
});

describe('refunds of cancelled rounds', () => {
  it('lists what is still owed, oldest round first', () => {
    const owed = refundsOwed([
      { lotteryId: 7n, amount: 5n, tickets: 2 },
      { lotteryId: 3n, amount: 0n, tickets: 0 },
      { lotteryId: 2n, amount: 9n, tickets: 3 },
    ]);
    expect(owed.map((refund) => refund.lotteryId)).toEqual([2n, 7n]);
  });
});

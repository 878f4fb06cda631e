import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionBidMessages, auctionWinners, nextValidBid, validateBid } from '../../src/index.ts';

const E18 = 10n ** 18n;

describe('auctionWinners', () => {
  const bids = [
    { account: 'a', amount: 100n, firstBidIndex: 0 },
    { account: 'b', amount: 300n, firstBidIndex: 1 },
    { account: 'c', amount: 200n, firstBidIndex: 2 },
    { account: 'd', amount: 300n, firstBidIndex: 3 },
  ];

  it('takes the highest totals, highest first, an equal total going to the earlier first bid', () => {
    expect(auctionWinners(bids, 3)).toEqual(['b', 'd', 'c']);
    expect(auctionWinners(bids, 1)).toEqual(['b']);
    expect(auctionWinners([...bids].reverse(), 1)).toEqual(['b']);
  });

  it('lets every bidder win when there are fewer bidders than places', () => {
    expect(auctionWinners(bids, 10)).toEqual(['b', 'd', 'c', 'a']);
    expect(auctionWinners([], 3)).toEqual([]);
  });

  it('picks each winner above every loser, whatever the input order', () => {
    const bidList = fc.uniqueArray(
      fc.record({ amount: fc.bigInt({ min: 1n, max: 50n }), firstBidIndex: fc.nat(1000) }),
      {
        selector: (bid) => bid.firstBidIndex,
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(bidList, fc.integer({ min: 1, max: 6 }), (list, leaderboard) => {
        const withAccounts = list.map((bid) => ({ ...bid, account: `0x${bid.firstBidIndex}` }));
        const winners = new Set(auctionWinners(withAccounts, leaderboard));
        expect(winners.size).toBe(Math.min(leaderboard, list.length));
        for (const winner of withAccounts.filter((bid) => winners.has(bid.account))) {
          for (const loser of withAccounts.filter((bid) => !winners.has(bid.account))) {
            const ahead =
              winner.amount > loser.amount ||
              (winner.amount === loser.amount && winner.firstBidIndex < loser.firstBidIndex);
            expect(ahead).toBe(true);
          }
        }
      }),
    );
  });
});

describe('nextValidBid', () => {
  it('is the initial amount for a first bid, then one increment', () => {
    expect(nextValidBid(0n, 100n * E18, 10n * E18)).toBe(100n * E18);
    expect(nextValidBid(100n * E18, 100n * E18, 10n * E18)).toBe(10n * E18);
  });

  it('rounds a first bid up to a multiple of the increment', () => {
    expect(nextValidBid(0n, 105n, 10n)).toBe(110n);
    expect(nextValidBid(0n, 0n, 10n)).toBe(10n);
    expect(nextValidBid(0n, 3n, 10n)).toBe(10n);
  });

  it('refuses an increment of 0', () => {
    expect(() => nextValidBid(0n, 1n, 0n)).toThrow();
  });

  it('is always a bid validateBid accepts', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 24n });
    fc.assert(
      fc.property(amount, amount, fc.bigInt({ min: 1n, max: 10n ** 21n }), (current, initial, increment) => {
        const next = nextValidBid(current, initial, increment);
        const context = { currentTotal: current, initialBidAmount: initial, bidIncrement: increment };
        expect(validateBid(next, context)).toBeUndefined();
        if (next > increment) expect(validateBid(next - increment, context)).toBeDefined();
      }),
    );
  });
});

describe('validateBid', () => {
  const auction = { initialBidAmount: 100n * E18, bidIncrement: 10n * E18 };

  it('asks for an amount when there is none', () => {
    expect(validateBid(undefined, { ...auction, currentTotal: 0n })).toBe('Enter an amount');
    expect(validateBid(0n, { ...auction, currentTotal: 0n })).toBe(auctionBidMessages.enterAmount);
  });

  it('refuses a first bid under the initial amount, naming the least one', () => {
    expect(validateBid(90n * E18, { ...auction, currentTotal: 0n })).toBe('Your first bid must be at least 100 FLASK');
    expect(validateBid(100n * E18, { ...auction, currentTotal: 0n })).toBeUndefined();
  });

  it('takes a raise of one increment once the bidder has bid', () => {
    expect(validateBid(10n * E18, { ...auction, currentTotal: 100n * E18 })).toBeUndefined();
  });

  it('refuses an amount that is not a multiple of the increment, exactly as the contract counts it', () => {
    expect(validateBid(105n * E18, { ...auction, currentTotal: 0n })).toBe('Bids must be a multiple of 10 FLASK');
    expect(validateBid(10n * E18 + 1n, { ...auction, currentTotal: 100n * E18 })).toBe(
      auctionBidMessages.notMultiple(10n * E18),
    );
    expect(auctionBidMessages.notMultiple(1_234_567_891n * 10n ** 15n)).toBe(
      'Bids must be a multiple of 1234567.891 FLASK',
    );
  });

  it('refuses more than the balance, when it is known', () => {
    const context = { ...auction, currentTotal: 0n, balance: 150n * E18 };
    expect(validateBid(160n * E18, context)).toBe('Insufficient FLASK balance');
    expect(validateBid(150n * E18, context)).toBeUndefined();
  });
});

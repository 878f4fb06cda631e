import { describe, expect, it } from 'vitest';
import { parseLottery, parseStatus, parseUser } from './historyApi.ts';
import { decodeAccount, decodeMarket, type LotteryReads, lotteryReadCalls, lotteryWindowIds } from './lotteryReads.ts';

const LOTTERY = '0x00000000000000000000000000000000000000aa';
const FLASK = '0x00000000000000000000000000000000000000bb';
const ACCOUNT = '0x00000000000000000000000000000000000000cc';

const six = (value: bigint) => [value, value, value, value, value, value] as const;
const viewLottery = {
  status: 3,
  closedAt: 21,
  requestedAt: 21,
  amountInjectedInFlask: 0n,
  startTime: 10n,
  endTime: 20n,
  priceTicketInFlask: 5n,
  discountDivisor: 2000n,
  rewardsBreakdown: six(1n),
  treasuryFee: 2000n,
  flaskPerBracket: six(2n),
  countWinnersPerBracket: six(3n),
  firstTicketId: 10n,
  lastTicketId: 12n,
  firstTicketIdNextLottery: 20n,
  amountCollectedInFlask: 99n,
  finalNumber: 1_123_456,
};

function reads(overrides: Partial<LotteryReads> = {}): LotteryReads {
  return {
    settings: [4n, 100n, 1_700_000_000n],
    lotteries: [],
    tickets: [],
    refunds: [],
    flask: [],
    ...overrides,
  } as LotteryReads;
}

describe('lottery reads', () => {
  it('reads the latest 3 ids and the round on screen, the account only when there is one', () => {
    expect(lotteryWindowIds(undefined, undefined)).toEqual([]);
    expect(lotteryWindowIds(5n, undefined)).toEqual([5n, 4n, 3n]);
    expect(lotteryWindowIds(5n, 4n)).toEqual([5n, 4n, 3n]);
    expect(lotteryWindowIds(5n, 1n)).toEqual([5n, 4n, 3n, 1n]);
    const publicOnly = lotteryReadCalls({ lottery: LOTTERY, flask: FLASK }, [5n, 4n]);
    expect(publicOnly.lotteries).toHaveLength(2);
    expect(publicOnly.tickets).toHaveLength(0);
    expect(publicOnly.flask).toHaveLength(0);
    expect(publicOnly.refunds).toHaveLength(0);
    const withAccount = lotteryReadCalls({ lottery: LOTTERY, flask: FLASK }, [5n, 4n], ACCOUNT);
    expect(withAccount.tickets.map((call) => call.args)).toEqual([
      [ACCOUNT, 5n, 0n, 2500n],
      [ACCOUNT, 4n, 0n, 2500n],
    ]);
    expect(withAccount.flask.map((call) => call.functionName)).toEqual(['balanceOf', 'allowance']);
    expect(withAccount.refunds.map((call) => [call.functionName, ...call.args])).toEqual([
      ['refundOf', ACCOUNT, 5n],
      ['refundOf', ACCOUNT, 4n],
    ]);
  });

  it('decodes rounds; a failed round read is a loading placeholder, a failed current id null (SPEC §8)', () => {
    const market = decodeMarket(reads({ lotteries: [viewLottery, null] }), [4n, 3n]);
    expect(market.currentId).toBe(4n);
    expect(market.maxTicketsPerBuyOrClaim).toBe(100);
    expect(market.chainTime).toBe(1_700_000_000n);
    expect(market.rounds.get(4n)).toMatchObject({
      id: 4n,
      status: 'claimable',
      finalNumber: 1_123_456n,
      flaskPerBracket: [2n, 2n, 2n, 2n, 2n, 2n],
      isLoading: false,
    });
    expect(market.rounds.get(3n)).toMatchObject({ id: 3n, status: 'pending', isLoading: true });
    const failed = decodeMarket(reads({ settings: [null, null, 1n] }), []);
    expect([failed.currentId, failed.maxTicketsPerBuyOrClaim]).toEqual([null, null]);
  });

  it("decodes the account's tickets; a failed read is no tickets (SPEC §8)", () => {
    const account = decodeAccount(
      reads({
        tickets: [[[10n, 11n], [1_000_001, 1_999_999], [true, false], 2n], null],
        refunds: [
          [0n, 0n],
          [12n, 3n],
        ],
        flask: [7n, null],
      }),
      [4n, 3n],
      ACCOUNT,
    );
    expect(account.tickets.get(4n)).toEqual([
      { id: 10n, number: 1_000_001n, claimed: true },
      { id: 11n, number: 1_999_999n, claimed: false },
    ]);
    expect(account.tickets.get(3n)).toEqual([]);
    expect([account.flaskBalance, account.allowance]).toEqual([7n, 0n]);
    expect(account.refunds.get(3n)).toEqual({ lotteryId: 3n, amount: 12n, tickets: 3 });
    expect(account.refunds.get(4n)?.amount).toBe(0n);
  });
});

describe('lottery indexer answers', () => {
  it('parses statuses by name or number', () => {
    expect(parseStatus('claimable')).toBe('claimable');
    expect(parseStatus(1)).toBe('open');
    expect(parseStatus('2')).toBe('close');
    expect(parseStatus('cancelled')).toBe('cancelled');
    expect(parseStatus(4)).toBe('cancelled');
    expect(parseStatus(null)).toBe('pending');
  });

  it('parses a list item and user data, bigints from decimal strings', () => {
    const item = parseLottery({
      id: '3',
      status: 'claimable',
      startTime: '1',
      endTime: '2',
      priceTicketInFlask: '5000000000000000000',
      finalNumber: '1123456',
      amountCollectedInFlask: '10',
      totalUsers: '2',
      totalTickets: '5',
      winningTickets: '1',
    });
    expect(item).toMatchObject({ id: 3n, ticketPrice: 5n * 10n ** 18n, finalNumber: 1_123_456n, totalTickets: 5n });
    const user = parseUser({
      id: ACCOUNT,
      totalTickets: '4',
      totalFlask: '9',
      rounds: [{ lotteryId: '3', endTime: '2', status: 'open', totalTickets: '4', claimed: false }],
    });
    expect(user.rounds).toEqual([{ lotteryId: 3n, endTime: 2n, status: 'open', totalTickets: 4n, claimed: false }]);
  });
});

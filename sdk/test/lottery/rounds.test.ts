import { describe, expect, it } from 'vitest';
import { isSellingTickets, latestLotteryIds, prizeClaims } from '../../src/index.ts';

const E18 = 10n ** 18n;

describe('latest lottery ids', () => {
  it('lists the newest three, newest first, never below 1', () => {
    expect(latestLotteryIds(7n)).toEqual([7n, 6n, 5n]);
    expect(latestLotteryIds(2n)).toEqual([2n, 1n]);
    expect(latestLotteryIds(0n)).toEqual([]);
    expect(latestLotteryIds(9n, 1)).toEqual([9n]);
  });
});

describe('ticket sales', () => {
  it('are open only for an open round before its end time', () => {
    expect(isSellingTickets('open', 100n, 99n)).toBe(true);
    expect(isSellingTickets('open', 100n, 100n)).toBe(false);
    expect(isSellingTickets('close', 100n, 50n)).toBe(false);
    expect(isSellingTickets('claimable', 100n, 50n)).toBe(false);
  });
});

describe('prize claims', () => {
  const flaskPerBracket = [1n * E18, 2n * E18, 3n * E18, 4n * E18, 5n * E18, 6n * E18];
  const ticket = (id: bigint, number: bigint, claimed = false) => ({ id, number, claimed });

  it('claims unclaimed winners of drawn rounds only, oldest round first, in batches of max', () => {
    const claims = prizeClaims(
      [
        {
          lotteryId: 5n,
          status: 'claimable',
          finalNumber: 1_123_456n,
          flaskPerBracket,
          tickets: [ticket(50n, 1_123_456n), ticket(51n, 1_100_000n), ticket(52n, 1_923_456n), ticket(53n, 1_120_000n)],
        },
        {
          lotteryId: 4n,
          status: 'claimable',
          finalNumber: 1_000_000n,
          flaskPerBracket,
          tickets: [ticket(40n, 1_000_001n), ticket(41n, 1_000_000n, true)],
        },
        {
          lotteryId: 6n,
          status: 'open',
          finalNumber: 0n,
          flaskPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
          tickets: [ticket(60n, 1_000_000n)],
        },
      ],
      2,
    );
    expect(claims.batches.map((batch) => [batch.lotteryId, batch.ticketIds, batch.brackets])).toEqual([
      [4n, [40n], [4]],
      [5n, [50n, 51n], [5, 0]],
      [5n, [53n], [1]],
    ]);
    expect(claims.ticketCount).toBe(4);
    expect(claims.total).toBe(5n * E18 + 6n * E18 + 1n * E18 + 2n * E18);
  });

  it('finds nothing when no ticket wins', () => {
    const claims = prizeClaims(
      [
        {
          lotteryId: 1n,
          status: 'claimable',
          finalNumber: 1_555_555n,
          flaskPerBracket,
          tickets: [ticket(1n, 1_444_444n)],
        },
      ],
      100,
    );
    expect(claims).toEqual({ batches: [], total: 0n, ticketCount: 0 });
  });
});

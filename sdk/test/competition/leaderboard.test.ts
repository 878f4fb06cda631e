import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPETITION_STATUSES,
  type CompetitionTrader,
  rewardGroupForRank,
  TOP_MEMBERS_PER_TEAM,
  teamLeaderboard,
  teamTier,
} from '../../src/index.ts';
import { testAddress } from '../helpers.ts';

const trader = (n: number, teamId: number, volumeUsd: number): CompetitionTrader => ({
  address: testAddress(n),
  teamId,
  volumeUsd,
});

describe('statuses', () => {
  it('follow the contract enum order', () => {
    expect(COMPETITION_STATUSES).toEqual(['registration', 'open', 'close', 'claiming', 'over']);
  });
});

describe('rewardGroupForRank', () => {
  it('splits a team at ranks 10, 100 and 500', () => {
    expect([1, 10, 11, 100, 101, 500, 501, 10_000].map((rank) => rewardGroupForRank(rank, 5))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });

  it('gives nothing without volume', () => {
    expect(rewardGroupForRank(1, 0)).toBeUndefined();
    expect(rewardGroupForRank(600, 0)).toBeUndefined();
  });

  it('refuses a rank that is not a positive integer', () => {
    expect(() => rewardGroupForRank(0, 5)).toThrow(RangeError);
    expect(() => rewardGroupForRank(1.5, 5)).toThrow(RangeError);
  });
});

describe('teamTier', () => {
  it('maps 1st, 2nd, then every lower or missing rank to the contract table rows', () => {
    expect([1, 2, 3, 9, 0].map(teamTier)).toEqual([0, 1, 2, 2, 2]);
  });
});

describe('teamLeaderboard', () => {
  it('ranks members by volume and teams by their summed volume', () => {
    const { teams, users } = teamLeaderboard([
      trader(1, 1, 100),
      trader(2, 2, 300),
      trader(3, 1, 250),
      trader(4, 3, 0),
      trader(5, 2, 10),
    ]);
    expect(teams).toEqual([
      { teamId: 1, rank: 1, volumeUsd: 350, traders: 2 },
      { teamId: 2, rank: 2, volumeUsd: 310, traders: 2 },
      { teamId: 3, rank: 3, volumeUsd: 0, traders: 0 },
    ]);
    expect(users.map((u) => [u.address, u.teamId, u.rankInTeam, u.rewardGroup])).toEqual([
      [testAddress(3), 1, 1, 0],
      [testAddress(1), 1, 2, 0],
      [testAddress(2), 2, 1, 0],
      [testAddress(5), 2, 2, 0],
      [testAddress(4), 3, 1, undefined],
    ]);
  });

  it('counts only the top 500 members of a team', () => {
    // Team 1: 600 members of 1 USD (counts 500); team 2: one member of 550 USD.
    const crowd = Array.from({ length: 600 }, (_, i) => trader(i + 10, 1, 1));
    const { teams, users } = teamLeaderboard([...crowd, trader(1, 2, 550)]);
    expect(teams).toEqual([
      { teamId: 2, rank: 1, volumeUsd: 550, traders: 1 },
      { teamId: 1, rank: 2, volumeUsd: TOP_MEMBERS_PER_TEAM, traders: 600 },
    ]);
    const groups = users.filter((u) => u.teamId === 1).map((u) => u.rewardGroup);
    expect(groups.filter((g) => g === 0)).toHaveLength(10);
    expect(groups.filter((g) => g === 1)).toHaveLength(90);
    expect(groups.filter((g) => g === 2)).toHaveLength(400);
    expect(groups.filter((g) => g === 3)).toHaveLength(100);
  });

  it('breaks ties by address (any case) and by team id', () => {
    const upper = { address: testAddress(7).toUpperCase().replace('0X', '0x'), teamId: 2, volumeUsd: 5 };
    const { teams, users } = teamLeaderboard([trader(9, 2, 5), upper, trader(1, 1, 10)]);
    expect(teams.map((t) => t.teamId)).toEqual([1, 2]);
    const team2 = users.filter((u) => u.teamId === 2);
    const expected = [testAddress(7), testAddress(9)].sort();
    expect(team2.map((u) => u.address.toLowerCase())).toEqual(expected);
  });

  it('gives the same result whatever the input order', () => {
    const traders = fc.uniqueArray(
      fc.record({
        n: fc.integer({ min: 1, max: 5_000 }),
        teamId: fc.integer({ min: 1, max: 4 }),
        volumeUsd: fc.integer({ min: 0, max: 1_000 }),
      }),
      { selector: (t) => t.n, maxLength: 40 },
    );
    fc.assert(
      fc.property(traders, fc.func(fc.integer()), (list, key) => {
        const input = list.map((t) => trader(t.n, t.teamId, t.volumeUsd));
        const shuffled = [...input].sort((a, b) => key(a.address) - key(b.address));
        expect(teamLeaderboard(shuffled)).toEqual(teamLeaderboard(input));
      }),
    );
  });

  it('ranks each team 1..n with volumes that never rise', () => {
    const traders = fc.array(
      fc.record({ n: fc.nat(1_000), teamId: fc.integer({ min: 1, max: 6 }), volumeUsd: fc.nat(500) }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(traders, (list) => {
        const { teams, users } = teamLeaderboard(list.map((t, i) => trader(t.n * 100 + i, t.teamId, t.volumeUsd)));
        expect(teams.map((t) => t.rank)).toEqual(teams.map((_, i) => i + 1));
        const volumes = teams.map((t) => t.volumeUsd);
        expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
        for (const team of teams) {
          const members = users.filter((u) => u.teamId === team.teamId);
          expect(members.map((u) => u.rankInTeam)).toEqual(members.map((_, i) => i + 1));
          expect(members.reduce((sum, u) => sum + u.volumeUsd, 0)).toBe(team.volumeUsd);
        }
      }),
    );
  });
});

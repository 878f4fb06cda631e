import { describe, expect, it } from 'vitest';
import type { TeamProfile } from '@/profile';
import { parseTeamId, rankTeams } from './leaderboard.ts';

const team = (id: number, points: bigint): TeamProfile => ({
  id,
  name: `Team ${id}`,
  description: '',
  users: 0n,
  points,
  isJoinable: true,
  image: undefined,
});

describe('rankTeams', () => {
  it('orders by points, equal points share a rank and keep id order', () => {
    const ranked = rankTeams([team(1, 50n), team(2, 300n), team(3, 50n), team(4, 10n)]);
    expect(ranked.map(({ id, rank }) => [id, rank])).toEqual([
      [2, 1],
      [1, 2],
      [3, 2],
      [4, 4],
    ]);
  });

  it('handles no teams and one team', () => {
    expect(rankTeams([])).toEqual([]);
    expect(rankTeams([team(7, 0n)])[0]?.rank).toBe(1);
  });
});

describe('parseTeamId', () => {
  it('accepts plain positive ids up to the count', () => {
    expect(parseTeamId('1', 3)).toBe(1);
    expect(parseTeamId('3', 3)).toBe(3);
    expect(parseTeamId('12', undefined)).toBe(12);
  });

  it('refuses anything else', () => {
    for (const bad of [undefined, '', '0', '-1', '01', '1.0', '0x1', ' 1', 'abc', '1e3', '9999999999']) {
      expect(parseTeamId(bad, undefined)).toBeUndefined();
    }
    expect(parseTeamId('4', 3)).toBeUndefined();
  });
});

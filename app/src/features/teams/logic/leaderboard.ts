// The leaderboard's order: most points first; equal points share a rank (1, 2, 2, 4), the older
// team (lower id) listed first.
import type { TeamProfile } from '@/profile';

export interface RankedTeam extends TeamProfile {
  rank: number;
}

export function rankTeams(teams: readonly TeamProfile[]): RankedTeam[] {
  const sorted = [...teams].sort((a, b) => (a.points === b.points ? a.id - b.id : a.points > b.points ? -1 : 1));
  let rank = 0;
  return sorted.map((team, i) => {
    if (i === 0 || team.points !== sorted[i - 1]!.points) rank = i + 1;
    return { ...team, rank };
  });
}

/**
 * A team id from the URL: a positive whole number written plainly ('1', not '01', '1.0' or
 * '0x1'), at most `count` once the number of teams is known; otherwise undefined.
 */
export function parseTeamId(param: string | undefined, count: number | undefined): number | undefined {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) return undefined;
  const id = Number(param);
  return count !== undefined && id > count ? undefined : id;
}

// The trading competition's ranking rules (docs/competition.md), shared by the indexer's leaderboard,
// the results script that posts them on chain and the app: one place computes ranks and groups.

/** FlaskTradingCompetition's CompetitionStatus values, by index. */
export const COMPETITION_STATUSES = ['registration', 'open', 'close', 'claiming', 'over'] as const;
export type CompetitionStatusName = (typeof COMPETITION_STATUSES)[number];

/** Only a team's best 500 traders count towards its volume. */
export const TOP_MEMBERS_PER_TEAM = 500;
/** Number of pairs whose swaps count (the contract's `eligiblePairs`). */
export const ELIGIBLE_PAIR_COUNT = 4;

/** 0 = rank 1–10 in the team, 1 = 11–100, 2 = 101–500, 3 = any other trader with volume. */
export type RewardGroup = 0 | 1 | 2 | 3;
/** 0 = the team ranked 1st, 1 = 2nd, 2 = 3rd or lower (or unranked). */
export type TeamTier = 0 | 1 | 2;

export interface CompetitionTrader {
  address: string;
  teamId: number;
  volumeUsd: number;
}

export interface RankedTrader extends CompetitionTrader {
  /** 1 = the team's largest volume. */
  rankInTeam: number;
  /** undefined when the trader has no volume (no prize). */
  rewardGroup: RewardGroup | undefined;
}

export interface RankedTeam {
  teamId: number;
  /** 1 = the largest volume. */
  rank: number;
  /** Sum of its top TOP_MEMBERS_PER_TEAM members' volumes. */
  volumeUsd: number;
  /** Members with a volume above 0. */
  traders: number;
}

/** The reward group of the trader ranked `rankInTeam` (from 1) in its team. */
export function rewardGroupForRank(rankInTeam: number, volumeUsd: number): RewardGroup | undefined {
  if (!Number.isInteger(rankInTeam) || rankInTeam < 1) throw new RangeError(`Invalid rank ${rankInTeam}`);
  if (!(volumeUsd > 0)) return undefined;
  if (rankInTeam <= 10) return 0;
  if (rankInTeam <= 100) return 1;
  if (rankInTeam <= TOP_MEMBERS_PER_TEAM) return 2;
  return 3;
}

/** The reward table row of a team ranked `rank` (0 = no rank posted: the lowest tier, as on chain). */
export function teamTier(rank: number): TeamTier {
  if (rank === 1) return 0;
  if (rank === 2) return 1;
  return 2;
}

/**
 * Ranks traders within their teams (volume, then address, so every run agrees) and teams by the
 * volume of their top TOP_MEMBERS_PER_TEAM members (then team id). Every registered trader should
 * be passed, volume 0 included; addresses are compared case-insensitively.
 */
export function teamLeaderboard(traders: readonly CompetitionTrader[]): {
  teams: RankedTeam[];
  users: RankedTrader[];
} {
  const byTeam = new Map<number, CompetitionTrader[]>();
  for (const trader of traders) {
    const members = byTeam.get(trader.teamId) ?? [];
    members.push(trader);
    byTeam.set(trader.teamId, members);
  }

  const users: RankedTrader[] = [];
  const teams: Omit<RankedTeam, 'rank'>[] = [];
  for (const [teamId, members] of byTeam) {
    const ranked = [...members].sort(byVolumeThenAddress);
    let volumeUsd = 0;
    let active = 0;
    ranked.forEach((member, index) => {
      const rankInTeam = index + 1;
      if (rankInTeam <= TOP_MEMBERS_PER_TEAM) volumeUsd += member.volumeUsd;
      if (member.volumeUsd > 0) active += 1;
      users.push({ ...member, rankInTeam, rewardGroup: rewardGroupForRank(rankInTeam, member.volumeUsd) });
    });
    teams.push({ teamId, volumeUsd, traders: active });
  }

  teams.sort((a, b) => b.volumeUsd - a.volumeUsd || a.teamId - b.teamId);
  users.sort((a, b) => a.teamId - b.teamId || a.rankInTeam - b.rankInTeam);
  return { teams: teams.map((team, index) => ({ ...team, rank: index + 1 })), users };
}

function byVolumeThenAddress(a: CompetitionTrader, b: CompetitionTrader): number {
  if (a.volumeUsd !== b.volumeUsd) return b.volumeUsd - a.volumeUsd;
  const left = a.address.toLowerCase();
  const right = b.address.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

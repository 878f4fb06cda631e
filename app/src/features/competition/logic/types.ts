import type { CompetitionStatusName, ManifestCompetitionPair } from '@flaskswap/sdk';
import type { Address } from 'viem';

/** FlaskTradingCompetition's statuses by name, in contract order. */
export type CompetitionStatus = CompetitionStatusName;

/** An eligible pair as the manifest's `competition` section lists it. */
export type EligiblePair = ManifestCompetitionPair;

/** The competition as the chain says it, read in the page's one multicall. */
export interface Competition {
  status: CompetitionStatus;
  /** 0 until the admin opens it. */
  openBlock: bigint;
  /** 0 until the admin closes it. */
  closeBlock: bigint;
  registered: bigint;
  /** FLASK and points by [team tier][reward group] (contract `viewRewardTable`). */
  rewards: RewardTable;
}

export interface RewardTable {
  flask: readonly (readonly bigint[])[];
  points: readonly (readonly bigint[])[];
}

/** The connected account's profile and competition state. */
export interface CompetitionAccount {
  address: Address;
  hasProfile: boolean;
  hasActiveProfile: boolean;
  registered: boolean;
  claimed: boolean;
  /** The admin posted this account's reward group (claiming needs it). */
  hasResult: boolean;
  rewardGroup: number;
  flaskReward: bigint;
  pointReward: bigint;
  /** The team it competitions for (its profile's team when it registered); 0 when not registered. */
  teamId: number;
}

/** A team's line of the leaderboard (indexer `/competition/leaderboard`). */
export interface LeaderboardTeam {
  teamId: number;
  rank: number;
  /** USD volume of the team's top 500 members. */
  volumeUsd: number;
  traders: number;
}

/** A registered trader (indexer `/competition/users/:address`). */
export interface CompetitionTrader {
  address: string;
  teamId: number;
  volumeUsd: number;
  rankInTeam: number;
  /** undefined without volume. */
  rewardGroup: number | undefined;
}

// The competition page's one multicall: the contract's status, blocks and reward table, the teams'
// names, and with a wallet the account's profile and claim information; and their decoders.
import { flaskProfileAbi, flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import type { Address } from 'viem';
import type { ChainReadsData } from '@/chain/reads.ts';
import { competitionStatus } from '../logic/competition.ts';
import type { Competition, CompetitionAccount } from '../logic/types.ts';

export interface CompetitionReadTargets {
  competitionAddress: Address;
  profile: Address | undefined;
  /** The team ids whose names are read (the manifest's profile teams). */
  teamIds: readonly number[];
  account: Address | undefined;
}

export function competitionReadCalls({ competitionAddress, profile, teamIds, account }: CompetitionReadTargets) {
  const contract = { address: competitionAddress, abi: flaskTradingCompetitionAbi } as const;
  const registry = profile ? ({ address: profile, abi: flaskProfileAbi } as const) : undefined;
  return {
    competition: [
      { ...contract, functionName: 'currentStatus' },
      { ...contract, functionName: 'openBlock' },
      { ...contract, functionName: 'closeBlock' },
      { ...contract, functionName: 'registeredCount' },
    ] as const,
    rewards: [{ ...contract, functionName: 'viewRewardTable' }] as const,
    teams: registry
      ? teamIds.map((id) => ({ ...registry, functionName: 'getTeamProfile', args: [BigInt(id)] }) as const)
      : [],
    claim: account ? ([{ ...contract, functionName: 'claimInformation', args: [account] }] as const) : [],
    stats: account ? ([{ ...contract, functionName: 'userTradingStats', args: [account] }] as const) : [],
    profile: account && registry ? ([{ ...registry, functionName: 'getUserProfile', args: [account] }] as const) : [],
  };
}

export type CompetitionReads = ChainReadsData<ReturnType<typeof competitionReadCalls>>;

/** The competition once every public read answered; undefined otherwise (SPEC.md §8: no invented figures). */
export function decodeCompetition(reads: CompetitionReads): Competition | undefined {
  const [status, openBlock, closeBlock, registered] = reads.competition;
  const rewards = reads.rewards[0];
  if (status == null || openBlock == null || closeBlock == null || registered == null || !rewards) return undefined;
  const [flask, points] = rewards;
  return { status: competitionStatus(status), openBlock, closeBlock, registered, rewards: { flask, points } };
}

/** Team names by id; a failed lookup is left out (the page then says 'Team #id'). */
export function decodeTeamNames(reads: CompetitionReads, teamIds: readonly number[]): Map<number, string> {
  const names = new Map<number, string>();
  reads.teams.forEach((answer, i) => {
    const id = teamIds[i];
    if (answer && id !== undefined && answer[0]) names.set(id, answer[0]);
  });
  return names;
}

/** The account's answers; undefined until the claim and stats reads answered. */
export function decodeAccount(reads: CompetitionReads, address: Address): CompetitionAccount | undefined {
  const claim = reads.claim[0];
  const stats = reads.stats[0];
  if (!claim || !stats) return undefined;
  const [hasRegistered, , hasClaimed, rewardGroup, flaskReward, pointReward, hasResult] = claim;
  const profile = reads.profile[0];
  return {
    address,
    hasProfile: Boolean(profile && profile[0] > 0n),
    hasActiveProfile: Boolean(profile?.[5]),
    registered: hasRegistered,
    claimed: hasClaimed,
    hasResult,
    rewardGroup: Number(rewardGroup),
    flaskReward,
    pointReward,
    teamId: hasRegistered ? Number(stats[3]) : 0,
  };
}

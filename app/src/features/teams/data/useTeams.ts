import { flaskProfileAbi } from '@flaskswap/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useChainReads } from '@/chain/reads.ts';
import { teamsFromContract, useProfileDeployment, userProfileFromContract } from '@/profile';
import { type RankedTeam, rankTeams } from '../logic/leaderboard.ts';

/** Teams read at most (the registry has a handful; this bounds one multicall). */
const MAX_TEAMS = 500;

function teamReadCalls(profile: Address, teamCount: number, account: Address | undefined) {
  const registry = { address: profile, abi: flaskProfileAbi } as const;
  return {
    count: [{ ...registry, functionName: 'numberTeams' }] as const,
    teams: Array.from(
      { length: Math.min(teamCount, MAX_TEAMS) },
      (_, i) => ({ ...registry, functionName: 'getTeamProfile', args: [BigInt(i + 1)] }) as const,
    ),
    account: account ? ([{ ...registry, functionName: 'getUserProfile', args: [account] }] as const) : [],
  };
}

export interface TeamsState {
  status: 'missing' | 'loading' | 'ready' | 'error';
  /** Ranked by points; undefined until read. */
  teams: RankedTeam[] | undefined;
  /** numberTeams on chain (team ids are 1..count). */
  count: number | undefined;
  /** The connected account's team while its profile is active. */
  accountTeamId: number | undefined;
}

/**
 * Every team (1..numberTeams) and the account's team, in ONE multicall per tick: the first read
 * learns the count (the manifest's team list is the first guess), later ones read every team.
 */
export function useTeams(): TeamsState {
  const deployment = useProfileDeployment();
  const profile = deployment?.profile;
  const manifestTeams = deployment?.section.teams;
  const { address } = useConnection();
  const [knownCount, setKnownCount] = useState<number>();
  const guess = knownCount ?? manifestTeams?.length ?? 0;
  const calls = useMemo(
    () => (profile ? teamReadCalls(profile, guess, address) : undefined),
    [profile, guess, address],
  );
  const { data, isError, isPlaceholderData } = useChainReads(calls, { keepPreviousData: true });

  const count = data?.count[0] == null ? undefined : Number(data.count[0]);
  useEffect(() => {
    if (count !== undefined) setKnownCount(count);
  }, [count]);

  const teams = useMemo(() => {
    // Until the reads cover every team the chain counts, the list would be short: wait.
    if (!data || count === undefined || data.teams.length < Math.min(count, MAX_TEAMS)) return undefined;
    // A failed lookup is left out (SPEC.md §8: null).
    return rankTeams(teamsFromContract(data.teams, manifestTeams ?? []).filter((team) => team.id <= count));
  }, [data, count, manifestTeams]);

  // A previous answer kept on screen may belong to another account.
  const accountAnswer = isPlaceholderData ? undefined : data?.account[0];
  const accountProfile = accountAnswer ? userProfileFromContract(accountAnswer) : undefined;
  const accountTeamId = accountProfile?.isActive ? accountProfile.teamId : undefined;
  const status = !profile ? 'missing' : teams ? 'ready' : isError ? 'error' : 'loading';
  return { status, teams, count, accountTeamId };
}

import { flaskProfileAbi } from '@flaskswap/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { useDeployment } from '@/chain/activeChain.ts';
import { type ChainReadsData, useChainReads } from '@/chain/reads.ts';
import { type RankedTeam, rankTeams, type Team } from '../logic/leaderboard.ts';

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
type TeamReads = ChainReadsData<ReturnType<typeof teamReadCalls>>;

/** Teams whose read succeeded (SPEC.md §8: a failed team lookup is null, and left out). */
function decodeTeams(reads: TeamReads, images: ReadonlyMap<number, string>): Team[] {
  return reads.teams.flatMap((answer, i) => {
    if (!answer) return [];
    const id = i + 1;
    const [name, description, users, points, isJoinable] = answer;
    return [{ id, name, description, users, points, isJoinable, image: images.get(id) }];
  });
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
  const deployment = useDeployment();
  const profile = deployment?.contracts.FlaskProfile as Address | undefined;
  const images = useMemo(
    () => new Map((deployment?.profile?.teams ?? []).map((team) => [team.id, team.image] as const)),
    [deployment],
  );
  const { address } = useConnection();
  const [knownCount, setKnownCount] = useState<number>();
  const guess = knownCount ?? images.size;
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
    return rankTeams(decodeTeams(data, images).filter((team) => team.id <= count));
  }, [data, count, images]);

  // A previous answer kept on screen may belong to another account.
  const accountProfile = isPlaceholderData ? undefined : data?.account[0];
  const accountTeamId = accountProfile?.[5] ? Number(accountProfile[2]) : undefined;
  const status = !profile ? 'missing' : teams ? 'ready' : isError ? 'error' : 'loading';
  return { status, teams, count, accountTeamId };
}

import { useMemo } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useChainReads } from '@/chain/reads.ts';
import { useProfileDeployment } from '@/profile';
import type { Competition, CompetitionAccount, EligiblePair } from '../logic/types.ts';
import { competitionReadCalls, decodeAccount, decodeCompetition, decodeTeamNames } from './competitionReads.ts';

const NO_PAIRS: readonly EligiblePair[] = [];
const NO_TEAMS: readonly number[] = [];

export interface CompetitionState {
  /** 'missing': the chain's manifest has no `competition` section. */
  status: 'missing' | 'loading' | 'ready' | 'error';
  competitionAddress: Address | undefined;
  eligiblePairs: readonly EligiblePair[];
  competition: Competition | undefined;
  teamNames: Map<number, string>;
  /** Undefined without a wallet or until the account's reads arrived. */
  account: CompetitionAccount | undefined;
  currentBlock: bigint | undefined;
}

/** The competition page's chain data: the contract, the team names and the account, in ONE multicall per tick. */
export function useCompetition(): CompetitionState {
  const deployment = useDeployment();
  const profileDeployment = useProfileDeployment();
  const { address } = useConnection();
  const section = deployment?.competition;
  const competitionAddress = section?.address as Address | undefined;
  const profile = profileDeployment?.profile;
  const teams = profileDeployment?.section.teams;
  const teamIds = useMemo(() => teams?.map((team) => team.id) ?? NO_TEAMS, [teams]);
  const calls = useMemo(
    () =>
      competitionAddress ? competitionReadCalls({ competitionAddress, profile, teamIds, account: address }) : undefined,
    [competitionAddress, profile, teamIds, address],
  );
  const { data, isError, isPlaceholderData, blockNumber } = useChainReads(calls, { keepPreviousData: true });

  const competition = useMemo(() => (data ? decodeCompetition(data) : undefined), [data]);
  const teamNames = useMemo(() => (data ? decodeTeamNames(data, teamIds) : new Map<number, string>()), [data, teamIds]);
  // A previous answer kept on screen may belong to another account.
  const account = useMemo(
    () => (data && address && !isPlaceholderData ? decodeAccount(data, address) : undefined),
    [data, address, isPlaceholderData],
  );
  const status = !competitionAddress ? 'missing' : competition ? 'ready' : isError ? 'error' : 'loading';
  return {
    status,
    competitionAddress,
    eligiblePairs: section?.eligiblePairs ?? NO_PAIRS,
    competition,
    teamNames,
    account,
    currentBlock: blockNumber,
  };
}

import { useMemo } from 'react';
import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { useDeployment } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import { useProfileDeployment } from '@/profile';
import type { Battle, BattleAccount, EligiblePair } from '../logic/types.ts';
import { battleReadCalls, decodeAccount, decodeBattle, decodeTeamNames } from './battleReads.ts';

const NO_PAIRS: readonly EligiblePair[] = [];
const NO_TEAMS: readonly number[] = [];

export interface BattleState {
  /** 'missing': the chain's manifest has no `competition` section. */
  status: 'missing' | 'loading' | 'ready' | 'error';
  competition: Address | undefined;
  eligiblePairs: readonly EligiblePair[];
  battle: Battle | undefined;
  teamNames: Map<number, string>;
  /** Undefined without a wallet or until the account's reads arrived. */
  account: BattleAccount | undefined;
  currentBlock: bigint | undefined;
}

/** The battle page's chain data: the contract, the team names and the account, in ONE multicall per tick. */
export function useBattle(): BattleState {
  const deployment = useDeployment();
  const profileDeployment = useProfileDeployment();
  const { address } = useConnection();
  const section = deployment?.competition;
  const competition = section?.address as Address | undefined;
  const profile = profileDeployment?.profile;
  const teams = profileDeployment?.section.teams;
  const teamIds = useMemo(() => teams?.map((team) => team.id) ?? NO_TEAMS, [teams]);
  const calls = useMemo(
    () => (competition ? battleReadCalls({ competition, profile, teamIds, account: address }) : undefined),
    [competition, profile, teamIds, address],
  );
  const { data, isError, isPlaceholderData, blockNumber } = useChainReads(calls, { keepPreviousData: true });

  const battle = useMemo(() => (data ? decodeBattle(data) : undefined), [data]);
  const teamNames = useMemo(() => (data ? decodeTeamNames(data, teamIds) : new Map<number, string>()), [data, teamIds]);
  // A previous answer kept on screen may belong to another account.
  const account = useMemo(
    () => (data && address && !isPlaceholderData ? decodeAccount(data, address) : undefined),
    [data, address, isPlaceholderData],
  );
  const status = !competition ? 'missing' : battle ? 'ready' : isError ? 'error' : 'loading';
  return {
    status,
    competition,
    eligiblePairs: section?.eligiblePairs ?? NO_PAIRS,
    battle,
    teamNames,
    account,
    currentBlock: blockNumber,
  };
}

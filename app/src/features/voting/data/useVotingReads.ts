// The space (admins, minimum voting power) and an account's voting power at a block, as the hub
// counts it (the power a vote would carry).
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useHubUrl } from '@/hub';
import { fetchSpace, fetchVotingPower } from './hubVoting.ts';
import { votingKeys } from './queryKeys.ts';

export function useVotingSpace() {
  const hubUrl = useHubUrl();
  return useQuery({
    queryKey: votingKeys.space(hubUrl),
    queryFn: ({ signal }) => fetchSpace(hubUrl!, signal),
    enabled: Boolean(hubUrl),
    retry: 1,
    staleTime: 5 * 60_000,
  });
}

export function useVotingPower(account: Address | undefined, block: bigint | undefined) {
  const hubUrl = useHubUrl();
  return useQuery({
    queryKey: votingKeys.votingPower(hubUrl, account, block),
    queryFn: ({ signal }) => fetchVotingPower(hubUrl!, account!, block!, signal),
    enabled: Boolean(hubUrl && account && block !== undefined),
    retry: false,
    staleTime: 60_000,
  });
}

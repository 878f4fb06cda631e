import { useMemo, useRef } from 'react';
import type { Address } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useChainReads } from '@/chain/reads.ts';
import { useOwnedCollectibles } from '@/collectibles';
import { type ProfileDeployment, useProfileDeployment } from '@/profile';
import { decodeAccount, firstRoundCalls, registryAnswered, secondRoundCalls } from './profileReads.ts';
import type { ProfileAccount } from './types.ts';

const NO_COLLECTIONS: readonly Address[] = [];

export type ProfileStatus = 'missing' | 'disconnected' | 'loading' | 'error' | 'ready';

export interface ProfileAccountState {
  status: ProfileStatus;
  contracts: ProfileDeployment | undefined;
  account: ProfileAccount | undefined;
}

/**
 * /profile's and /profile/tasks' data for the connected account: the registry, fees, starter and
 * campaigns in one multicall, teams and the held NFT in a second built from its answer, the
 * account's collectibles from @/collectibles.
 */
export function useProfileAccount(): ProfileAccountState {
  const contracts = useProfileDeployment();
  const { address } = useConnection();
  const first = useChainReads(
    useMemo(() => (contracts && address ? firstRoundCalls(contracts, address) : undefined), [contracts, address]),
  );
  const second = useChainReads(
    useMemo(
      () => (contracts && first.data ? secondRoundCalls(contracts, first.data) : undefined),
      [contracts, first.data],
    ),
    { keepPreviousData: true },
  );
  const { tokens } = useOwnedCollectibles(contracts?.collections ?? NO_COLLECTIONS, address);

  // While round 2 catches up with a new round 1 (after a transaction), the last teams and avatar
  // stay on screen instead of blinking out.
  const lastSecond = useRef(second.data);
  if (second.data && !second.isPlaceholderData) lastSecond.current = second.data;
  const secondData = second.isPlaceholderData ? lastSecond.current : second.data;

  const account = useMemo(
    () =>
      contracts && address && first.data
        ? decodeAccount(contracts, address as Address, first.data, secondData, tokens)
        : undefined,
    [contracts, address, first.data, secondData, tokens],
  );

  let status: ProfileStatus;
  if (!contracts) status = 'missing';
  else if (!address) status = 'disconnected';
  // SPEC.md §8 "profile failure marks fetch failed": without the registry's answer the page cannot
  // tell the setup from the profile, and offering the setup to a registered account would fail.
  else if (account && first.data && !registryAnswered(first.data)) status = 'error';
  else if (account) status = 'ready';
  else status = first.isError ? 'error' : 'loading';
  return { status, contracts, account };
}

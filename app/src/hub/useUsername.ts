import { isValidUsername, usernameMessage } from '@flaskswap/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Address, Hex } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { loadWalletConfig, useConnection } from '@/chain/connection.ts';
import { hubUrlFor } from './config.ts';
import { checkUsername, fetchUsername, postUsername, type UsernameCheck, UsernameError } from './usernames.ts';

/** ENS-style input debounce (SPEC.md §9: 200 ms) before asking the hub about a typed name. */
const CHECK_DEBOUNCE_MS = 200;

export function useHubUrl(): string | undefined {
  return hubUrlFor(useActiveChain().chain.id);
}

const usernameKey = (hubUrl: string | undefined, address: Address | undefined) => [
  'hubUsername',
  hubUrl,
  address?.toLowerCase(),
];

/** The account's username from the hub: '' when it has none or the hub fails; undefined while loading. */
export function useUsername(address: Address | undefined): string | undefined {
  const hubUrl = useHubUrl();
  const { data } = useQuery({
    queryKey: usernameKey(hubUrl, address),
    enabled: Boolean(hubUrl && address),
    queryFn: ({ signal }) => fetchUsername(hubUrl!, address!, signal),
    staleTime: 60_000,
  });
  if (!address) return undefined;
  return hubUrl ? data : '';
}

export type UsernameCheckState =
  | { status: 'empty' | 'checking' | 'valid' }
  /** `error` is the hub's reason, or empty when the name breaks the rule (the caller shows the rule text). */
  | { status: 'invalid'; error: string }
  | { status: 'unavailable' };

/** The typed name checked locally against the rule, then at the hub (taken or not), debounced. */
export function useUsernameCheck(name: string): UsernameCheckState {
  const hubUrl = useHubUrl();
  const [debounced, setDebounced] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(name), CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const followsRule = isValidUsername(name);
  const { data, isError } = useQuery<UsernameCheck>({
    queryKey: ['hubUsernameCheck', hubUrl, debounced.toLowerCase()],
    enabled: Boolean(hubUrl) && isValidUsername(debounced) && debounced === name,
    queryFn: ({ signal }) => checkUsername(hubUrl!, debounced, signal),
    staleTime: 10_000,
    retry: false,
  });
  if (name === '') return { status: 'empty' };
  if (!followsRule) return { status: 'invalid', error: '' };
  if (!hubUrl || isError) return { status: 'unavailable' };
  if (debounced !== name || !data) return { status: 'checking' };
  return data.valid ? { status: 'valid' } : { status: 'invalid', error: data.error };
}

export interface SignedUsername {
  username: string;
  issuedAt: string;
  signature: Hex;
}

/**
 * Claiming a name in two halves: `sign` asks the wallet to sign the hub's message (SPEC.md §8:
 * 'Unable to sign payload' when it fails or is refused), `submit` posts it ('Unable to verify
 * username' when the hub refuses). A setup signs first, so a refused signature costs nothing.
 */
export function useUsernameClaim() {
  const hubUrl = useHubUrl();
  const { chain } = useActiveChain();
  const { address } = useConnection();
  const queryClient = useQueryClient();

  const sign = useCallback(
    async (username: string): Promise<SignedUsername> => {
      if (!address) throw new UsernameError('Unable to sign payload');
      const issuedAt = new Date().toISOString();
      const message = usernameMessage({ address, username, issuedAt, chainId: chain.id });
      try {
        const { signMessage } = await import('@/chain/lazyActions.ts');
        return { username, issuedAt, signature: await signMessage(await loadWalletConfig(), { message }) };
      } catch (error) {
        throw new UsernameError('Unable to sign payload', undefined, { cause: error });
      }
    },
    [address, chain.id],
  );

  const submit = useCallback(
    async (signed: SignedUsername): Promise<void> => {
      if (!hubUrl || !address) throw new UsernameError('Unable to verify username');
      await postUsername(hubUrl, { address, ...signed });
      queryClient.setQueryData(usernameKey(hubUrl, address), signed.username);
    },
    [hubUrl, address, queryClient],
  );

  return { sign, submit, available: Boolean(hubUrl) };
}

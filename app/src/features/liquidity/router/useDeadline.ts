import { useCallback } from 'react';
import { usePublicClient } from 'wagmi';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useAppStore } from '@/state/store.ts';

/**
 * The router deadline for a transaction sent now: the latest block's time plus the user's
 * deadline setting (seconds), so a wrong computer clock cannot make it expire at once.
 */
export function useDeadline(): () => Promise<bigint> {
  const { chain } = useActiveChain();
  const client = usePublicClient({ chainId: chain.id });
  const ttl = useAppStore((state) => state.userDeadline);
  return useCallback(async () => {
    const now = client
      ? (await client.getBlock({ blockTag: 'latest' })).timestamp
      : BigInt(Math.floor(Date.now() / 1000));
    return now + BigInt(ttl);
  }, [client, ttl]);
}

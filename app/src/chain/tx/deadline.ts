import { useCallback } from 'react';
import { getBlock } from 'viem/actions';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useChainClient } from '@/chain/client.ts';
import { useAppStore } from '@/state/store.ts';

/**
 * The deadline of a router call or permit sent now: the latest block's time plus the user's
 * deadline setting (seconds). The chain's clock, not the browser's: they drift apart, and a devnet
 * can skip time.
 */
export function useChainDeadline(): () => Promise<bigint> {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const ttl = useAppStore((state) => state.userDeadline);
  return useCallback(async () => {
    const now = client
      ? (await getBlock(client, { blockTag: 'latest' })).timestamp
      : BigInt(Math.floor(Date.now() / 1000));
    return now + BigInt(ttl);
  }, [client, ttl]);
}

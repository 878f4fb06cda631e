import { useCallback } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useChainClient } from '@/chain/client.ts';
import { useAppStore } from '@/state/store.ts';

/**
 * The deadline of a router call or permit sent now: the latest block's time plus the user's
 * deadline setting (seconds). The chain's clock, not the browser's: they drift apart, and a devnet
 * can skip time. viem's getBlock loads with the first send.
 */
export function useChainDeadline(): () => Promise<bigint> {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const ttl = useAppStore((state) => state.userDeadline);
  return useCallback(async () => {
    if (!client) return BigInt(Math.floor(Date.now() / 1000)) + BigInt(ttl);
    const { getBlock } = await import('@/chain/lazyActions.ts');
    return (await getBlock(client, { blockTag: 'latest' })).timestamp + BigInt(ttl);
  }, [client, ttl]);
}

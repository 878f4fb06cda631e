import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useChainClient } from '@/chain/client.ts';

/**
 * The address a recipient name points to, through the chain's ENS-style universal resolver.
 * Chains without one (the devnet; BNB Smart Chain in viem's definition) resolve nothing, so a name
 * there stays an invalid recipient rather than a guess.
 */
export function useRecipientName(name: string | undefined): { address: Address | undefined; loading: boolean } {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const resolvable = Boolean(name && client && chain.contracts?.ensUniversalResolver);
  const { data, isLoading } = useQuery({
    queryKey: ['recipientName', chain.id, name],
    enabled: resolvable,
    queryFn: async () => {
      // ENS code loads only when a name is typed on a chain that resolves names.
      const { getEnsAddress } = await import('@/chain/lazyActions.ts');
      return (await getEnsAddress(client!, { name: name! })) ?? null;
    },
    staleTime: 60_000,
  });
  return { address: data ?? undefined, loading: resolvable && isLoading };
}

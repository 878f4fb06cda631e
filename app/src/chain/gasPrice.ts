import { useQuery } from '@tanstack/react-query';
import { getGasPrice } from 'viem/actions';
import { useActiveChain } from './activeChain.ts';
import { useBlockClock, useRefetchOnTick } from './BlockClock.tsx';
import { useChainClient } from './client.ts';

/**
 * The active chain's gas price in wei (eth_gasPrice), refreshed on the slow clock: what a
 * transaction's extra gas costs, for choices such as taking a split trade. Undefined until the
 * node answers. Not a contract read, so it cannot join the page's multicall.
 */
export function useGasPrice(): bigint | undefined {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const { slowTick } = useBlockClock();
  const { data, refetch } = useQuery({
    queryKey: ['gasPrice', chain.id],
    queryFn: () => getGasPrice(client!),
    enabled: Boolean(client),
    staleTime: 30_000,
    retry: 1,
  });
  useRefetchOnTick(slowTick, Boolean(client), refetch);
  return data;
}

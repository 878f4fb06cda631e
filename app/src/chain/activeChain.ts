import type { Chain } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { defaultChain, findChain } from './chains.ts';
import { type Deployment, getDeployment } from './deployments.ts';

/**
 * The chain the app reads from: the wallet's chain when it is one we support, otherwise the
 * default chain (the devnet in local builds, BNB Smart Chain in production).
 */
export function useActiveChain(): { chain: Chain; isWrongNetwork: boolean } {
  const { chainId, isConnected } = useConnection();
  const walletChain = findChain(chainId);
  return { chain: walletChain ?? defaultChain, isWrongNetwork: isConnected && !walletChain };
}

/** The active chain's deployment manifest, if FlaskSwap is deployed there. */
export function useDeployment(): Deployment | undefined {
  return getDeployment(useActiveChain().chain.id);
}

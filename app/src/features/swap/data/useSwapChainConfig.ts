import { pairInitCodeHash } from '@flaskswap/contracts';
import { type ChainConfig, chainConfigFromManifest } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useDeployment } from '@/chain/activeChain.ts';

export interface SwapDeployment {
  config: ChainConfig;
  router: Address;
  /** Executes split trades; a chain without one gets single routes only. */
  splitRouter: Address | undefined;
}

/** The active chain's routing config (base tokens, factory, init code hash) and routers, if FlaskSwap is there. */
export function useSwapDeployment(): SwapDeployment | undefined {
  const deployment = useDeployment();
  return useMemo(() => {
    const router = deployment?.contracts.FlaskRouter;
    if (!deployment || !router || !deployment.contracts.FlaskFactory) return undefined;
    try {
      const config = chainConfigFromManifest(deployment, { initCodeHash: pairInitCodeHash });
      return { config, router, splitRouter: deployment.contracts.FlaskSplitRouter };
    } catch (error) {
      console.error('No routing config for chain', deployment.chainId, error);
      return undefined;
    }
  }, [deployment]);
}

import { DEVNET_CHAIN_ID, MULTICALL3_ADDRESS } from '@flaskswap/sdk';
import { type Chain, defineChain } from 'viem';

const bnb = { name: 'BNB', symbol: 'BNB', decimals: 18 } as const;

/** The devnet's chain, with the Multicall3 its deploy puts at the canonical address. */
export function devnetChain(rpcUrl: string): Chain {
  return defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'FlaskSwap Devnet',
    nativeCurrency: bnb,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  });
}

/** The chain a CLI or test talks to at rpcUrl: the devnet's on its chain id, a plain BNB chain elsewhere. */
export function chainAt(chainId: number, rpcUrl: string, name = `chain ${chainId}`): Chain {
  if (chainId === DEVNET_CHAIN_ID) return devnetChain(rpcUrl);
  return defineChain({ id: chainId, name, nativeCurrency: bnb, rpcUrls: { default: { http: [rpcUrl] } } });
}

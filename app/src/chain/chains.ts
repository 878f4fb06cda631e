import { DEVNET_CHAIN_ID, MULTICALL3_ADDRESS } from '@flaskswap/sdk';
import { type Chain, defineChain } from 'viem';
import { bsc as viemBsc, bscTestnet as viemBscTestnet } from 'viem/chains';
import { hasDeployment } from './deployments.ts';

export { DEVNET_CHAIN_ID, MULTICALL3_ADDRESS };

export const bsc = defineChain({
  ...viemBsc,
  name: 'BNB Smart Chain',
  // Three public endpoints, ranked by the fallback transport at run time.
  rpcUrls: {
    default: {
      http: [
        'https://bsc-dataseed1.binance.org',
        'https://bsc-dataseed1.defibit.io',
        'https://bsc-dataseed1.ninicoin.io',
      ],
    },
  },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
});

export const bscTestnet = defineChain({
  ...viemBscTestnet,
  name: 'BNB Smart Chain Testnet',
  rpcUrls: {
    default: {
      http: [
        'https://data-seed-prebsc-1-s1.binance.org:8545',
        'https://data-seed-prebsc-2-s1.binance.org:8545',
        'https://data-seed-prebsc-1-s2.binance.org:8545',
      ],
    },
  },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
});

export const devnet = defineChain({
  id: DEVNET_CHAIN_ID,
  name: 'FlaskSwap Devnet',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'] } },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  testnet: true,
});

/** The devnet is offered only where its manifest was deployed (local builds); BSC comes first otherwise. */
export const supportedChains: readonly [Chain, ...Chain[]] = hasDeployment(DEVNET_CHAIN_ID)
  ? [devnet, bsc, bscTestnet]
  : [bsc, bscTestnet];

export const defaultChain: Chain = supportedChains[0];

export function findChain(chainId: number | undefined): Chain | undefined {
  return supportedChains.find((chain) => chain.id === chainId);
}

export type ExplorerTarget = { transaction: string } | { address: string } | { block: number | bigint };

/** Block-explorer link for the chain, or undefined where there is no explorer (the devnet). */
export function explorerLink(chain: Chain | undefined, target: ExplorerTarget): string | undefined {
  const base = chain?.blockExplorers?.default.url;
  if (!base) return undefined;
  if ('transaction' in target) return `${base}/tx/${target.transaction}`;
  if ('address' in target) return `${base}/address/${target.address}`;
  return `${base}/block/countdown/${target.block}`;
}

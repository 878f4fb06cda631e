import { type Chain, fallback, http, type Transport } from 'viem';
import { createConfig, createStorage } from 'wagmi';
import { injected } from 'wagmi/connectors';
import { DEVNET_CHAIN_ID, supportedChains } from './chains.ts';
import { lazyWalletConnect } from './connectors/lazyWalletConnect.ts';
import { createLocalTestWalletProvider } from './connectors/localTestWallet.ts';

/** WalletConnect project id from configuration; the connector is wired even without a reachable relay. */
const walletConnectProjectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ?? 'flaskswap-local';

function transportFor(chain: Chain): Transport {
  const urls = chain.rpcUrls.default.http;
  if (urls.length === 1) return http(urls[0], { batch: true });
  return fallback(
    urls.map((url) => http(url, { batch: true })),
    { rank: true },
  );
}

const hasDevnet = supportedChains.some((chain) => chain.id === DEVNET_CHAIN_ID);

// One provider for the page's lifetime: the connector asks for it repeatedly and its
// connection state and listeners must survive.
let localTestWalletProvider: ReturnType<typeof createLocalTestWalletProvider> | undefined;
const getLocalTestWalletProvider = () => {
  localTestWalletProvider ??= createLocalTestWalletProvider();
  return localTestWalletProvider;
};

export const connectorIds = {
  injected: 'injected',
  metaMask: 'metaMask',
  walletConnect: 'walletConnect',
  binance: 'binanceChainWallet',
  localTestWallet: 'localTestWallet',
} as const;

export const wagmiConfig = createConfig({
  chains: supportedChains,
  multiInjectedProviderDiscovery: true,
  storage: createStorage({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: 'flaskswap.wagmi',
  }),
  connectors: [
    injected({ shimDisconnect: true }),
    injected({ target: 'metaMask', shimDisconnect: true }),
    lazyWalletConnect({ projectId: walletConnectProjectId, showQrModal: true }),
    injected({
      shimDisconnect: true,
      target: () => ({
        id: connectorIds.binance,
        name: 'Binance Chain Wallet',
        provider: (window) => (window as { BinanceChain?: unknown } | undefined)?.BinanceChain as never,
      }),
    }),
    ...(hasDevnet
      ? [
          injected({
            shimDisconnect: true,
            target: () => ({
              id: connectorIds.localTestWallet,
              name: 'Local test wallet',
              provider: () => getLocalTestWalletProvider() as never,
            }),
          }),
        ]
      : []),
  ],
  transports: Object.fromEntries(supportedChains.map((chain) => [chain.id, transportFor(chain)])),
  // Every read hook's calls are folded into Multicall3 aggregate3 (chunks of at most 500 calls).
  batch: { multicall: { batchSize: 1024 * 64 } },
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}

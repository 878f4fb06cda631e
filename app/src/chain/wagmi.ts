import type { Chain, Client, Transport } from 'viem';
import { createConfig, createStorage } from 'wagmi';
import { type GetConnectionReturnType, getConnection, reconnect, watchConnection } from 'wagmi/actions';
import { injected } from 'wagmi/connectors';
import { DEVNET_CHAIN_ID, supportedChains } from './chains.ts';
import { chainClient } from './client.ts';
import { setWalletConnection, WAGMI_STORAGE_KEY, type WalletConnection } from './connection.ts';
import { lazyWalletConnect } from './connectors/lazyWalletConnect.ts';
import { createLocalTestWalletProvider } from './connectors/localTestWallet.ts';

/** WalletConnect project id from configuration; the connector is wired even without a reachable relay. */
const walletConnectProjectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID ?? 'flaskswap-local';

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
    key: WAGMI_STORAGE_KEY,
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
  // The reads' clients (chain/client.ts): one client per chain for reads and wallet actions.
  client: ({ chain }) => chainClient(chain.id) as Client<Transport, Chain>,
});

export type WalletConfig = typeof wagmiConfig;

function walletConnection(connection: GetConnectionReturnType<WalletConfig>): WalletConnection {
  const { id, name, type } = connection.connector ?? {};
  return {
    status: connection.status,
    address: connection.address,
    chainId: connection.chainId,
    isConnected: connection.isConnected,
    connector: id && name && type ? { id, name, type } : undefined,
  };
}

let started = false;

/**
 * Reconnects the stored connection (if `reconnect` says so), then keeps the app's connection
 * (chain/connection.ts) in step with wagmi's. Until the reconnection settles the app keeps showing
 * the stored account instead of wagmi's passing states.
 */
export function startWallet(reconnectStored: boolean): WalletConfig {
  if (started) return wagmiConfig;
  started = true;
  void (async () => {
    if (reconnectStored)
      await reconnect(wagmiConfig).catch((error: unknown) => console.warn('Reconnect failed', error));
    setWalletConnection(walletConnection(getConnection(wagmiConfig)));
    watchConnection(wagmiConfig, { onChange: (connection) => setWalletConnection(walletConnection(connection)) });
  })();
  return wagmiConfig;
}

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}

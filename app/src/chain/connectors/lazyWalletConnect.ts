import { createConnector } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';

type WalletConnectParameters = Parameters<typeof walletConnect>[0];

/**
 * WalletConnect, loaded only when used. wagmi's connector fetches its provider (about 300 KiB
 * gzip of WalletConnect and Reown code) at setup and on every reconnect, i.e. on every page load;
 * this one stays dormant until the user picks it or the last session used it.
 */
export function lazyWalletConnect(parameters: WalletConnectParameters) {
  const create = walletConnect(parameters);
  return createConnector<unknown>((config) => {
    const inner = create(config);
    let active = false;
    const usedLastTime = async () => (await config.storage?.getItem('recentConnectorId')) === inner.id;
    const activate = async () => {
      if (active) return;
      active = true;
      await inner.setup?.();
    };
    return {
      ...inner,
      async setup() {
        if (await usedLastTime()) await activate();
      },
      async getProvider(options?: { chainId?: number }) {
        if (!active) return undefined;
        return inner.getProvider.call(this, options);
      },
      async connect(options) {
        await activate();
        return inner.connect.call(this, options as never) as never;
      },
      async isAuthorized() {
        if (!active) return false;
        return inner.isAuthorized.call(this);
      },
    } as typeof inner;
  });
}

/**
 * The name of the function a fresh account's test exposes to the page (freshAccount.ts): when it is
 * present the wallet signs messages and typed data with it instead of asking the node.
 */
export const LOCAL_SIGNER_BINDING = '__e2eSignLocally';

/**
 * The browser side of the test wallet: an EIP-1193 provider installed as window.ethereum and
 * announced through EIP-6963. It forwards JSON-RPC to the run's anvil, whose dev accounts are
 * unlocked, so eth_sendTransaction and eth_signTypedData_v4 are signed by the node (for a fresh
 * account, anvil impersonates it for sends and LOCAL_SIGNER_BINDING signs). Like a real
 * wallet it remembers, per origin, that the site is authorized and which chain it is on.
 *
 * This function is serialized into the page by Playwright: it must not close over anything.
 */
export interface InjectedWalletOptions {
  rpcUrl: string;
  address: string;
  /** The chain the wallet starts on (e.g. 1 to test the wrong-network flow). */
  chainId: number;
  /** Chains the wallet knows; switching to another one fails with 4902 until it is added. */
  knownChainIds: number[];
}

export function installInjectedWallet(options: InjectedWalletOptions) {
  const storageKey = 'e2e-wallet';
  const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
    connected: boolean;
    chainId: number;
    knownChainIds: number[];
  } | null;
  const state = {
    connected: saved?.connected ?? false,
    chainId: saved?.chainId ?? options.chainId,
    knownChainIds: saved?.knownChainIds ?? options.knownChainIds,
    rejectNext: [] as string[],
    addedChains: [] as unknown[],
    watchedAssets: [] as unknown[],
    requests: [] as string[],
  };
  const save = () =>
    localStorage.setItem(
      storageKey,
      JSON.stringify({ connected: state.connected, chainId: state.chainId, knownChainIds: state.knownChainIds }),
    );
  const listeners: Record<string, Array<(...args: unknown[]) => void>> = {};
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners[event] ?? []) listener(...args);
  };
  const hex = (n: number) => `0x${n.toString(16)}`;
  const providerError = (code: number, message: string) => Object.assign(new Error(message), { code });

  async function forward(method: string, params: unknown) {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params: params ?? [] }),
    });
    const json = await response.json();
    if (json.error)
      throw Object.assign(new Error(json.error.message), { code: json.error.code, data: json.error.data });
    return json.result;
  }

  const provider = {
    isMetaMask: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      state.requests.push(method);
      const rejectAt = state.rejectNext.indexOf(method);
      if (rejectAt >= 0) {
        state.rejectNext.splice(rejectAt, 1);
        throw providerError(4001, 'User rejected the request.');
      }
      switch (method) {
        case 'eth_requestAccounts':
        case 'wallet_requestPermissions':
          state.connected = true;
          save();
          emit('connect', { chainId: hex(state.chainId) });
          return method === 'eth_requestAccounts' ? [options.address] : [{ parentCapability: 'eth_accounts' }];
        case 'eth_accounts':
          return state.connected ? [options.address] : [];
        case 'wallet_getPermissions':
          return state.connected ? [{ parentCapability: 'eth_accounts' }] : [];
        case 'wallet_revokePermissions':
          state.connected = false;
          save();
          emit('accountsChanged', []);
          return null;
        case 'eth_chainId':
          return hex(state.chainId);
        case 'net_version':
          return String(state.chainId);
        case 'wallet_switchEthereumChain': {
          const target = Number((params?.[0] as { chainId?: string } | undefined)?.chainId);
          if (!state.knownChainIds.includes(target)) throw providerError(4902, `Unrecognized chain ID ${hex(target)}.`);
          state.chainId = target;
          save();
          emit('chainChanged', hex(target));
          return null;
        }
        case 'wallet_addEthereumChain': {
          const chain = params?.[0] as { chainId: string };
          const target = Number(chain.chainId);
          state.addedChains.push(chain);
          if (!state.knownChainIds.includes(target)) state.knownChainIds.push(target);
          // Like MetaMask, adding a chain also switches to it.
          state.chainId = target;
          save();
          emit('chainChanged', hex(target));
          return null;
        }
        case 'wallet_watchAsset':
          state.watchedAssets.push(params);
          return true;
        case 'personal_sign':
        case 'eth_signTypedData_v4': {
          // LOCAL_SIGNER_BINDING's value (this function cannot import it).
          const signLocally = (window as unknown as Record<string, unknown>).__e2eSignLocally;
          if (typeof signLocally === 'function') return signLocally(method, params ?? []);
          return forward(method, params);
        }
        default:
          return forward(method, params);
      }
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners[event] = [...(listeners[event] ?? []), listener];
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
    },
  };

  Object.assign(window, { ethereum: provider, __e2eWallet: state });
  const info = {
    uuid: '6f1f2a4e-7c1d-4b8a-9f3e-e2e0e2e0e2e0',
    name: 'E2E Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%237b3fe4"/%3E%3C/svg%3E',
    rdns: 'dev.flaskswap.e2e',
  };
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

import { useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import type { WalletConfig } from './wagmi.ts';

/** The wallet connection the app renders from (the part of wagmi's getConnection it uses). */
export interface WalletConnection {
  status: 'connected' | 'reconnecting' | 'connecting' | 'disconnected';
  address: Address | undefined;
  chainId: number | undefined;
  /** True while connected, and while a stored connection reconnects (its account is shown meanwhile). */
  isConnected: boolean;
  connector: { id: string; name: string; type: string } | undefined;
}

const DISCONNECTED: WalletConnection = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  isConnected: false,
  connector: undefined,
};

/** Where wagmi persists its state (chain/wagmi.ts: createStorage's key + '.store'). */
export const WAGMI_STORAGE_KEY = 'flaskswap.wagmi';

interface StoredConnection {
  accounts?: Address[];
  chainId?: number;
  connector?: { id: string; name: string; type: string };
}

/**
 * The connection wagmi stored when the page was last open, read without loading wagmi: a returning
 * user sees their account at once, as wagmi shows it while it reconnects.
 */
function storedConnection(): WalletConnection {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(`${WAGMI_STORAGE_KEY}.store`) ?? 'null') as {
      state?: { current?: string; connections?: { value?: [string, StoredConnection][] } };
    } | null;
    const state = stored?.state;
    const connection = state?.connections?.value?.find(([uid]) => uid === state.current)?.[1];
    const address = connection?.accounts?.[0];
    if (!address) return DISCONNECTED;
    return {
      status: 'reconnecting',
      address,
      chainId: connection.chainId,
      isConnected: true,
      connector: connection.connector,
    };
  } catch {
    return DISCONNECTED;
  }
}

let current = storedConnection();
const listeners = new Set<() => void>();

/** Called by chain/wagmi.ts whenever wagmi's connection changes. */
export function setWalletConnection(next: WalletConnection) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wallet's account, chain and status; the same object until something changes. */
export function useConnection(): WalletConnection {
  return useSyncExternalStore(subscribe, () => current);
}

const hasStoredConnection = current.status === 'reconnecting';
let walletConfig: Promise<WalletConfig> | undefined;

/**
 * wagmi's config and connectors (chain/wagmi.ts), loaded once: after the first paint when a stored
 * connection is to be restored (restoreStoredWallet), otherwise when the user opens the wallet
 * dialog or a wallet action needs it. Loading it reconnects the stored connection and from then on
 * keeps `useConnection` in step with wagmi.
 */
export function loadWalletConfig(): Promise<WalletConfig> {
  walletConfig ??= import('./wagmi.ts').then(({ startWallet }) => startWallet(hasStoredConnection));
  return walletConfig;
}

/** Called once the app has painted: a returning user's wallet reconnects; a new visitor loads no wallet code. */
export function restoreStoredWallet() {
  if (hasStoredConnection) void loadWalletConfig();
}

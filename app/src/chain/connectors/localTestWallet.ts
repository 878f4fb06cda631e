import { type Address, type EIP1193Provider, type Hex, http, numberToHex, type TypedDataDefinition } from 'viem';
import { devnet } from '../chains.ts';
import type { LocalTestSigner } from './localTestSigner.ts';

/**
 * Anvil's public test key #1. It only ever signs on the local devnet (chain 31337), so a newcomer
 * can use the playground without a browser extension.
 */
export const LOCAL_TEST_WALLET_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
/** That key's address (a unit test derives it), so answering eth_accounts needs no key code. */
export const LOCAL_TEST_WALLET_ADDRESS: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type Listener = (...args: unknown[]) => void;

/** Like an extension, the wallet remembers that the site was granted the account, across reloads. */
const GRANTED_KEY = 'flaskswap.localTestWallet.granted';

function remembered(): boolean {
  try {
    return globalThis.localStorage?.getItem(GRANTED_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(granted: boolean) {
  try {
    if (granted) globalThis.localStorage?.setItem(GRANTED_KEY, '1');
    else globalThis.localStorage?.removeItem(GRANTED_KEY);
  } catch {
    // Storage unavailable (private mode): the grant lasts for the page only.
  }
}

function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

const quantity = (value: unknown) => (typeof value === 'string' ? BigInt(value) : undefined);

/** An EIP-1193 provider that signs locally with the test key and forwards reads to the devnet node. */
export function createLocalTestWalletProvider(): EIP1193Provider {
  // The key and viem's signing code (secp256k1, transaction serialization: about 15 KiB gzip) load
  // on the first signature, so no page pays for them in its first load.
  let signer: Promise<LocalTestSigner> | undefined;
  const sign = () => {
    signer ??= import('./localTestSigner.ts').then(({ createLocalTestSigner }) =>
      createLocalTestSigner(LOCAL_TEST_WALLET_KEY),
    );
    return signer;
  };
  const node = http()({ chain: devnet });
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  let connected = remembered();
  const grant = (granted: boolean) => {
    connected = granted;
    remember(granted);
  };

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const args = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case 'eth_requestAccounts':
        grant(true);
        emit('connect', { chainId: numberToHex(devnet.id) });
        return [LOCAL_TEST_WALLET_ADDRESS];
      case 'eth_accounts':
        return connected ? [LOCAL_TEST_WALLET_ADDRESS] : [];
      case 'eth_chainId':
        return numberToHex(devnet.id);
      case 'wallet_requestPermissions':
        grant(true);
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts' }] : [];
      case 'wallet_revokePermissions':
        grant(false);
        emit('accountsChanged', []);
        return null;
      case 'wallet_switchEthereumChain': {
        const target = (args[0] as { chainId?: string } | undefined)?.chainId;
        if (target && Number(target) === devnet.id) return null;
        throw rpcError(4902, 'The local test wallet only knows the FlaskSwap devnet (chain 31337).');
      }
      case 'wallet_addEthereumChain':
        throw rpcError(4200, 'The local test wallet cannot add networks.');
      case 'wallet_watchAsset':
        return true;
      case 'eth_sendTransaction': {
        const tx = (args[0] ?? {}) as Record<string, string | undefined>;
        const { client } = await sign();
        return client.sendTransaction({
          to: tx.to as Hex | undefined,
          data: tx.data as Hex | undefined,
          value: quantity(tx.value),
          gas: quantity(tx.gas),
        });
      }
      case 'personal_sign':
        return (await sign()).account.signMessage({ message: { raw: args[0] as Hex } });
      case 'eth_signTypedData_v4': {
        const typed = JSON.parse(args[1] as string) as TypedDataDefinition & { types: Record<string, unknown> };
        const { EIP712Domain: _domain, ...types } = typed.types;
        return (await sign()).account.signTypedData({ ...typed, types } as TypedDataDefinition);
      }
      default:
        return node.request({ method, params } as never);
    }
  };

  return {
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  } as unknown as EIP1193Provider;
}

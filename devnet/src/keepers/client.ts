import type { PidLock } from '@flaskswap/supervisor';
import { type Address, type Chain, createWalletClient, type LocalAccount, publicActions } from 'viem';
import { anvilActions } from '../kit/testClient.ts';
import { devnetTransport } from '../transport.ts';
import { lockKeeperKey } from './keyLock.ts';

/**
 * A keeper's client: no retries and a short timeout, so a dead RPC fails the current step fast
 * and the keeper tries again at its own pace instead of hanging.
 */
export function createKeeperClient(rpcUrl: string, chain: Chain, account: LocalAccount) {
  return createWalletClient({
    account,
    chain,
    transport: devnetTransport(rpcUrl, { retryCount: 0, timeout: 5_000 }),
  })
    .extend(publicActions)
    .extend(anvilActions);
}
export type KeeperClient = ReturnType<typeof createKeeperClient>;

export interface Keeper {
  stop(): Promise<void>;
}

/**
 * A URL as it may be printed: its scheme, host and port. An RPC provider's key hides in the user
 * info, the path (`/v3/<key>`) or the query, so none of those is shown.
 */
export function printableUrl(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return '(an RPC URL)';
  }
}

/** `text` with every URL in it cut to its printable form. */
export function withoutCredentials(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (match) => {
    const url = match.replace(/[.,;:)]+$/, '');
    return printableUrl(url) + match.slice(url.length);
  });
}

/** The first line of an error's message, without any URL's credentials: enough for a log line. */
export function shortReason(error: unknown): string {
  if (error instanceof Error) {
    const short = (error as { shortMessage?: string }).shortMessage;
    return withoutCredentials((short ?? error.message).split('\n')[0]!);
  }
  return withoutCredentials(String(error));
}

/**
 * Runs `step` every `intervalMs` until stopped, never throwing: the first failure of a streak is
 * logged once (`<name>: … failed (reason); retrying …`), the recovery once.
 */
export function runEvery(options: {
  name: string;
  intervalMs: number;
  step: () => Promise<void>;
  log: (message: string) => void;
}): Keeper {
  const { name, intervalMs, step, log } = options;
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = step()
        .then(() => {
          if (failing && !stopped) log(`${name}: working again`);
          failing = false;
        })
        .catch((error: unknown) => {
          if (!failing && !stopped) {
            log(`${name}: a step failed (${shortReason(error)}); retrying every ${intervalMs / 1000} s`);
          }
          failing = true;
        })
        .finally(() => schedule(intervalMs));
    }, delay);
  }
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

/** Takes the key lock of `address` on the client's chain (keyLock.ts); throws KeyInUseError when held. */
export async function lockKeeperAccount(client: KeeperClient, address: Address): Promise<PidLock> {
  const [chainId, genesis] = await Promise.all([client.getChainId(), client.getBlock({ blockNumber: 0n })]);
  return lockKeeperKey(chainId, genesis.hash, address);
}

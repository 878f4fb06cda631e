// The devnet test kit's client: viem's test client on anvil (mine, setBalance, increaseTime,
// snapshot/revert…) with the public actions, over the devnet transport (gas margins, a long timeout).
import { type Chain, createTestClient, publicActions, testActions } from 'viem';
import { devnetTransport } from '../transport.ts';

/** Anvil's test actions, to extend any client that talks to the devnet (a deploy or keeper client). */
export const anvilActions = testActions({ mode: 'anvil' });

export interface DevnetTestClientOptions {
  /** Per request (default 60 s: a loaded machine can take long to mine many blocks). */
  timeout?: number;
  /** viem polls every 4 s by default; the devnet mines on each transaction (default 50 ms). */
  pollingInterval?: number;
}

/** A test client (anvil's test actions and the public actions) on the devnet at `rpcUrl`. */
export function devnetTestClient(rpcUrl: string, chain: Chain, options: DevnetTestClientOptions = {}) {
  return createTestClient({
    mode: 'anvil',
    chain,
    transport: devnetTransport(rpcUrl, { timeout: options.timeout ?? 60_000 }),
    pollingInterval: options.pollingInterval ?? 50,
  }).extend(publicActions);
}
export type DevnetTestClient = ReturnType<typeof devnetTestClient>;

// A fresh devnet for the parity tests, and the way they write to it: writes sent back to back with
// nonces counted here (right after evm_revert anvil 1.7.1 has answered the pre-revert count, and
// asked while it mines the previous write it can answer that write's nonce again), a fixed gas
// limit (an estimate could run before the previous write is mined), every receipt polled.
import {
  anvilActions,
  type Devnet,
  deployerAccount,
  devnetTransport,
  startTestDevnet,
  waitForDevnetReceipt,
} from '@flaskswap/devnet';
import { type Address, createWalletClient, type Hex, publicActions } from 'viem';

/** Enough for createPair. */
const GAS = 5_000_000n;

export interface WriteRequest {
  address: Address;
  abi: readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

function walletFor(devnet: Devnet) {
  return createWalletClient({
    account: deployerAccount,
    chain: devnet.chain,
    transport: devnetTransport(devnet.anvil.rpcUrl, { retryCount: 0 }),
  })
    .extend(publicActions)
    .extend(anvilActions);
}

export type SessionClient = ReturnType<typeof walletFor>;

export class DevnetSession {
  private nextNonce = 0;
  private setupNonce = 0;
  private snapshot: Hex | undefined;

  private constructor(
    readonly devnet: Devnet,
    readonly client: SessionClient,
  ) {}

  /** A devnet on `port` that mines a block per write and none otherwise. */
  static async start(port: number): Promise<DevnetSession> {
    const devnet = await startTestDevnet(port);
    const session = new DevnetSession(devnet, walletFor(devnet));
    // Blocks on writes only: anvil's 1-second blocks, mined while evm_revert ran, lost writes sent next.
    await session.client.setIntervalMining({ interval: 0 });
    await session.client.setAutomine(true);
    session.nextNonce = await session.client.getTransactionCount({ address: deployerAccount.address });
    return session;
  }

  /** The deployer's next nonce, taken for a write sent outside `send` (a deployment). */
  takeNonce(): number {
    return this.nextNonce++;
  }

  /** Sends the writes back to back (automine mines each at once) and checks every receipt at the end. */
  async send(requests: readonly WriteRequest[]): Promise<void> {
    const hashes: Hex[] = [];
    for (const request of requests) {
      const write = { ...request, gas: GAS, nonce: this.nextNonce++ } as Parameters<SessionClient['writeContract']>[0];
      hashes.push(await this.client.writeContract(write));
    }
    for (const hash of hashes) {
      const receipt = await waitForDevnetReceipt(this.client, hash, { pollingInterval: 20 });
      if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    }
  }

  /** The state to come back to before each property run. */
  async markSetup(): Promise<void> {
    this.setupNonce = this.nextNonce;
    this.snapshot = await this.client.snapshot();
  }

  /** Back to the state markSetup saw. */
  async revertToSetup(): Promise<void> {
    await this.client.revert({ id: this.snapshot! });
    this.snapshot = await this.client.snapshot();
    this.nextNonce = this.setupNonce;
  }

  stop(): Promise<void> {
    return this.devnet.stop();
  }
}

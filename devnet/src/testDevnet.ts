import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeedOptions } from './deploy/steps.ts';
import { type Devnet, startDevnet } from './devnet.ts';
import { type DevnetTestClient, devnetTestClient } from './kit/testClient.ts';
import { cachedDeployment } from './testing/deploymentCache.ts';

export interface TestDevnet extends Devnet {
  /** The kit's test client on the devnet's RPC (public and anvil's test actions). */
  client: DevnetTestClient;
}

export interface TestDevnetOptions {
  /**
   * Days of market history (default 0: the chain starts now, with the seed's reserves). With
   * history, every traded pair ends back at its seed price, so a test's expectations still hold.
   */
  historyDays?: number;
  /** What the seeds leave running (default: the playground's open competition and auction). */
  seed?: SeedOptions;
  /**
   * Deploy a chain of its own, with block hashes no other test chain has (a test of what happens
   * when the chain is new). Otherwise the chain is a copy of this run's first deployment with the
   * same options (testing/deploymentCache.ts): the same contracts, seeds and block hashes.
   */
  newChain?: boolean;
}

/**
 * A fresh, silent devnet for tests and benches (1-second blocks, plus a block per transaction)
 * on `port`, its manifest in `deploymentsDir` (DEPLOYMENTS_DIR is set to it). Without one, a new
 * temporary folder, which stop() removes again.
 */
export async function startTestDevnet(
  port: number,
  deploymentsDir?: string,
  options: TestDevnetOptions = {},
): Promise<TestDevnet> {
  const dir = deploymentsDir ?? mkdtempSync(join(tmpdir(), 'flaskswap-devnet-'));
  const removeDir = () => {
    if (!deploymentsDir) rmSync(dir, { recursive: true, force: true });
  };
  mkdirSync(dir, { recursive: true });
  process.env.DEPLOYMENTS_DIR = dir;
  const historyDays = options.historyDays ?? 0;
  const deploy = () =>
    startDevnet({
      port,
      blockTime: 1,
      mixedMining: true,
      log: () => {},
      historyDays,
      restoreReferencePrices: true,
      seed: options.seed,
    });
  let devnet: Devnet;
  try {
    devnet = options.newChain
      ? await deploy()
      : await cachedDeployment({ seed: options.seed, historyDays, mixedMining: true }, port, dir, deploy);
  } catch (error) {
    removeDir();
    throw error;
  }
  return {
    ...devnet,
    client: devnetTestClient(devnet.anvil.rpcUrl, devnet.chain),
    async stop() {
      await devnet.stop();
      removeDir();
    },
  };
}

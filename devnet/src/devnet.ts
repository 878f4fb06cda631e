import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEVNET_CHAIN_ID, MULTICALL3_ADDRESS } from '@flaskswap/sdk';
import { type Chain, defineChain } from 'viem';
import { deployerAccount } from './accounts.ts';
import { type Anvil, startAnvil } from './anvil.ts';
import { createDeployClient, DeployContext } from './deploy/context.ts';
import { deployAll } from './deploy/index.ts';
import { deployFingerprint, readSavedFingerprint, saveFingerprint } from './deployFingerprint.ts';
import { type Manifest, readManifest, writeManifest } from './manifest.ts';

export interface DevnetOptions {
  port: number;
  blockTime: number;
  mixedMining?: boolean;
  stateFile?: string;
  log?: (message: string) => void;
}

export interface Devnet {
  anvil: Anvil;
  chain: Chain;
  manifest: Manifest;
  /** True when contracts were deployed now, false when a persisted chain was reused. */
  deployed: boolean;
  stop(): Promise<void>;
}

export function devnetChain(rpcUrl: string): Chain {
  return defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'FlaskSwap Devnet',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  });
}

/** The manifest of a persisted chain; one the schema no longer accepts counts as none (redeploy). */
function readPersistedManifest(log: (message: string) => void): Manifest | undefined {
  try {
    return readManifest(DEVNET_CHAIN_ID);
  } catch (error) {
    log(`devnet: ignoring the old manifest: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

/**
 * Starts anvil, then deploys and seeds everything unless the persisted chain already has it,
 * deployed from the same contracts and seed code (otherwise it starts over from an empty chain).
 */
export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  const log = options.log ?? console.log;
  const { stateFile } = options;
  if (stateFile) mkdirSync(dirname(stateFile), { recursive: true });
  const boot = () =>
    startAnvil({
      port: options.port,
      chainId: DEVNET_CHAIN_ID,
      blockTime: options.blockTime,
      mixedMining: options.mixedMining,
      stateFile,
    });
  let anvil = await boot();
  try {
    const chain = devnetChain(anvil.rpcUrl);
    let client = createDeployClient(anvil.rpcUrl, chain, deployerAccount);
    const existing = readPersistedManifest(log);
    const flask = existing?.contracts.FlaskToken;
    const code = flask ? await client.getCode({ address: flask }) : undefined;
    const fingerprint = deployFingerprint();
    if (existing && code && code !== '0x') {
      if (!stateFile || readSavedFingerprint(stateFile) === fingerprint) {
        log(`devnet: reusing the persisted chain (block ${await client.getBlockNumber()})`);
        return { anvil, chain, manifest: existing, deployed: false, stop: anvil.stop };
      }
      log('devnet: the contracts or the seed changed since the persisted chain was deployed; starting a fresh chain');
      await anvil.stop();
      rmSync(stateFile, { force: true });
      anvil = await boot();
      client = createDeployClient(anvil.rpcUrl, chain, deployerAccount);
    }
    // Mine instantly while deploying, then go back to the block interval. Mixed mining already
    // mines each transaction at once, and no RPC method could restore it once changed.
    if (!options.mixedMining) await client.request({ method: 'evm_setAutomine' as never, params: [true] as never });
    const ctx = new DeployContext(client, { chainId: DEVNET_CHAIN_ID, contracts: {}, tokens: {}, startBlock: 0 }, log);
    const manifest = await deployAll(ctx, { seed: true });
    const path = writeManifest(manifest);
    log(`devnet: manifest written to ${path}`);
    if (stateFile) saveFingerprint(stateFile, fingerprint);
    if (!options.mixedMining) {
      await client.request({ method: 'evm_setAutomine' as never, params: [false] as never });
      await client.request({ method: 'evm_setIntervalMining' as never, params: [options.blockTime] as never });
    }
    return { anvil, chain, manifest, deployed: true, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

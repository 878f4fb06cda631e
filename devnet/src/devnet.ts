import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import type { Chain } from 'viem';
import { deployerAccount } from './accounts.ts';
import { type Anvil, type AnvilOptions, startAnvil } from './anvil.ts';
import { devnetChain } from './chain.ts';
import { decodeChainState, hasChainState, loadChainState, removeChainState } from './chainState.ts';
import { createDeployClient, DeployContext } from './deploy/context.ts';
import { deployAll } from './deploy/index.ts';
import type { SeedOptions } from './deploy/steps.ts';
import { deployFingerprint, readSavedFingerprint, saveFingerprint } from './deployFingerprint.ts';
import { generateHistory, MarketTrader } from './keepers/market.ts';
import { seededRandom } from './keepers/tradeChoice.ts';
import { type Manifest, readManifest, writeManifest } from './manifest.ts';

export interface DevnetOptions {
  port: number;
  blockTime: number;
  mixedMining?: boolean;
  /** The persisted chain (chainState.ts): loaded when a good copy exists, saved while it runs and at stop. */
  stateFile?: string;
  log?: (message: string) => void;
  /** Days of market history a fresh chain gets (0: none). A reused chain keeps its own. */
  historyDays?: number;
  /** The history ends with every traded pair back at its seed price (deterministic test chains). */
  restoreReferencePrices?: boolean;
  /** What a fresh chain's seeds leave running (default: the playground's). */
  seed?: SeedOptions;
  /** Called with each anvil process as soon as it is spawned (npm start's orphan guard watches it). */
  onAnvilSpawn?: AnvilOptions['onSpawn'];
}

export interface Devnet {
  anvil: Anvil;
  chain: Chain;
  manifest: Manifest;
  /** True when contracts were deployed now, false when a persisted chain was reused. */
  deployed: boolean;
  /** Swaps generated as history on a fresh chain (0 on a reused one). */
  historySwaps: number;
  stop(): Promise<void>;
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
  const historyDays = options.historyDays ?? 0;
  const fingerprint = deployFingerprint();
  if (stateFile) mkdirSync(dirname(stateFile), { recursive: true });
  // A stale persisted chain is dropped before anvil loads it, so a fresh one can start in the past.
  if (stateFile && hasChainState(stateFile) && readSavedFingerprint(stateFile) !== fingerprint) {
    log('devnet: the contracts or the seed changed since the persisted chain was deployed; starting a fresh chain');
    removeChainState(stateFile);
  }
  const persisted = stateFile ? loadChainState(stateFile, log) : undefined;
  if (stateFile && hasChainState(stateFile) && !persisted)
    log('devnet: no copy of the chain state can be loaded; starting a fresh chain');
  // A new chain is deployed on a node that mines a block per transaction and nothing else: the
  // seeds' block schedules then hold whatever the machine's load. Mixed mining (test devnets) adds
  // a block a second, which no RPC method can switch off and on again, so it starts afterwards.
  const boot = (state?: Buffer, mining: 'deploy' | 'serve' = state ? 'serve' : 'deploy') =>
    startAnvil({
      port: options.port,
      chainId: DEVNET_CHAIN_ID,
      blockTime: mining === 'deploy' && options.mixedMining ? 0 : options.blockTime,
      mixedMining: mining === 'serve' && options.mixedMining,
      stateFile,
      loadState: state,
      // An hour of slack for the deploy, which runs on the genesis clock before the history starts.
      genesisTimestamp:
        !state && historyDays > 0 ? Math.floor(Date.now() / 1000) - historyDays * DAY - HOUR : undefined,
      log,
      onSpawn: options.onAnvilSpawn,
    });
  let anvil = await boot(persisted?.json);
  try {
    const chain = devnetChain(anvil.rpcUrl);
    let client = createDeployClient(anvil.rpcUrl, chain, deployerAccount);
    const existing = readPersistedManifest(log);
    const flask = existing?.contracts.FlaskToken;
    const code = flask ? await client.getCode({ address: flask }) : undefined;
    if (persisted) {
      if (existing && code && code !== '0x') {
        log(`devnet: reusing the persisted chain (block ${await client.getBlockNumber()})`);
        anvil.keepSaving();
        return { anvil, chain, manifest: existing, deployed: false, historySwaps: 0, stop: anvil.stop };
      }
      log('devnet: the persisted chain has no deployment; starting a fresh chain');
      await anvil.stop();
      if (stateFile) removeChainState(stateFile);
      anvil = await boot();
      client = createDeployClient(anvil.rpcUrl, chain, deployerAccount);
    }
    // Mine instantly while deploying, then go back to the block interval. Mixed mining already
    // mines each transaction at once, and no RPC method could restore it once changed.
    if (!options.mixedMining) await client.setAutomine(true);
    const ctx = new DeployContext(client, { chainId: DEVNET_CHAIN_ID, contracts: {}, tokens: {}, startBlock: 0 }, log);
    let historySwaps = 0;
    // The history runs before the live seeds: what they start counts its blocks from the present.
    const manifest = await deployAll(ctx, {
      seed: true,
      seedOptions: options.seed,
      beforeLiveSeeds: async () => {
        historySwaps = await addHistory(client, anvil.rpcUrl, chain, ctx.manifest, options, log);
      },
    });
    const path = writeManifest(manifest);
    log(`devnet: manifest written to ${path}`);
    if (options.mixedMining) {
      const deployed = decodeChainState(await anvil.dumpState());
      await anvil.stop();
      anvil = await boot(deployed, 'serve');
    }
    if (stateFile) {
      // The state first: a fingerprint beside a state saved mid-deploy would reuse a half-seeded chain.
      await anvil.saveState();
      saveFingerprint(stateFile, fingerprint);
      anvil.keepSaving();
    }
    if (!options.mixedMining) {
      await client.setAutomine(false);
      await client.setIntervalMining({ interval: options.blockTime });
    }
    return { anvil, chain, manifest, deployed: true, historySwaps, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The same seed on every fresh chain: its history is the same trades, whatever the day. */
const HISTORY_SEED = 11;

/**
 * Trades the keeper's pairs through the hours between the chain's clock (in the past when anvil
 * started with a genesis timestamp) and now, then mines a block at the wall-clock time so the
 * app's deadlines, which use chain time, hold. Nothing to do when the chain's clock is current.
 */
async function addHistory(
  client: ReturnType<typeof createDeployClient>,
  rpcUrl: string,
  chain: Chain,
  manifest: Manifest,
  options: DevnetOptions,
  log: (message: string) => void,
): Promise<number> {
  const latest = await client.getBlock();
  const now = Math.floor(Date.now() / 1000);
  if (!options.historyDays || Number(latest.timestamp) > now - HOUR) return 0;
  const started = Date.now();
  const trader = new MarketTrader(rpcUrl, chain, manifest);
  const swaps = await generateHistory(trader, {
    from: Number(latest.timestamp) + 1,
    to: now,
    random: seededRandom(HISTORY_SEED),
    restoreReferencePrices: options.restoreReferencePrices,
  });
  await client.setNextBlockTimestamp({ timestamp: BigInt(Math.floor(Date.now() / 1000)) });
  await client.mine({ blocks: 1 });
  log(
    `devnet: ${swaps} swaps of market history over ${options.historyDays} days (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return swaps;
}

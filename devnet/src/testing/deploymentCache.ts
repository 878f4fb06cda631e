// Deployed test chains, kept for the rest of a test run: the first test file that needs a chain
// deploys and seeds it (15-40 s) and saves its state and manifest; the next ones load that state
// into their own anvil in about a second. Keyed by what a deployment is built from and the seed
// options, so a changed contract or seed deploys again.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { type Anvil, startAnvil } from '../anvil.ts';
import { devnetChain } from '../chain.ts';
import { decodeChainState } from '../chainState.ts';
import { deployFingerprint } from '../deployFingerprint.ts';
import type { Devnet } from '../devnet.ts';
import { readManifest, repoRoot } from '../manifest.ts';

const CACHE_DIR = process.env.DEVNET_TEST_CACHE ?? join(repoRoot, 'node_modules', '.cache', 'flaskswap-devnet');
// A chain's time-based seeds (prediction rounds, the open lottery round) are as old as the dump:
// a loaded chain's clock continues from its last block, so an entry may serve a whole test run.
const MAX_AGE_MS = 60 * 60_000;
// Long enough for a deploy with history on a loaded machine; a dead deployer's lock is taken over.
const WAIT_MS = 10 * 60_000;

interface Entry {
  dir: string;
  lock: string;
}

function entryFor(options: unknown): Entry {
  const key = createHash('sha256').update(deployFingerprint()).update(JSON.stringify(options)).digest('hex');
  const dir = join(CACHE_DIR, key.slice(0, 24));
  return { dir, lock: `${dir}.lock` };
}

const usable = (entry: Entry) =>
  existsSync(join(entry.dir, 'meta.json')) && Date.now() - statSync(entry.dir).mtimeMs < MAX_AGE_MS;

function takeLock(entry: Entry): boolean {
  mkdirSync(CACHE_DIR, { recursive: true });
  try {
    mkdirSync(entry.lock);
    writeFileSync(join(entry.lock, 'pid'), String(process.pid));
    return true;
  } catch {
    // Held: by a live deployer (wait for it), or left by one that died (take it over).
    let owner = 0;
    try {
      owner = Number(readFileSync(join(entry.lock, 'pid'), 'utf8'));
    } catch {}
    const stale = Date.now() - statSync(entry.lock, { throwIfNoEntry: false })!.mtimeMs > WAIT_MS;
    if ((owner > 0 && !isAlive(owner)) || stale) rmSync(entry.lock, { recursive: true, force: true });
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function save(entry: Entry, devnet: Devnet, deploymentsDir: string): Promise<void> {
  const gzipped = await devnet.anvil.dumpState();
  const building = `${entry.dir}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  writeFileSync(join(building, 'state.json'), decodeChainState(gzipped));
  cpSync(deploymentsDir, join(building, 'deployments'), { recursive: true });
  writeFileSync(join(building, 'meta.json'), JSON.stringify({ historySwaps: devnet.historySwaps }));
  rmSync(entry.dir, { recursive: true, force: true });
  renameSync(building, entry.dir);
}

async function load(entry: Entry, port: number, deploymentsDir: string, mixedMining: boolean): Promise<Devnet> {
  cpSync(join(entry.dir, 'deployments'), deploymentsDir, { recursive: true });
  const { historySwaps } = JSON.parse(readFileSync(join(entry.dir, 'meta.json'), 'utf8')) as { historySwaps: number };
  const anvil: Anvil = await startAnvil({
    port,
    chainId: DEVNET_CHAIN_ID,
    blockTime: 1,
    mixedMining,
    loadState: readFileSync(join(entry.dir, 'state.json')),
    resumeClock: 'last-block',
  });
  const manifest = readManifest(DEVNET_CHAIN_ID);
  if (!manifest) throw new Error(`devnet: the cached deployment ${entry.dir} has no manifest`);
  return { anvil, chain: devnetChain(anvil.rpcUrl), manifest, deployed: true, historySwaps, stop: anvil.stop };
}

/**
 * A deployed chain for `options` on `port`, its manifest and content written into `deploymentsDir`:
 * loaded from this run's cache, or deployed by `deploy` and saved there for the next test.
 */
export async function cachedDeployment(
  options: { seed?: unknown; historyDays: number; mixedMining: boolean },
  port: number,
  deploymentsDir: string,
  deploy: () => Promise<Devnet>,
): Promise<Devnet> {
  const entry = entryFor(options);
  const deadline = Date.now() + WAIT_MS;
  while (!usable(entry)) {
    if (takeLock(entry)) {
      try {
        const devnet = await deploy();
        await save(entry, devnet, deploymentsDir).catch((error: unknown) => {
          console.warn(`devnet: could not cache the deployment: ${error instanceof Error ? error.message : error}`);
        });
        return devnet;
      } finally {
        rmSync(entry.lock, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline)
      throw new Error(`devnet: no cached deployment in ${entry.dir} after ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return load(entry, port, deploymentsDir, options.mixedMining);
}

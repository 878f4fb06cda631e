import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './accounts.ts';

export interface AnvilOptions {
  port: number;
  chainId: number;
  /** Seconds between blocks; 0: no interval, a block per transaction only (automine). */
  blockTime: number;
  /** Also mine a block for every transaction (fast tests) on top of the interval. */
  mixedMining?: boolean;
  /** File anvil loads at start and dumps at exit (and every few seconds). */
  stateFile?: string;
  logFile?: string;
  /** Unix seconds of the genesis block (a fresh chain that will have history behind it). */
  genesisTimestamp?: number;
  /**
   * Keep only the last this-many block states (older ones answer BlockOutOfRangeError), as a pruned
   * node does. anvil 1.7.1 prunes this way only without a block interval (blockTime 0).
   */
  pruneHistory?: number;
}

export interface Anvil {
  rpcUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil');
}

// Anvil moves old block states to disk (1–3 GB per long test chain). Its default folder,
// ~/.foundry/anvil/tmp, is never cleaned when a node is killed: left-over folders filled the
// disk. Each node gets a folder of ours instead, removed at stop or by the next start.
const CACHE_PREFIX = 'flaskswap-anvil-';
const OWNER_FILE = 'anvil.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes state caches whose anvil is gone (a killed test run, a crashed `npm start`). */
export function sweepAnvilCaches(now = Date.now()): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    try {
      const pid = Number(readFileSync(join(dir, OWNER_FILE), 'utf8'));
      if (pid > 0 && isAlive(pid)) continue;
    } catch {
      // No owner yet: a node may be starting right now.
      if (now - statSync(dir).mtimeMs < 60_000) continue;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function rpcReady(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  if (await rpcReady(rpcUrl)) {
    throw new Error(`Port ${options.port} already answers JSON-RPC: stop the other node first.`);
  }
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    DEVNET_MNEMONIC,
    '--accounts',
    String(DEVNET_ACCOUNT_COUNT),
    '--balance',
    '10000',
    '--hardfork',
    'prague',
  ];
  if (options.blockTime > 0) args.push('--block-time', String(options.blockTime));
  if (options.mixedMining) args.push('--mixed-mining');
  // Blocks then follow the genesis time plus the time elapsed, until evm_setNextBlockTimestamp jumps.
  if (options.genesisTimestamp !== undefined) args.push('--timestamp', String(options.genesisTimestamp));
  // The dump keeps the last 64 blocks' states only: all of them made a 7-day chain 1.3 GB, written
  // every 5 s. (Without the flag at all, mining stalled during the history on anvil 1.7.1.)
  if (options.stateFile)
    args.push(
      '--state',
      options.stateFile,
      '--state-interval',
      '5',
      '--preserve-historical-states',
      '--prune-history',
      '64',
    );
  else if (options.pruneHistory !== undefined) args.push('--prune-history', String(options.pruneHistory));
  sweepAnvilCaches();
  const cacheDir = mkdtempSync(join(tmpdir(), CACHE_PREFIX));
  args.push('--cache-path', cacheDir);
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid) writeFileSync(join(cacheDir, OWNER_FILE), String(child.pid));
  const removeCache = () => rmSync(cacheDir, { recursive: true, force: true });
  child.once('exit', removeCache);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}:\n${output}`);
    if (await rpcReady(rpcUrl)) {
      return {
        rpcUrl,
        process: child,
        async stop() {
          if (child.exitCode === null) child.kill('SIGINT'); // SIGINT lets anvil dump its state
          // A state dump of a few GB takes anvil 7-8 s on a loaded machine; killing it sooner truncates the file.
          const dumpWait = options.stateFile ? 30_000 : 10_000;
          await Promise.race([exited, new Promise((r) => setTimeout(r, dumpWait))]);
          if (child.exitCode === null) child.kill('SIGKILL');
          removeCache();
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  removeCache();
  throw new Error(`anvil did not answer on ${rpcUrl}:\n${output}`);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './accounts.ts';
import { saveChainState } from './chainState.ts';

export interface AnvilOptions {
  port: number;
  chainId: number;
  /** Seconds between blocks; 0: no interval, a block per transaction only (automine). */
  blockTime: number;
  /** Also mine a block for every transaction (fast tests) on top of the interval. */
  mixedMining?: boolean;
  /** A state dump's JSON to start from (chainState.ts's `loadChainState`). */
  loadState?: Buffer;
  /**
   * A loaded chain's clock (anvil would send it back to the wall clock, behind its last block when
   * the chain had moved time forward): 'wall-clock' follows the wall clock but never goes back,
   * 'last-block' continues from the last block as if no time had passed since the dump.
   */
  resumeClock?: 'wall-clock' | 'last-block';
  /** Where `saveState` writes the chain's state: at call, and every few seconds once `keepSaving` is on. */
  stateFile?: string;
  log?: (message: string) => void;
  /** Unix seconds of the genesis block (a fresh chain that will have history behind it). */
  genesisTimestamp?: number;
  /**
   * Keep only the last this-many block states (older ones answer BlockOutOfRangeError), as a pruned
   * node does. anvil 1.7.1 prunes this way only without a block interval (blockTime 0).
   */
  pruneHistory?: number;
  /** Called with anvil's process as soon as it is spawned (npm start's orphan guard watches it). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface Anvil {
  rpcUrl: string;
  process: ChildProcess;
  /** The chain's state as `anvil_dumpState` gives it: gzipped JSON, no historical states. */
  dumpState(): Promise<Buffer>;
  /** Dumps the chain's state into the state file (one dump at a time; nothing without a file). */
  saveState(): Promise<void>;
  /** Saves the state every `intervalMs` from now on, and once more at stop. */
  keepSaving(intervalMs?: number): void;
  stop(): Promise<void>;
}

const SAVE_INTERVAL_MS = 5_000;
// Parsing a loaded state happens before anvil answers: generous, but bounded, on a loaded machine.
const START_TIMEOUT_MS = 120_000;

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
      // No owner yet: a node may be starting right now. Or the folder is gone: another test
      // process's sweep (or its node's stop) removed it between the listing and this read.
      const modified = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
      if (modified === undefined || now - modified < 60_000) continue;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** The time of the last block in a state dump's JSON (its `block` environment comes first). */
function lastBlockTime(state: Buffer): number {
  const match = /"timestamp":"(0x[0-9a-f]+)"/.exec(state.subarray(0, 4096).toString('utf8'));
  if (!match?.[1]) throw new Error('the state dump has no block timestamp');
  return Number(BigInt(match[1]));
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
  if (options.pruneHistory !== undefined) args.push('--prune-history', String(options.pruneHistory));
  sweepAnvilCaches();
  const cacheDir = mkdtempSync(join(tmpdir(), CACHE_PREFIX));
  args.push('--cache-path', cacheDir);
  const { stateFile } = options;
  const log = options.log ?? console.log;
  if (options.loadState) {
    const loadFile = join(cacheDir, 'load-state.json');
    writeFileSync(loadFile, options.loadState);
    const resumeAt = lastBlockTime(options.loadState) + 1;
    const now = Math.floor(Date.now() / 1000);
    // The start time sets the clock before the first block is mined: no block can come between.
    args.push(
      '--load-state',
      loadFile,
      '--timestamp',
      String(options.resumeClock === 'last-block' ? resumeAt : Math.max(resumeAt, now)),
    );
  }
  // Its own process group: a terminal's Ctrl-C reaches the process that started it, which saves the
  // state before stopping it, instead of killing anvil first.
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  options.onSpawn?.(child);
  if (child.pid) writeFileSync(join(cacheDir, OWNER_FILE), String(child.pid));
  const removeCache = () => rmSync(cacheDir, { recursive: true, force: true });
  child.once('exit', removeCache);
  // A process that ends without stop() (a test that timed out, a crash) takes its nodes with it:
  // one left behind holds its port, and the next test there fails.
  const killWithParent = () => child.kill('SIGKILL');
  process.once('exit', killWithParent);
  child.once('exit', () => process.off('exit', killWithParent));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  let saving: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const dumpState = async () => Buffer.from((await rpc<string>(rpcUrl, 'anvil_dumpState', [])).slice(2), 'hex');
  const saveState = (): Promise<void> => {
    if (!stateFile) return Promise.resolve();
    saving ??= dumpState()
      .then((gzipped) => saveChainState(stateFile, gzipped))
      .finally(() => {
        saving = undefined;
      });
    return saving;
  };
  const reportSaveFailure = (error: unknown) => {
    if (running()) log(`devnet: could not save the chain's state: ${error instanceof Error ? error.message : error}`);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}:\n${output}`);
    if (await rpcReady(rpcUrl)) {
      return {
        rpcUrl,
        process: child,
        dumpState,
        saveState,
        keepSaving(intervalMs = SAVE_INTERVAL_MS) {
          if (!stateFile || timer) return;
          timer = setInterval(() => void saveState().catch(reportSaveFailure), intervalMs);
          timer.unref();
        },
        async stop() {
          if (timer) {
            clearInterval(timer);
            await (saving ?? Promise.resolve()).catch(() => {});
            if (running()) await saveState().catch(reportSaveFailure);
          }
          if (running()) child.kill('SIGTERM');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
          if (running()) child.kill('SIGKILL');
          removeCache();
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  removeCache();
  throw new Error(`anvil did not answer on ${rpcUrl} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

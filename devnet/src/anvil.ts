import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from './accounts.ts';

export interface AnvilOptions {
  port: number;
  chainId: number;
  /** Seconds between blocks. */
  blockTime: number;
  /** Also mine a block for every transaction (fast tests) on top of the interval. */
  mixedMining?: boolean;
  /** File anvil loads at start and dumps at exit (and every few seconds). */
  stateFile?: string;
  logFile?: string;
  /** Unix seconds of the genesis block (a fresh chain that will have history behind it). */
  genesisTimestamp?: number;
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
    '--block-time',
    String(options.blockTime),
    '--hardfork',
    'prague',
  ];
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
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
          await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`anvil did not answer on ${rpcUrl}:\n${output}`);
}

// The persisted chain's state survives a kill at any moment (chainState.ts, anvil.ts): on a bare
// anvil (port 8605 unless PERSISTENCE_TEST_PORT says otherwise), with no deployment, in seconds.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { createWalletClient, http, parseEther, publicActions } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
import { type Anvil, startAnvil } from '../src/anvil.ts';
import { devnetChain } from '../src/chain.ts';
import { decodeChainState, loadChainState, previousStateFile, saveChainState } from '../src/chainState.ts';
import { passTime, sendAndWait } from '../src/kit/index.ts';
import { anvilActions } from '../src/kit/testClient.ts';

const PORT = Number(process.env.PERSISTENCE_TEST_PORT ?? 8605);
const marker = '0x000000000000000000000000000000000000f1a5' as const;

let dir: string;
let stateFile: string;
let logged: string[];
const log = (message: string) => logged.push(message);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flaskswap-persist-'));
  stateFile = join(dir, 'state.json.gz');
  logged = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** anvil on the test port, from the last good copy of the state file when there is one. */
function boot(): Promise<Anvil> {
  const loaded = loadChainState(stateFile, log);
  return startAnvil({ port: PORT, chainId: DEVNET_CHAIN_ID, blockTime: 0, stateFile, loadState: loaded?.json, log });
}

function walletOn(anvil: Anvil) {
  return createWalletClient({
    account: deployerAccount,
    chain: devnetChain(anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
  })
    .extend(publicActions)
    .extend(anvilActions);
}

async function sendToMarker(anvil: Anvil, value: bigint): Promise<void> {
  const wallet = walletOn(anvil);
  await sendAndWait(wallet, wallet.sendTransaction({ to: marker, value }));
}

async function markerBalanceAfterRestart(): Promise<bigint> {
  const anvil = await boot();
  try {
    return await walletOn(anvil).getBalance({ address: marker });
  } finally {
    await anvil.stop();
  }
}

describe('the chain state on disk', () => {
  it('is saved at stop and loaded at the next start, blocks and clock continuing', async () => {
    const anvil = await boot();
    anvil.keepSaving(60_000);
    await sendToMarker(anvil, parseEther('1'));
    // A chain moved ahead of the wall clock (as the seeds do) must not go back in time when reloaded.
    const wallet = walletOn(anvil);
    await passTime(wallet, 3600);
    const before = await wallet.getBlock();
    await anvil.stop();

    const again = await boot();
    try {
      const client = walletOn(again);
      expect(await client.getBalance({ address: marker })).toBe(parseEther('1'));
      expect((await client.getBlock({ blockNumber: before.number })).hash).toBe(before.hash);
      await client.mine({ blocks: 1 });
      const next = await client.getBlock();
      expect(next.number).toBe(before.number + 1n);
      expect(next.parentHash).toBe(before.hash);
      expect(next.timestamp).toBeGreaterThanOrEqual(before.timestamp);
    } finally {
      await again.stop();
    }
  });

  it('comes back at the last good state after anvil is killed in the middle of a save', async () => {
    const anvil = await boot();
    await sendToMarker(anvil, parseEther('1'));
    await anvil.saveState();
    await sendToMarker(anvil, parseEther('1'));
    const saving = anvil.saveState().then(
      () => true,
      () => false,
    );
    anvil.process.kill('SIGKILL');
    const savedAfterSecondTransfer = await saving;
    await anvil.stop();
    expect(await markerBalanceAfterRestart()).toBe(parseEther(savedAfterSecondTransfer ? '2' : '1'));
  });

  it('refuses a truncated newest copy with a clear message and loads the one before it', async () => {
    const anvil = await boot();
    await sendToMarker(anvil, parseEther('1'));
    await anvil.saveState();
    await sendToMarker(anvil, parseEther('1'));
    await anvil.saveState();
    await anvil.stop();
    truncateSync(stateFile, Math.floor(readFileSync(stateFile).length / 2));

    expect(await markerBalanceAfterRestart()).toBe(parseEther('1'));
    expect(logged).toContain(
      `devnet: refusing the chain's state in ${stateFile}: not a whole gzip file (unexpected end of file)`,
    );
    expect(logged).toContain("devnet: loading the last good copy of the chain's state, state.json.gz.prev");
  });

  it('starts a new chain when no copy can be loaded, saying why', async () => {
    writeFileSync(stateFile, 'not a state');
    writeFileSync(previousStateFile(stateFile), Buffer.alloc(0));
    expect(loadChainState(stateFile, log)).toBeUndefined();
    expect(logged).toEqual([
      `devnet: refusing the chain's state in ${stateFile}: not a whole gzip file (incorrect header check)`,
      `devnet: refusing the chain's state in ${previousStateFile(stateFile)}: not a whole gzip file (unexpected end of file)`,
    ]);
    expect(await markerBalanceAfterRestart()).toBe(0n);
  });

  it('keeps a whole copy when the saving process is killed at any moment', async () => {
    const anvil = await boot();
    await sendToMarker(anvil, parseEther('1'));
    const dump = await walletOn(anvil).dumpState();
    await anvil.stop();
    const bytes = Buffer.from((dump as string).slice(2), 'hex');
    saveChainState(stateFile, bytes);
    // A second process saves the same state over and over; it is killed 0-200 ms into its loop.
    const saver = `import { saveChainState } from ${JSON.stringify(new URL('../src/chainState.ts', import.meta.url).pathname)};
      import { readFileSync } from 'node:fs';
      const bytes = readFileSync(process.argv[1]);
      saveChainState(process.argv[2], bytes);
      process.stdout.write('saving');
      for (;;) saveChainState(process.argv[2], bytes);`;
    const source = join(dir, 'dump.gz');
    writeFileSync(source, bytes);
    for (let round = 0; round < 5; round++) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', saver, source, stateFile],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const started = await new Promise((resolve) => {
        child.stdout.once('data', () => resolve(true));
        child.once('exit', () => resolve(false));
      });
      expect(started).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const loaded = loadChainState(stateFile, log);
      expect(loaded?.json.equals(decodeChainState(bytes))).toBe(true);
    }
    expect(existsSync(stateFile) || existsSync(previousStateFile(stateFile))).toBe(true);
    expect(await markerBalanceAfterRestart()).toBe(parseEther('1'));
  });
});

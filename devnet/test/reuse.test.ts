// `npm start`'s persisted chain (port 8606 unless REUSE_TEST_PORT says otherwise, state and
// manifest in temporary folders): a chain deployed from other contracts or seed code is replaced
// by a fresh deployment instead of being served stale, and a restart reuses the chain it saved.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, parseEther, publicActions } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
import { saveChainState } from '../src/chainState.ts';
import { deployFingerprint, fingerprintFileOf } from '../src/deployFingerprint.ts';
import { type Devnet, startDevnet } from '../src/devnet.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { anvilActions } from '../src/kit/testClient.ts';
import { startTestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.REUSE_TEST_PORT ?? 8606);
const marker = '0x000000000000000000000000000000000000f1a5' as const;

let dir: string;
let stateFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'flaskswap-reuse-'));
  stateFile = join(dir, 'state', 'state.json.gz');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withDevnet<T>(use: (devnet: Devnet) => Promise<T>): Promise<T> {
  const devnet = await startDevnet({ port: PORT, blockTime: 1, mixedMining: true, stateFile, log: () => {} });
  try {
    return await use(devnet);
  } finally {
    await devnet.stop();
  }
}

const markerBalance = (devnet: Devnet) =>
  createPublicClient({ chain: devnet.chain, transport: http(devnet.anvil.rpcUrl) }).getBalance({ address: marker });

describe('persisted devnet', () => {
  it('starts over when the contracts or the seed changed since the deployment', async () => {
    // A deployed chain with a balance the new one will not have, saved as if built from other sources.
    const old = await startTestDevnet(PORT, join(dir, 'deployments'));
    const wallet = createWalletClient({
      account: deployerAccount,
      chain: old.chain,
      transport: http(old.anvil.rpcUrl),
    });
    await sendAndWait(old.client, wallet.sendTransaction({ to: marker, value: parseEther('1') }));
    saveChainState(stateFile, await old.anvil.dumpState());
    await old.stop();
    writeFileSync(fingerprintFileOf(stateFile), 'built from other sources\n');
    process.env.DEPLOYMENTS_DIR = join(dir, 'deployments');

    await withDevnet(async (devnet) => {
      expect(devnet.deployed).toBe(true);
      expect(await markerBalance(devnet)).toBe(0n);
    });
    expect(readFileSync(fingerprintFileOf(stateFile), 'utf8').trim()).toBe(deployFingerprint());
  });

  it('reuses the chain it saved, with its balances', async () => {
    await withDevnet(async (devnet) => {
      expect(devnet.deployed).toBe(false);
      const wallet = createWalletClient({
        account: deployerAccount,
        chain: devnet.chain,
        transport: http(devnet.anvil.rpcUrl),
      })
        .extend(publicActions)
        .extend(anvilActions);
      // Mined before the stop, so the state anvil dumps at exit holds it.
      await sendAndWait(wallet, wallet.sendTransaction({ to: marker, value: parseEther('1') }));
    });
    await withDevnet(async (devnet) => {
      expect(devnet.deployed).toBe(false);
      expect(await markerBalance(devnet)).toBe(parseEther('1'));
    });
  });
});

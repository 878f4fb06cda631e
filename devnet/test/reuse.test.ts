// `npm start`'s persisted chain (port 8606 unless REUSE_TEST_PORT says otherwise, state and
// manifest in temporary folders): a restart keeps balances, and a chain deployed from other
// contracts or seed code is replaced by a fresh deployment instead of being served stale.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, parseEther, publicActions } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
import { waitForDevnetReceipt } from '../src/deploy/receipt.ts';
import { deployFingerprint, fingerprintFileOf } from '../src/deployFingerprint.ts';
import { type Devnet, startDevnet } from '../src/devnet.ts';

const PORT = Number(process.env.REUSE_TEST_PORT ?? 8606);
const marker = '0x000000000000000000000000000000000000f1a5' as const;

let dir: string;
let stateFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'flaskswap-persist-'));
  stateFile = join(dir, 'state', 'state.json.gz');
  process.env.DEPLOYMENTS_DIR = join(dir, 'deployments');
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
  it('deploys once, then reuses the chain with its balances', async () => {
    await withDevnet(async (devnet) => {
      expect(devnet.deployed).toBe(true);
      const wallet = createWalletClient({
        account: deployerAccount,
        chain: devnet.chain,
        transport: http(devnet.anvil.rpcUrl),
      }).extend(publicActions);
      const hash = await wallet.sendTransaction({ to: marker, value: parseEther('1') });
      // Mined before the stop, so the state anvil dumps at exit holds it.
      await waitForDevnetReceipt(wallet, hash);
    });
    await withDevnet(async (devnet) => {
      expect(devnet.deployed).toBe(false);
      expect(await markerBalance(devnet)).toBe(parseEther('1'));
    });
  });

  it('starts over when the contracts or the seed changed since the deployment', async () => {
    writeFileSync(fingerprintFileOf(stateFile), 'built from other sources\n');
    await withDevnet(async (devnet) => {
      expect(devnet.deployed).toBe(true);
      expect(await markerBalance(devnet)).toBe(0n);
    });
    expect(readFileSync(fingerprintFileOf(stateFile), 'utf8').trim()).toBe(deployFingerprint());
    await withDevnet(async (devnet) => {
      expect(devnet.deployed).toBe(false);
    });
  });
});

// How keepers send (keepers/sender.ts) and who may send (keepers/keyLock.ts), on a bare anvil
// (port 8700, KEEPER_SENDER_TEST_PORT) whose mining the test holds back: a transaction left
// unmined is sent again at its nonce with higher fees, and the copy that is mined is the answer; a
// nonce taken by someone else is reported; a second keeper on one key is refused.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { createWalletClient, erc20Abi, http, type TransactionReceipt } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_MNEMONIC } from '../src/accounts.ts';
import { type Anvil, startAnvil } from '../src/anvil.ts';
import { devnetChain } from '../src/chain.ts';
import { createKeeperClient, printableUrl, shortReason, withoutCredentials } from '../src/keepers/client.ts';
import { KeyInUseError, lockKeeperKey } from '../src/keepers/keyLock.ts';
import { createKeeperSender } from '../src/keepers/sender.ts';

const PORT = Number(process.env.KEEPER_SENDER_TEST_PORT ?? 8700);
const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 5 });
/** Any call works: an approve sent to an address without code succeeds and changes nothing. */
const call = {
  address: '0x000000000000000000000000000000000000dEaD',
  abi: erc20Abi,
  functionName: 'approve',
  args: [account.address, 1n],
} as const;

let anvil: Anvil;
let lockDir: string;
const rpcUrl = `http://127.0.0.1:${PORT}`;
const chain = devnetChain(rpcUrl);
const client = createKeeperClient(rpcUrl, chain, account);
const request = (method: string, params: unknown[] = []) =>
  client.request({ method: method as never, params: params as never }) as Promise<unknown>;
/** maxFeePerGas of every transaction waiting in the pool. */
const pooledMaxFees = async () => {
  const content = (await request('txpool_content')) as {
    pending: Record<string, Record<string, { maxFeePerGas: `0x${string}` }>>;
  };
  return Object.values(content.pending).flatMap((byNonce) =>
    Object.values(byNonce).map((tx) => BigInt(tx.maxFeePerGas)),
  );
};
async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  anvil = await startAnvil({ port: PORT, chainId: DEVNET_CHAIN_ID, blockTime: 0, log: () => {} });
  await request('evm_setAutomine', [false]);
  lockDir = mkdtempSync(join(tmpdir(), 'flaskswap-keeper-locks-'));
});

afterAll(async () => {
  await anvil?.stop();
  rmSync(lockDir, { recursive: true, force: true });
});

describe('a keeper transaction', () => {
  it('left unmined is sent again at its nonce with higher fees, and the mined copy answers', async () => {
    const logs: string[] = [];
    const sender = createKeeperSender(client, {
      name: 'test keeper',
      log: (line) => logs.push(line),
      replaceAfterMs: 1_000,
      pollMs: 50,
    });
    const nonce = await client.getTransactionCount({ address: account.address });
    let receipt: TransactionReceipt | undefined;
    const sent = sender.write('approve', call).then((mined) => {
      receipt = mined;
    });
    // Nothing is mined until the keeper has sent its replacement (the pool keeps one copy per nonce).
    const firstFees = await client.estimateFeesPerGas();
    // The replacement takes the first copy's place in the pool: one transaction, with the higher fee.
    await until(async () => (await pooledMaxFees()).some((fee) => fee > (firstFees.maxFeePerGas * 120n) / 100n));
    expect(await pooledMaxFees()).toHaveLength(1);
    await request('evm_mine');
    await sent;
    expect(logs[0]).toMatch(
      /^test keeper: approve \(nonce \d+\) not mined after 1 s; sending it again with higher fees$/,
    );
    expect(receipt!.status).toBe('success');
    const mined = await client.getTransaction({ hash: receipt!.transactionHash });
    expect(mined.nonce).toBe(nonce);
    expect(mined.maxFeePerGas).toBeGreaterThan((firstFees.maxFeePerGas * 120n) / 100n);
    expect(await client.getTransactionCount({ address: account.address })).toBe(nonce + 1);
  });

  it('reports a nonce used by another sender on the same key instead of waiting on', async () => {
    const sender = createKeeperSender(client, { name: 'test keeper', log: () => {}, replaceAfterMs: 300, pollMs: 50 });
    const nonce = await client.getTransactionCount({ address: account.address });
    const failed = sender.write('approve', call).catch((error: Error) => error);
    await until(async () => (await pooledMaxFees()).length === 1);
    // Another process with the same key takes the nonce with a much higher fee.
    const other = createWalletClient({ account, chain, transport: http(rpcUrl) });
    const fees = await client.estimateFeesPerGas();
    await other.writeContract({
      ...call,
      nonce,
      maxFeePerGas: fees.maxFeePerGas * 10n,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas * 10n,
    });
    await request('evm_mine');
    const error = await failed;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`nonce ${nonce} of ${account.address} was used by a transaction`);
  });
});

describe('one keeper per key', () => {
  it('refuses a second lock on a key and chain, and takes over one whose process is gone', () => {
    process.env.KEEPER_LOCK_DIR = lockDir;
    try {
      const genesis = `0x${'ab'.repeat(32)}` as const;
      const held = lockKeeperKey(31337, genesis, account.address);
      expect(() => lockKeeperKey(31337, genesis, account.address)).toThrow(KeyInUseError);
      // Another chain (a second devnet has another genesis), another key: separate locks.
      lockKeeperKey(31337, `0x${'cd'.repeat(32)}`, account.address).release();
      held.release();
      lockKeeperKey(31337, genesis, account.address).release();

      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      });
      const file = join(lockDir, `31337-${genesis.slice(2, 18)}-${account.address.toLowerCase()}.lock`);
      writeFileSync(file, gone.stdout);
      lockKeeperKey(31337, genesis, account.address).release();
    } finally {
      delete process.env.KEEPER_LOCK_DIR;
    }
  });
});

describe('log lines', () => {
  it('never print an RPC URL with its credentials', () => {
    const url = 'https://user:secret@bsc.example.com:8443/v3/0123abcdkey?apikey=s3cret';
    expect(printableUrl(url)).toBe('https://bsc.example.com:8443');
    expect(withoutCredentials(`HTTP request failed. URL: ${url}.`)).toBe(
      'HTTP request failed. URL: https://bsc.example.com:8443.',
    );
    expect(shortReason(new Error(`fetch to ${url} failed\nmore`))).toBe('fetch to https://bsc.example.com:8443 failed');
  });
});

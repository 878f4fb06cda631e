// Token approvals in the indexer against a fresh devnet: a new account approves the router, a
// seeded pool, a pool created after the manifest was written and the MasterChef (an LP), plus
// another account (not FlaskSwap: left out); then revokes the router while the indexer follows.
// Every row against the account's Approval transactions and the chain's allowances.

import { smartChefFactoryAbi, testTokenAbi } from '@flaskswap/contracts';
import { DEVNET_MNEMONIC, deployerAccount, sendAndWait } from '@flaskswap/devnet';
import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  type Transport,
  type WalletClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../launcher/index.ts';
import { manifestSpenders } from '../src/approvals/spenders.ts';
import { waitUntilCaughtUp } from './support/compareWithChain.ts';
import { getJson } from './support/lotteryChain.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

interface ApprovalJson {
  token: Address;
  spender: Address;
  value: string;
  blockNumber: string;
  timestamp: string;
  transactionHash: Hex;
}

/** Not a seeded account: its approvals are exactly the test's. */
const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 31 });
/** Not a FlaskSwap contract, and approves nothing itself. */
const stranger = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 32 }).address;
// A fixed gas limit: no estimate that a concurrent transaction could make stale.
const GAS = 1_000_000n;

let stack: TestStack;
let indexer: Indexer;
/** The approvals the index should hold for `owner`, newest first. */
const expected: ApprovalJson[] = [];

type Wallet = WalletClient<Transport, Chain, Account>;

/** Sends one transaction from `account` and waits for it to succeed. */
async function send(account: Account, write: (wallet: Wallet) => Promise<Hex>) {
  const { chain, anvil, client } = stack.devnet;
  return sendAndWait(client, write(createWalletClient({ account, chain, transport: http(anvil.rpcUrl) })));
}

/** `owner` approves `spender` for `value` of `token`; returns the row the index should hold. */
async function approve(token: Address, spender: Address, value: bigint): Promise<ApprovalJson> {
  const receipt = await send(owner, (wallet) =>
    wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, value], gas: GAS }),
  );
  const block = await stack.devnet.client.getBlock({ blockNumber: receipt.blockNumber });
  return {
    token: getAddress(token),
    spender: getAddress(spender),
    value: value.toString(),
    blockNumber: receipt.blockNumber.toString(),
    timestamp: block.timestamp.toString(),
    transactionHash: receipt.transactionHash,
  };
}

/** The deployer creates a FLASK pool through the SmartChefFactory; the manifest never hears of it. */
async function createPool(): Promise<Address> {
  const { client, manifest } = stack.devnet;
  const factory = manifest.contracts.SmartChefFactory!;
  const reward = manifest.tokens.ETH!;
  const start = (await client.getBlockNumber()) + 5n;
  const [rate, length] = [10n ** 15n, 1_000n];
  const amount = rate * length;
  await send(deployerAccount, (wallet) =>
    wallet.writeContract({
      address: reward,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [wallet.account.address, amount],
      gas: GAS,
    }),
  );
  await send(deployerAccount, (wallet) =>
    wallet.writeContract({
      address: reward,
      abi: erc20Abi,
      functionName: 'approve',
      args: [factory, amount],
      gas: GAS,
    }),
  );
  const args = [manifest.tokens.FLASK!, reward, rate, start, start + length, 0n, deployerAccount.address] as const;
  await send(deployerAccount, (wallet) =>
    // Deploys a SmartChef: more gas than the rest.
    wallet.writeContract({
      address: factory,
      abi: smartChefFactoryAbi,
      functionName: 'createPool',
      args,
      gas: 8n * GAS,
    }),
  );
  const count = await client.readContract({
    address: factory,
    abi: smartChefFactoryAbi,
    functionName: 'allPoolsLength',
  });
  return client.readContract({
    address: factory,
    abi: smartChefFactoryAbi,
    functionName: 'allPools',
    args: [count - 1n],
  });
}

interface ApprovalsPage {
  approvals: ApprovalJson[];
  next: string | null;
}

const listed = (account: Address | string, query = '') =>
  getJson<ApprovalsPage>(indexer.url, `/approvals/${account}${query}`);

/** Every page of `account`'s approvals, `first` rows at a time, each next cursor passed as before. */
async function pages(account: Address, first: number): Promise<ApprovalsPage[]> {
  const answers: ApprovalsPage[] = [];
  let before: string | null = null;
  do {
    const { status, body } = await listed(account, `?first=${first}${before ? `&before=${before}` : ''}`);
    expect(status).toBe(200);
    answers.push(body);
    before = body.next;
  } while (before !== null && answers.length < 100);
  return answers;
}

beforeAll(async () => {
  stack = await startTestStack(8681, 32681);
  const { client, manifest } = stack.devnet;
  // Gas money for the new account.
  await client.setBalance({ address: owner.address, value: parseEther('10') });
  const flask = manifest.tokens.FLASK!;
  const seededPool = manifest.pools!.find((pool) => pool.stakingToken === 'FLASK')!.address;
  const lp = manifest.farms![0]!.lpAddress;
  const laterPool = await createPool();
  expect(manifest.pools!.map((pool) => pool.address)).not.toContain(getAddress(laterPool));

  expected.unshift(await approve(flask, manifest.contracts.FlaskRouter!, maxUint256));
  expected.unshift(await approve(flask, seededPool, 123n * 10n ** 18n));
  await approve(manifest.tokens.BUSD!, stranger, maxUint256);
  expected.unshift(await approve(flask, laterPool, 5n));
  expected.unshift(await approve(lp, manifest.contracts.MasterChef!, maxUint256));
  await approve(lp, stranger, 7n);
  // Backfilled from the start; then followed block by block.
  indexer = await stack.startIndexer();
});
afterAll(() => stack?.stop());

/** Each row's value is the account's allowance on chain (none of its approvals was spent). */
async function expectAllowancesOnChain(rows: ApprovalJson[]) {
  for (const row of rows) {
    const allowance = await stack.devnet.client.readContract({
      address: row.token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner.address, row.spender],
    });
    expect(row.value, `${row.token} → ${row.spender}`).toBe(allowance.toString());
  }
}

describe('token approvals in the indexer', () => {
  it('lists the approvals to FlaskSwap contracts, newest first, and none to other spenders', async () => {
    await waitUntilCaughtUp(stack.devnet, indexer.url);
    const { status, body } = await listed(owner.address.toLowerCase());
    expect(status).toBe(200);
    expect(body.approvals).toEqual(expected);
    await expectAllowancesOnChain(body.approvals);

    // The seeds' approvals are there from the start, and only to FlaskSwap contracts.
    const seeded = (await listed(deployerAccount.address)).body.approvals;
    const { manifest } = stack.devnet;
    expect(seeded).toContainEqual(
      expect.objectContaining({
        token: manifest.tokens.FLASK,
        spender: manifest.contracts.FlaskVault,
        value: String(maxUint256),
      }),
    );
    const known = new Set(manifestSpenders(manifest));
    expect(seeded.filter((row) => !known.has(row.spender))).toEqual([]);
  });

  it('turns a revoke into a row of value 0, now the newest', async () => {
    const { manifest } = stack.devnet;
    const revoke = await approve(manifest.tokens.FLASK!, manifest.contracts.FlaskRouter!, 0n);
    await waitUntilCaughtUp(stack.devnet, indexer.url);
    const { body } = await listed(owner.address);
    const others = expected.filter((row) => row.token !== revoke.token || row.spender !== revoke.spender);
    expect(body.approvals).toEqual([revoke, ...others]);
    await expectAllowancesOnChain(body.approvals);
    // An account without approvals has an empty list.
    expect((await listed(stranger)).body).toEqual({ approvals: [], next: null });
  });

  it('pages through every row once, newest first, with a small first', async () => {
    const { body: whole } = await listed(deployerAccount.address, '?first=1000');
    expect(whole.next).toBeNull();
    expect(whole.approvals.length).toBeGreaterThan(3);
    for (const [account, first] of [
      [deployerAccount.address, 3],
      [owner.address, 1],
    ] as const) {
      const all = (await listed(account, '?first=1000')).body.approvals;
      const answers = await pages(account, first);
      // Full pages until the last; only the last says there is none after it.
      expect(answers.map((page) => page.approvals.length)).toEqual(
        answers.map((_, index) => (index < answers.length - 1 ? first : all.length - first * index)),
      );
      expect(answers.slice(0, -1).every((page) => page.next !== null)).toBe(true);
      const paged = answers.flatMap((page) => page.approvals);
      expect(paged).toEqual(all);
      expect(new Set(paged.map((row) => `${row.token}-${row.spender}`)).size).toBe(paged.length);
      const positions = all.map((row) => BigInt(row.blockNumber));
      expect(positions).toEqual([...positions].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    }
    // The default page is 100 rows.
    expect((await listed(deployerAccount.address)).body.approvals).toEqual(whole.approvals.slice(0, 100));
  });

  it('answers a bad address, first or before with 400 and a message', async () => {
    const { status, body } = await listed('0x1234');
    expect({ status, body }).toEqual({
      status: 400,
      body: { error: 'owner must be an address (0x and 40 hex digits), got "0x1234"' },
    });
    expect(await listed(owner.address, '?first=0')).toMatchObject({
      status: 400,
      body: { error: 'first must be a whole number from 1 to 1000, got "0"' },
    });
    expect(await listed(owner.address, '?before=12')).toMatchObject({
      status: 400,
      body: { error: 'before must be a block and a log index as <block>-<log index>, got "12"' },
    });
  });
});

// The capture fallback: on a node that keeps only the last few block states (as npm start's anvil
// keeps 64), voting power at a proposal's snapshot still answers from what the hub captured when
// the proposal was published; an address absent from the capture had none.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flaskTokenAbi, multicall3Abi } from '@flaskswap/contracts';
import { flaskTokenBytecode, multicall3Bytecode } from '@flaskswap/contracts/bytecode';
import {
  type Anvil,
  devnetAccounts,
  devnetTestClient,
  devnetTransport,
  freePort,
  sendAndWait,
  startAnvil,
} from '@flaskswap/devnet';
import { type Abi, type Address, createWalletClient, erc20Abi, type Hex, type LocalAccount, parseEther } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Hub, startHub } from '../src/service.ts';
import { get, post, proposalMessage, signProposal, signVote } from './support/voting.ts';

const KEPT_STATES = 8;

let anvil: Anvil;
let hub: Hub;
let deploymentsDir: string;
const client = () => devnetTestClient(anvil.rpcUrl, foundry);
const [admin, alice, bob] = devnetAccounts as LocalAccount[];
let flask: Address;

beforeAll(async () => {
  anvil = await startAnvil({
    port: await freePort(),
    chainId: foundry.id,
    // No block interval: anvil 1.7.1 prunes old states only then.
    blockTime: 0,
    pruneHistory: KEPT_STATES,
  });
  deploymentsDir = await mkdtemp(join(tmpdir(), 'hub-capture-deployments-'));
  const wallet = createWalletClient({ account: admin!, chain: foundry, transport: devnetTransport(anvil.rpcUrl) });
  const mined = async (hash: Hex) => sendAndWait(client(), hash);
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]) =>
    (await mined(await wallet.deployContract({ abi, bytecode, args }))).contractAddress!;
  const startBlock = Number(await client().getBlockNumber({ cacheTime: 0 }));
  const multicall = await deploy(multicall3Abi, multicall3Bytecode, []);
  flask = await deploy(flaskTokenAbi, flaskTokenBytecode, [admin!.address]);
  const minter = await client().readContract({ address: flask, abi: flaskTokenAbi, functionName: 'MINTER_ROLE' });
  await mined(
    await wallet.writeContract({
      address: flask,
      abi: flaskTokenAbi,
      functionName: 'grantRole',
      args: [minter, admin!.address],
    }),
  );
  await mined(
    await wallet.writeContract({
      address: flask,
      abi: flaskTokenAbi,
      functionName: 'mint',
      args: [alice!.address, parseEther('100')],
    }),
  );
  // The smallest manifest voting reads: FLASK and Multicall3 (no vault, pools or farm: they add 0).
  const manifest = {
    chainId: foundry.id,
    contracts: { Multicall3: multicall, FlaskToken: flask },
    tokens: { FLASK: flask },
    startBlock,
  };
  await writeFile(join(deploymentsDir, `${foundry.id}.json`), JSON.stringify(manifest));
  hub = await startHub({ port: 0, rpcUrl: anvil.rpcUrl, deploymentsDir, voting: { admins: [admin!.address] } });
});
afterAll(async () => {
  await hub?.stop();
  await anvil?.stop();
  await rm(deploymentsDir, { recursive: true, force: true });
});

const api = (path: string) => `${hub.url}/api/voting${path}`;

it('answers voting power, votes and /verify at a pruned snapshot from the capture', async () => {
  const snapshot = await client().getBlockNumber({ cacheTime: 0 });
  const published = await post(
    api('/proposals'),
    await signProposal(admin!, foundry.id, proposalMessage(admin!, { snapshot })),
  );
  expect(published.status).toBe(201);
  await client().mine({ blocks: KEPT_STATES * 4 });
  // The node has forgotten that state: only the capture can answer now.
  await expect(
    client().readContract({
      address: flask,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [alice!.address],
      blockNumber: snapshot,
    }),
  ).rejects.toThrow();

  const power = await get(api(`/voting-power/${alice!.address}?block=${snapshot}`));
  expect(power.body).toMatchObject({
    wallet: parseEther('100').toString(),
    vault: '0',
    lp: '0',
    total: parseEther('100').toString(),
  });
  expect((await get(api(`/voting-power/${bob!.address}?block=${snapshot}`))).body.total).toBe('0');

  const vote = await post(
    api('/votes'),
    await signVote(alice!, foundry.id, { proposal: published.body.id, choice: 1 }),
  );
  expect(vote).toMatchObject({
    status: 201,
    body: { metadata: { votingPower: power.body.total, verificationHash: power.body.verificationHash } },
  });
  expect(
    await post(api('/votes'), await signVote(bob!, foundry.id, { proposal: published.body.id, choice: 2 })),
  ).toMatchObject({
    status: 403,
    body: { error: 'You had no voting power at the snapshot block' },
  });
  const verified = await post(`${hub.url}/verify`, {
    block: snapshot.toString(),
    votes: [{ address: alice!.address, verificationHash: power.body.verificationHash, total: power.body.total }],
  });
  expect(verified.body).toEqual({ data: { [alice!.address.toLowerCase()]: { isValid: true } } });
});

it('refuses a pruned block nobody captured as an invalid snapshot', async () => {
  const latest = await client().getBlockNumber({ cacheTime: 0 });
  const pruned = latest - BigInt(KEPT_STATES * 2);
  expect(await get(api(`/voting-power/${alice!.address}?block=${pruned}`))).toMatchObject({
    status: 400,
    body: { error: 'Invalid snapshot' },
  });
  const message = proposalMessage(admin!, { snapshot: pruned, title: 'Too old a snapshot' });
  expect(await post(api('/proposals'), await signProposal(admin!, foundry.id, message))).toMatchObject({
    status: 400,
    body: { error: 'Invalid snapshot' },
  });
});

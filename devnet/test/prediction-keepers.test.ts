// The prediction's keepers on a real devnet (port 8621, PREDICTION_KEEPERS_TEST_PORT), reached
// through a TCP proxy (port + 1) that the test stops and restarts like an RPC going down. Time is
// driven by mining (anvil_mine): the keepers react to blocks, never to the clock. While the proxy
// is down it resets every connection, as a dead RPC does.
import { devnetPriceFeedAbi, flaskPredictionAbi } from '@flaskswap/contracts';
import { type Address, createWalletClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
import { devnetChain } from '../src/chain.ts';
import { DEVNET_BNB_USD_ANSWER } from '../src/deploy/prediction.ts';
import { oracleKeeperAccount, predictionOperatorAccount } from '../src/keepers/account.ts';
import type { OperatorStep } from '../src/keepers/operator.ts';
import { nextOracleAnswer, ORACLE_WALK_BAND } from '../src/keepers/oracle.ts';
import { type PredictionKeepers, startPredictionKeepers } from '../src/keepers/prediction.ts';
import { seededRandom } from '../src/keepers/tradeChoice.ts';
import { mineTo } from '../src/kit/chainTime.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';
import { RpcProxy } from '../src/testing/rpcProxy.ts';

const PORT = Number(process.env.PREDICTION_KEEPERS_TEST_PORT ?? 8621);
const PROXY_PORT = PORT + 1;

let devnet: TestDevnet;
let keepers: PredictionKeepers;
const proxy = new RpcProxy(PROXY_PORT, PORT);
const logs: string[] = [];
const steps: OperatorStep[] = [];

const prediction = () => devnet.manifest.contracts.FlaskPrediction as Address;
const read = <F extends 'currentEpoch' | 'genesisLockOnce' | 'bufferBlocks'>(functionName: F) =>
  devnet.client.readContract({ address: prediction(), abi: flaskPredictionAbi, functionName });
const round = async (epoch: bigint) => {
  const [, startBlock, lockBlock, , lockPrice, , , , , , , oracleCalled] = await devnet.client.readContract({
    address: prediction(),
    abi: flaskPredictionAbi,
    functionName: 'rounds',
    args: [epoch],
  });
  return { startBlock: BigInt(startBlock), lockBlock: BigInt(lockBlock), lockPrice, oracleCalled };
};
/**
 * Mines past `block` while the keepers cannot reach the chain: anvil_mine is not atomic, and a
 * keeper reading a block halfway through would act on a state no real chain passes through.
 */
async function jumpTo(block: bigint): Promise<void> {
  proxy.goDown();
  await mineTo(devnet.client, block);
  proxy.comeBack();
}
/** Waits for a condition the keepers bring about (the test's own timeout bounds it). */
async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}
/** True when a live round (locked, not ended) and the open round after it exist. */
async function hasLiveAndOpenRounds(): Promise<boolean> {
  const current = await read('currentEpoch');
  const [live, open, block] = await Promise.all([
    round(current - 1n),
    round(current),
    devnet.client.getBlockNumber({ cacheTime: 0 }),
  ]);
  return live.lockPrice > 0n && !live.oracleCalled && block >= open.startBlock && block < open.lockBlock;
}
/**
 * The open round, once at least 10 blocks remain before its lock (the devnet mines one a second):
 * the keeper will not act on it while the test sets up its next move.
 */
async function quietOpenRound(): Promise<bigint> {
  for (;;) {
    const epoch = await read('currentEpoch');
    const { lockBlock } = await round(epoch);
    if ((await devnet.client.getBlockNumber({ cacheTime: 0 })) + 10n < lockBlock) return epoch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
async function expectLiveAndOpenRounds(): Promise<void> {
  const current = await read('currentEpoch');
  const live = await round(current - 1n);
  expect(live.lockPrice).toBeGreaterThan(0n);
  expect(live.oracleCalled).toBe(false);
  const open = await round(current);
  const block = await devnet.client.getBlockNumber({ cacheTime: 0 });
  expect(block).toBeGreaterThanOrEqual(open.startBlock);
  expect(block).toBeLessThan(open.lockBlock);
}

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
  await proxy.listen();
  const rpcUrl = `http://127.0.0.1:${PROXY_PORT}`;
  keepers = await startPredictionKeepers({
    rpcUrl,
    chain: devnetChain(rpcUrl),
    manifest: devnet.manifest,
    operatorAccount: predictionOperatorAccount,
    oracleAccount: oracleKeeperAccount,
    pollMs: 100,
    oracleIntervalMs: 500,
    log: (message) => logs.push(message),
    onOperatorStep: (step) => steps.push(step),
  });
});

afterAll(async () => {
  await keepers?.stop();
  await proxy.close();
  await devnet?.stop();
});

describe('oracle walk', () => {
  it('stays near the anchor, and comes back from the edge of its band', () => {
    const random = seededRandom(7);
    let answer = DEVNET_BNB_USD_ANSWER;
    const seen = new Set<bigint>();
    for (let i = 0; i < 10_000; i++) {
      answer = nextOracleAnswer(answer, DEVNET_BNB_USD_ANSWER, random);
      seen.add(answer);
      // Mean reversion keeps it far inside the ±10% guard.
      expect(Math.abs(Number(answer) / Number(DEVNET_BNB_USD_ANSWER) - 1)).toBeLessThan(0.05);
    }
    expect(seen.size).toBeGreaterThan(1000);
    let far = (DEVNET_BNB_USD_ANSWER * 11n) / 10n;
    for (let i = 0; i < 200; i++) far = nextOracleAnswer(far, DEVNET_BNB_USD_ANSWER, random);
    expect(Math.abs(Number(far) / Number(DEVNET_BNB_USD_ANSWER) - 1)).toBeLessThan(0.03);
    expect(nextOracleAnswer(DEVNET_BNB_USD_ANSWER * 2n, DEVNET_BNB_USD_ANSWER, () => 1)).toBe(
      BigInt(Math.round(Number(DEVNET_BNB_USD_ANSWER) * (1 + ORACLE_WALK_BAND))),
    );
  });
});

describe('prediction keepers', () => {
  it('run both keepers on the devnet', () => {
    expect(keepers.summary).toHaveLength(2);
    expect(keepers.summary.join('\n')).toMatch(/oracle keeper: moves[\s\S]*operator keeper: starts/);
  });

  it('execute the open round as soon as its lock block is reached', async () => {
    const open = await quietOpenRound();
    await mineTo(devnet.client, (await round(open)).lockBlock);
    await until(async () => (await read('currentEpoch')) > open && (await hasLiveAndOpenRounds()));
    expect(await read('currentEpoch')).toBe(open + 1n);
    expect((await round(open - 1n)).oracleCalled).toBe(true);
    expect((await round(open)).lockPrice).toBeGreaterThan(0n);
    await expectLiveAndOpenRounds();
  });

  it('restart the run after a missed window, with a live and an open round at once', async () => {
    const open = await quietOpenRound();
    const bufferBlocks = await read('bufferBlocks');
    await jumpTo((await round(open)).lockBlock + bufferBlocks + 1n);
    await until(async () => (await read('currentEpoch')) > open && (await hasLiveAndOpenRounds()));
    expect(await read('currentEpoch')).toBe(open + 2n);
    expect((await round(open - 1n)).oracleCalled).toBe(false); // the live round never ended: canceled
    await expectLiveAndOpenRounds();
    expect(logs.some((line) => line.includes(`round ${open} missed its lock window`))).toBe(true);
  });

  it('skip while the contract is paused, and restart once it is unpaused', async () => {
    const owner = createWalletClient({
      account: deployerAccount,
      chain: devnet.chain,
      transport: http(devnet.anvil.rpcUrl),
    });
    const ownerCall = async (functionName: 'pause' | 'unpause') =>
      sendAndWait(devnet.client, owner.writeContract({ address: prediction(), abi: flaskPredictionAbi, functionName }));
    await quietOpenRound();
    await ownerCall('pause');
    const open = await read('currentEpoch');
    const bufferBlocks = await read('bufferBlocks');
    await jumpTo((await round(open)).lockBlock + bufferBlocks + 1n);
    const seen = steps.length;
    await until(() => steps.slice(seen).filter((step) => step === 'paused').length >= 3);
    expect(await read('currentEpoch')).toBe(open);
    await ownerCall('unpause');
    await until(async () => (await read('currentEpoch')) > open && (await hasLiveAndOpenRounds()));
    expect(await read('currentEpoch')).toBe(open + 2n);
  });

  it('survive the RPC going away and coming back, logging the outage once', async () => {
    // The earlier jumps may have cut a step short (logged, then recovered): count from here.
    const before = logs.length;
    const failures = () =>
      logs.slice(before).filter((line) => line.startsWith('operator keeper: a step failed')).length;
    const open = await quietOpenRound();
    proxy.goDown();
    await mineTo(devnet.client, (await round(open)).lockBlock);
    // A step in flight may first wait out its receipt timeout; then many attempts fail: one line.
    await until(() => failures() === 1);
    const refused = proxy.refused;
    await until(() => proxy.refused >= refused + 20);
    expect(failures()).toBe(1);
    expect(await read('currentEpoch')).toBe(open);
    proxy.comeBack();
    // It executes the round, or restarts the run if the outage outlasted the buffer: either way
    // rounds run again.
    await until(async () => (await read('currentEpoch')) > open && (await hasLiveAndOpenRounds()));
    await until(() => logs.includes('operator keeper: working again'));
    expect(failures()).toBe(1);
  });

  it('run rounds without a step listener, as npm start and npm run keepers start them', async () => {
    await keepers.stop();
    const rpcUrl = `http://127.0.0.1:${PROXY_PORT}`;
    keepers = await startPredictionKeepers({
      rpcUrl,
      chain: devnetChain(rpcUrl),
      manifest: devnet.manifest,
      operatorAccount: predictionOperatorAccount,
      oracleAccount: oracleKeeperAccount,
      pollMs: 100,
      log: (message) => logs.push(message),
    });
    const open = await quietOpenRound();
    await jumpTo((await round(open)).lockBlock + (await read('bufferBlocks')) + 1n);
    await until(async () => (await read('currentEpoch')) > open && (await hasLiveAndOpenRounds()));
    expect(await read('currentEpoch')).toBe(open + 2n);
  });

  it('keep the devnet feed near the seeded BNB price', async () => {
    const [roundId, answer] = await devnet.client.readContract({
      address: devnet.manifest.contracts.BnbUsdPriceFeed as Address,
      abi: devnetPriceFeedAbi,
      functionName: 'latestRoundData',
    });
    expect(roundId).toBeGreaterThan(10n);
    expect(Math.abs(Number(answer) / Number(DEVNET_BNB_USD_ANSWER) - 1)).toBeLessThan(ORACLE_WALK_BAND);
  });
});

// The lottery keeper on a real devnet (port 8650, LOTTERY_KEEPER_TEST_PORT), reached through a TCP
// proxy (port + 1) that the test stops and restarts like an RPC going down. The chain's clock is
// moved with evm_increaseTime + evm_mine while the keeper cannot reach it (one atomic jump).
import { flaskFactoryAbi, flaskLotteryAbi, flaskPairAbi, flaskRouterAbi, testTokenAbi } from '@flaskswap/contracts';
import { averagePrices, flaskForUsd, INJECTION_FLASK, observePair, TICKET_NUMBER_OFFSET } from '@flaskswap/sdk';
import { type Address, createWalletClient, defineChain, erc20Abi, http, maxUint256, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount } from '../src/accounts.ts';
import { devnetChain } from '../src/chain.ts';
import { LOTTERY_SEED_STORY } from '../src/deploy/lottery.seed.ts';
import { lotteryOperatorAccount } from '../src/keepers/account.ts';
import type { Keeper } from '../src/keepers/client.ts';
import { DEVNET_LOTTERY_ROUND_SECONDS, type LotteryStep, startLotteryKeeper } from '../src/keepers/lottery.ts';
import { ticketPriceInFlask } from '../src/keepers/lotteryPrice.ts';
import { passTime } from '../src/kit/chainTime.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';
import { RpcProxy } from '../src/testing/rpcProxy.ts';

const PORT = Number(process.env.LOTTERY_KEEPER_TEST_PORT ?? 8650);
const PROXY_PORT = PORT + 1;
/** The words the keeper fulfils with, in order: known final numbers. */
const WORDS = [7_000_000_123_456n, 42n, 999_999n, 5n];

let devnet: TestDevnet;
let keeper: Keeper;
const proxy = new RpcProxy(PROXY_PORT, PORT);
const logs: string[] = [];
const steps: LotteryStep[] = [];
let wordsUsed = 0;

const lottery = () => devnet.manifest.contracts.FlaskLottery as Address;
const currentId = () =>
  devnet.client.readContract({ address: lottery(), abi: flaskLotteryAbi, functionName: 'currentLotteryId' });
const viewLottery = (id: bigint) =>
  devnet.client.readContract({ address: lottery(), abi: flaskLotteryAbi, functionName: 'viewLottery', args: [id] });
async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}
/** What every keeper of this file shares: the test's lottery, key and round. */
const keeperOptions = () => ({
  manifest: devnet.manifest,
  lottery: lottery(),
  account: lotteryOperatorAccount,
  roundSeconds: DEVNET_LOTTERY_ROUND_SECONDS,
  injectEveryRounds: 5,
  pollMs: 100,
});
/** Moves the chain's clock past `time`. */
async function warpPast(time: bigint): Promise<void> {
  const { timestamp } = await devnet.client.getBlock({ blockTag: 'latest' });
  const seconds = time - timestamp + 1n;
  await passTime(devnet.client, seconds > 0n ? seconds : 0n);
}
/** The round after `id` is open (the keeper drew `id` and started the next one). */
const nextRoundOpen = (id: bigint) => async () => (await currentId()) > id && (await viewLottery(id + 1n)).status === 1;

/** The FLASK/BUSD pair's reserves as [FLASK, BUSD]. */
async function flaskBusd(): Promise<[bigint, bigint]> {
  const [flask, busd] = [devnet.manifest.tokens.FLASK!, devnet.manifest.tokens.BUSD!];
  const pair = await devnet.client.readContract({
    address: devnet.manifest.contracts.FlaskFactory!,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [flask, busd],
  });
  const [reserve0, reserve1] = await devnet.client.readContract({
    address: pair,
    abi: flaskPairAbi,
    functionName: 'getReserves',
  });
  return flask.toLowerCase() < busd.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
}

/** The ticket price at FLASK/BUSD reserves that held still: what any time-weighted price of them is. */
async function steadyTicketPrice(): Promise<bigint> {
  const [flask, busd] = await flaskBusd();
  const state = {
    price0CumulativeLast: 0n,
    price1CumulativeLast: 0n,
    reserve0: flask,
    reserve1: busd,
    blockTimestampLast: 0,
  };
  const busdPerFlask = averagePrices(observePair(state, 0), observePair(state, 600))!.price0;
  return flaskForUsd(parseEther('5'), busdPerFlask);
}

/** Someone buys FLASK with as much BUSD as the pair holds: the spot price of FLASK goes up fourfold. */
async function pumpFlask(): Promise<void> {
  const [, busdReserve] = await flaskBusd();
  const wallet = createWalletClient({
    account: deployerAccount,
    chain: devnet.chain,
    transport: http(devnet.anvil.rpcUrl),
  });
  const busd = devnet.manifest.tokens.BUSD!;
  const router = devnet.manifest.contracts.FlaskRouter!;
  const mined = async (hash: `0x${string}`) =>
    expect((await devnet.client.waitForTransactionReceipt({ hash })).status).toBe('success');
  await mined(
    await wallet.writeContract({
      address: busd,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [deployerAccount.address, busdReserve],
    }),
  );
  await mined(
    await wallet.writeContract({ address: busd, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
  );
  await mined(
    await wallet.writeContract({
      address: router,
      abi: flaskRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [busdReserve, 0n, [busd, devnet.manifest.tokens.FLASK!], deployerAccount.address, maxUint256],
    }),
  );
}

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
  await proxy.listen();
  const rpcUrl = `http://127.0.0.1:${PROXY_PORT}`;
  keeper = startLotteryKeeper({
    ...keeperOptions(),
    rpcUrl,
    chain: devnetChain(rpcUrl),
    randomWord: () => WORDS[wordsUsed++]!,
    log: (message) => logs.push(message),
    onStep: (step) => steps.push(step),
  });
}, 120_000);

afterAll(async () => {
  await keeper?.stop();
  await proxy.close();
  await devnet?.stop();
});

describe('the lottery keeper', () => {
  it('waits while the seeded round sells tickets', async () => {
    await until(() => steps.length >= 3);
    expect(new Set(steps)).toEqual(new Set(['waiting']));
    expect(await currentId()).toBe(BigInt(LOTTERY_SEED_STORY.openLotteryId));
  });

  it('closes, fulfils, draws and starts the next round (with its injection) once the end passed', async () => {
    const id = await currentId();
    const steadyPrice = await steadyTicketPrice();
    proxy.goDown();
    await warpPast((await viewLottery(id)).endTime);
    // Right before the keeper opens the next round, someone moves FLASK/BUSD's spot price.
    await pumpFlask();
    const spotPrice = await ticketPriceInFlask(devnet.client, devnet.manifest);
    expect(spotPrice).toBeLessThan(steadyPrice / 3n);
    proxy.comeBack();
    await until(nextRoundOpen(id));
    // The step reports once its injection is in too.
    await until(() => steps.includes('started'));

    const drawn = await viewLottery(id);
    expect(drawn.status).toBe(3);
    expect(BigInt(drawn.finalNumber)).toBe(TICKET_NUMBER_OFFSET + (WORDS[0]! % TICKET_NUMBER_OFFSET));
    expect(steps).toEqual(expect.arrayContaining(['closed', 'fulfilled', 'drawn', 'started']));
    expect(steps.indexOf('closed')).toBeLessThan(steps.indexOf('fulfilled'));
    expect(steps.indexOf('fulfilled')).toBeLessThan(steps.indexOf('drawn'));
    expect(steps.indexOf('drawn')).toBeLessThan(steps.lastIndexOf('started'));

    const next = await viewLottery(id + 1n);
    // endTime is counted from the latest block the keeper saw; its transaction lands a block or so later.
    const length = Number(next.endTime - next.startTime);
    expect(length).toBeLessThanOrEqual(DEVNET_LOTTERY_ROUND_SECONDS);
    expect(length).toBeGreaterThan(DEVNET_LOTTERY_ROUND_SECONDS - 10);
    // The round's price is the pair's time-weighted price: the seconds of the pumped price barely count.
    const drift = Number(steadyPrice - next.priceTicketInFlask) / Number(steadyPrice);
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(0.05);
    // Round 5 is due an injection (every 5th round in this test).
    const injections = await devnet.client.getContractEvents({
      address: lottery(),
      abi: flaskLotteryAbi,
      eventName: 'LotteryInjection',
      args: { lotteryId: id + 1n },
      fromBlock: 0n,
    });
    expect(injections.map((event) => event.args.injectedAmount)).toEqual([INJECTION_FLASK]);
  });

  it('survives the RPC going away and coming back, logging the outage once', async () => {
    const id = await currentId();
    // The jump above may have cut a step short (logged, then recovered): count from here.
    const before = logs.length;
    const failures = () => logs.slice(before).filter((line) => line.startsWith('lottery keeper: a step failed')).length;
    proxy.goDown();
    await warpPast((await viewLottery(id)).endTime);
    await until(() => failures() === 1);
    const refused = proxy.refused;
    await until(() => proxy.refused >= refused + 20);
    expect(failures()).toBe(1);
    expect((await viewLottery(id)).status).toBe(1);
    proxy.comeBack();
    await until(nextRoundOpen(id));
    await until(() => logs.slice(before).includes('lottery keeper: working again'));
    expect(failures()).toBe(1);
    expect(BigInt((await viewLottery(id)).finalNumber)).toBe(TICKET_NUMBER_OFFSET + (WORDS[1]! % TICKET_NUMBER_OFFSET));
  });

  it("answers the VRF request itself only on the devnet's chain id", async () => {
    await keeper.stop();
    const id = await currentId();
    await warpPast((await viewLottery(id)).endTime);
    // The operator closes the round by hand: the request now waits for the coordinator.
    const operator = createWalletClient({
      account: lotteryOperatorAccount,
      chain: devnet.chain,
      transport: http(devnet.anvil.rpcUrl),
    });
    const hash = await operator.writeContract({
      address: lottery(),
      abi: flaskLotteryAbi,
      functionName: 'closeLottery',
      args: [id],
    });
    expect((await devnet.client.waitForTransactionReceipt({ hash })).status).toBe('success');
    // The same keeper and key, told it runs on chain 97 (a testnet, where Chainlink answers).
    const testnet = defineChain({ ...devnetChain(devnet.anvil.rpcUrl), id: 97 });
    const seen: LotteryStep[] = [];
    const elsewhere = startLotteryKeeper({
      ...keeperOptions(),
      rpcUrl: devnet.anvil.rpcUrl,
      chain: testnet,
      log: () => {},
      onStep: (step) => seen.push(step),
    });
    try {
      await until(() => seen.length >= 3);
    } finally {
      await elsewhere.stop();
    }
    expect(new Set(seen)).toEqual(new Set(['awaiting-randomness']));
    expect((await viewLottery(id)).status).toBe(2);
  });
});

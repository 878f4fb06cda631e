// Drives the lottery from the tests as its keeper would (the e2e devnet runs none): the operator
// (also the injector and the devnet VRF coordinator's owner) opens, closes and draws rounds, and
// fulfils randomness with a chosen word so the winning number is known; the page locators and
// constants both lottery specs share. Rounds are global: the lottery specs run one test at a time.
import { devnetVRFCoordinatorAbi, flaskLotteryAbi } from '@flaskswap/contracts';
import {
  type DevnetTestClient,
  devnetChain,
  devnetTransport,
  lotteryOperatorAccount,
  passTime,
  sendAndWait,
} from '@flaskswap/devnet';
import {
  DEFAULT_DISCOUNT_DIVISOR,
  DEFAULT_REWARDS_BREAKDOWN,
  DEFAULT_TREASURY_FEE,
  formatAmountFixed,
  LOTTERY_TICKET_PAGE_SIZE,
  lotteryStatus,
  type Manifest,
} from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import { type Address, createWalletClient, erc20Abi, parseEther } from 'viem';
import { sendAs } from './chain.ts';
import { POLLING_MS, RPC_URL } from './env.ts';

type Lottery = { chain: DevnetTestClient; manifest: Manifest };

/** A price the tests can reason about: 1 FLASK a ticket (the deployment's bounds allow it). */
/** A change on chain shows on the lottery page's next read (the 10 s tick). */
export const NEXT_READ = { timeout: 30_000 };
/** Rounds the specs open: long enough for a purchase through the UI, short to pass (see warpPast). */
export const ROUND_SECONDS = 180n;
/** A ticket's number from its six digits. */
export const ticket = (digits: string) => 1_000_000n + BigInt(digits);
/** FLASK as the lottery page writes it: 3 decimals, grouped, rounded down. */
export const flask = (amount: bigint) => formatAmountFixed(amount, 18, 3, { rounding: 'down', grouping: true });
export const currentRound = (page: Page) => page.getByTestId('current-round');
export const finishedRound = (page: Page) => page.getByTestId('finished-round');

export const E2E_TICKET_PRICE = parseEther('1');

export function lotteryAddress(manifest: Manifest): Address {
  const address = manifest.contracts.FlaskLottery;
  if (!address) throw new Error('No FlaskLottery in the manifest');
  return address;
}

function coordinatorAddress(manifest: Manifest): Address {
  const address = manifest.contracts.LotteryVrfCoordinator;
  if (!address) throw new Error('No LotteryVrfCoordinator in the manifest');
  return address;
}

async function asOperator(
  { chain }: Lottery,
  request: { address: Address; abi: readonly unknown[]; functionName: string; args: readonly unknown[] },
) {
  const wallet = createWalletClient({
    account: lotteryOperatorAccount,
    chain: devnetChain(RPC_URL),
    transport: devnetTransport(RPC_URL),
    pollingInterval: POLLING_MS,
  });
  await sendAndWait(chain, wallet.writeContract({ ...request, gas: 3_000_000n } as never), {
    label: request.functionName,
  });
}

export async function chainTime({ chain }: Lottery): Promise<bigint> {
  return (await chain.getBlock({ blockTag: 'latest' })).timestamp;
}

/**
 * Other specs run beside this one on the same chain and sign with chain-time limits (the router's
 * 20-minute deadline, the prediction oracle's 300 s freshness): the clock moves in steps of at
 * most a minute, each mined, so no single block jumps far enough to expire what they just signed.
 */
const WARP_STEP_SECONDS = 60n;

/** Moves the chain's clock past `time` (a mined block at or after it). */
export async function warpPast(lottery: Lottery, time: bigint): Promise<void> {
  for (;;) {
    const left = time - (await chainTime(lottery)) + 1n;
    const step = left <= 0n ? 0n : left < WARP_STEP_SECONDS ? left : WARP_STEP_SECONDS;
    await passTime(lottery.chain, step);
    if (left <= WARP_STEP_SECONDS) return;
  }
}

export async function currentLotteryId({ chain, manifest }: Lottery): Promise<bigint> {
  return chain.readContract({
    address: lotteryAddress(manifest),
    abi: flaskLotteryAbi,
    functionName: 'currentLotteryId',
  });
}

export async function readLottery({ chain, manifest }: Lottery, lotteryId: bigint) {
  const round = await chain.readContract({
    address: lotteryAddress(manifest),
    abi: flaskLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  });
  return { ...round, status: lotteryStatus(round.status) };
}

/** Closes the round once its end time passed, fulfils its request with `word`, draws it. */
export async function closeAndDraw(lottery: Lottery, lotteryId: bigint, word: bigint): Promise<void> {
  const address = lotteryAddress(lottery.manifest);
  const round = await readLottery(lottery, lotteryId);
  if (round.status === 'open') {
    await warpPast(lottery, round.endTime);
    await asOperator(lottery, { address, abi: flaskLotteryAbi, functionName: 'closeLottery', args: [lotteryId] });
  }
  if ((await readLottery(lottery, lotteryId)).status !== 'close') return;
  const [requestId] = await lottery.chain.readContract({
    address,
    abi: flaskLotteryAbi,
    functionName: 'randomRequests',
    args: [lotteryId],
  });
  await asOperator(lottery, {
    address: coordinatorAddress(lottery.manifest),
    abi: devnetVRFCoordinatorAbi,
    functionName: 'fulfillRandomWords',
    args: [requestId, [word]],
  });
  await asOperator(lottery, {
    address,
    abi: flaskLotteryAbi,
    functionName: 'drawFinalNumberAndMakeLotteryClaimable',
    args: [lotteryId],
  });
}

/**
 * The coordinator never answers: closes the round once its end passed, lets RANDOMNESS_TIMEOUT go
 * by without fulfilling its request, and has `anyone` cancel it (no role needed).
 */
export async function cancelUnanswered(lottery: Lottery, lotteryId: bigint, anyone: Address): Promise<void> {
  const address = lotteryAddress(lottery.manifest);
  const round = await readLottery(lottery, lotteryId);
  if (round.status === 'open') {
    await warpPast(lottery, round.endTime);
    await asOperator(lottery, { address, abi: flaskLotteryAbi, functionName: 'closeLottery', args: [lotteryId] });
  }
  const timeout = await lottery.chain.readContract({
    address,
    abi: flaskLotteryAbi,
    functionName: 'RANDOMNESS_TIMEOUT',
  });
  await warpPast(lottery, BigInt((await readLottery(lottery, lotteryId)).closedAt) + timeout);
  await sendAs(lottery.chain, anyone, {
    address,
    abi: flaskLotteryAbi,
    functionName: 'cancelLottery',
    args: [lotteryId],
  });
}

/** Settles whatever round is current (any word) and opens a new one lasting `seconds`; its id. */
export async function openFreshRound(lottery: Lottery, seconds: bigint): Promise<bigint> {
  const current = await currentLotteryId(lottery);
  if (current > 0n) await closeAndDraw(lottery, current, 999_999n);
  await asOperator(lottery, {
    address: lotteryAddress(lottery.manifest),
    abi: flaskLotteryAbi,
    functionName: 'startLottery',
    args: [
      (await chainTime(lottery)) + seconds,
      E2E_TICKET_PRICE,
      DEFAULT_DISCOUNT_DIVISOR,
      [...DEFAULT_REWARDS_BREAKDOWN],
      DEFAULT_TREASURY_FEE,
    ],
  });
  return currentLotteryId(lottery);
}

/** `account`'s tickets in the round, from the contract (SPEC.md §7's first page of 2500). */
export async function userTickets({ chain, manifest }: Lottery, account: Address, lotteryId: bigint) {
  const [ids, numbers, claimed] = await chain.readContract({
    address: lotteryAddress(manifest),
    abi: flaskLotteryAbi,
    functionName: 'viewUserInfoForLotteryId',
    args: [account, lotteryId, 0n, LOTTERY_TICKET_PAGE_SIZE],
  });
  return ids.map((id, i) => ({ id, number: BigInt(numbers[i]!), claimed: claimed[i]! }));
}

/** Buys tickets straight on chain from an unlocked test account (approving first). */
export async function buyTicketsAs(lottery: Lottery, account: Address, lotteryId: bigint, numbers: bigint[]) {
  const address = lotteryAddress(lottery.manifest);
  const flask = lottery.manifest.tokens.FLASK as Address;
  await sendAs(lottery.chain, account, {
    address: flask,
    abi: erc20Abi,
    functionName: 'approve',
    args: [address, parseEther('1000')],
  });
  await sendAs(lottery.chain, account, {
    address,
    abi: flaskLotteryAbi,
    functionName: 'buyTickets',
    args: [lotteryId, numbers.map(Number)],
  });
}

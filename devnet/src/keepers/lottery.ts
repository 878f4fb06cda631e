// The lottery keeper: opens, closes and draws rounds on time, cancels a round whose randomness never
// came, and injects FLASK (docs/keepers.md).
import { randomBytes } from 'node:crypto';
import { devnetVRFCoordinatorAbi, flaskLotteryAbi } from '@flaskswap/contracts';
import {
  DEFAULT_DISCOUNT_DIVISOR,
  DEFAULT_REWARDS_BREAKDOWN,
  DEFAULT_TREASURY_FEE,
  DEVNET_CHAIN_ID,
  INJECTION_FLASK,
  INJECTION_INTERVAL_SECONDS,
  LOTTERY_ROUND_SECONDS,
} from '@flaskswap/sdk';
import type { PidLock } from '@flaskswap/supervisor';
import {
  type Address,
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  erc20Abi,
  isAddressEqual,
  type LocalAccount,
  maxUint256,
} from 'viem';
import type { Manifest } from '../manifest.ts';
import {
  createKeeperClient,
  type Keeper,
  type KeeperClient,
  lockKeeperAccount,
  runEvery,
  shortReason,
} from './client.ts';
import { FlaskUsdTwap } from './lotteryPrice.ts';
import { createKeeperSender, type SenderOptions } from './sender.ts';

/** What one look at the chain did: for tests and logs. */
export type LotteryStep =
  | 'waiting'
  | 'started'
  | 'closed'
  | 'fulfilled'
  | 'drawn'
  | 'awaiting-randomness'
  | 'cancelled';

/** The devnet's rounds last 5 minutes, so a visitor sees a draw within 10; SPEC.md §9's 12 h elsewhere. */
export const DEVNET_LOTTERY_ROUND_SECONDS = 300;
/** Devnet: every 4th round gets an injection (elsewhere every other day, also every 4th 12 h round). */
export const DEVNET_INJECTION_EVERY_ROUNDS = 4;

const STATUS_OPEN = 1;
const STATUS_CLOSE = 2;
const STATUS_CLAIMABLE = 3;
const STATUS_CANCELLED = 4;

/** LOTTERY_KEEPER=off (or 0/false/no) switches the lottery keeper off. */
export function lotteryKeeperEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', '0', 'false', 'no'].includes((env.LOTTERY_KEEPER ?? '').trim().toLowerCase());
}

/** LOTTERY_ROUND_SECONDS, or 300 s on the devnet and 12 h elsewhere. */
export function lotteryRoundSeconds(chainId: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env.LOTTERY_ROUND_SECONDS?.trim();
  if (value) {
    if (!/^\d+$/.test(value)) throw new Error('LOTTERY_ROUND_SECONDS must be a whole number of seconds');
    return Number(value);
  }
  return chainId === DEVNET_CHAIN_ID ? DEVNET_LOTTERY_ROUND_SECONDS : LOTTERY_ROUND_SECONDS;
}

/** Every other day in rounds of `roundSeconds` (at least every round). */
export function injectionEveryRounds(chainId: number, roundSeconds: number): number {
  if (chainId === DEVNET_CHAIN_ID) return DEVNET_INJECTION_EVERY_ROUNDS;
  return Math.max(1, Math.round(INJECTION_INTERVAL_SECONDS / roundSeconds));
}

export interface LotteryKeeperOptions {
  rpcUrl: string;
  chain: Chain;
  manifest: Manifest;
  lottery: Address;
  account: LocalAccount;
  roundSeconds: number;
  injectEveryRounds: number;
  /** How often it looks at the chain (default 2 s). */
  pollMs?: number;
  /** The word a devnet coordinator is fulfilled with (default: 32 random bytes). */
  randomWord?: () => bigint;
  log?: (message: string) => void;
  /** Called after each successful step (tests follow the keeper with it). */
  onStep?: (step: LotteryStep) => void;
  /** How long a transaction may wait unmined before it is sent again with higher fees (sender.ts). */
  replaceAfterMs?: SenderOptions['replaceAfterMs'];
}

function revertOf(error: unknown): ContractFunctionRevertedError | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? reverted : undefined;
}

/**
 * Looks at the chain every `pollMs` and moves the current round on: starts one when none is open
 * (5 USD of FLASK a ticket at the FLASK/BUSD pair's time-weighted price, the sdk's discount,
 * breakdown and fee), injects INJECTION_FLASK into every `injectEveryRounds`-th round when it holds
 * it, closes a round once its end time passed, fulfils the request itself when it owns a
 * DevnetVRFCoordinator on the devnet's chain, draws once the randomness came (asks again after the
 * contract's retry delay). Failures are logged once per streak; it never throws.
 */
export function startLotteryKeeper(options: LotteryKeeperOptions): Keeper {
  const log = options.log ?? console.log;
  const client: KeeperClient = createKeeperClient(options.rpcUrl, options.chain, options.account);
  const lottery = options.lottery;
  const randomWord = options.randomWord ?? (() => BigInt(`0x${randomBytes(32).toString('hex')}`));
  const sender = createKeeperSender(client, { name: 'lottery keeper', log, replaceAfterMs: options.replaceAfterMs });
  const price = new FlaskUsdTwap(client, options.manifest);
  let ownsCoordinator: boolean | undefined;

  async function send(
    functionName:
      | 'startLottery'
      | 'closeLottery'
      | 'drawFinalNumberAndMakeLotteryClaimable'
      | 'cancelLottery'
      | 'injectFunds',
    args: readonly unknown[],
  ): Promise<void> {
    await sender.write(functionName, { address: lottery, abi: flaskLotteryAbi, functionName, args });
  }

  async function chainTime(): Promise<bigint> {
    return (await client.getBlock({ blockTag: 'latest' })).timestamp;
  }

  /** Injects when the round is due and the keeper holds (and has approved) the FLASK. */
  async function injectIfDue(lotteryId: bigint): Promise<void> {
    if (lotteryId % BigInt(options.injectEveryRounds) !== 0n) return;
    const flask = await client.readContract({ address: lottery, abi: flaskLotteryAbi, functionName: 'flaskToken' });
    const owner = options.account.address;
    const balance = await client.readContract({
      address: flask,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
    if (balance < INJECTION_FLASK) return;
    const allowance = await client.readContract({
      address: flask,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, lottery],
    });
    if (allowance < INJECTION_FLASK) {
      await sender.write('approve', {
        address: flask,
        abi: erc20Abi,
        functionName: 'approve',
        args: [lottery, maxUint256],
      });
    }
    await send('injectFunds', [lotteryId, INJECTION_FLASK]);
  }

  async function start(): Promise<LotteryStep> {
    const ticketPrice = await price.ticketPrice();
    const endTime = (await chainTime()) + BigInt(options.roundSeconds);
    await send('startLottery', [
      endTime,
      ticketPrice,
      DEFAULT_DISCOUNT_DIVISOR,
      [...DEFAULT_REWARDS_BREAKDOWN],
      DEFAULT_TREASURY_FEE,
    ]);
    const lotteryId = await client.readContract({
      address: lottery,
      abi: flaskLotteryAbi,
      functionName: 'currentLotteryId',
    });
    // A failed injection must not block the round: the next step would not retry it anyway.
    await injectIfDue(lotteryId).catch((error: unknown) =>
      log(`lottery keeper: round ${lotteryId} opened without its injection (${shortReason(error)})`),
    );
    return 'started';
  }

  /**
   * Whether this keeper answers the coordinator's requests itself: only on the devnet's chain, and
   * only a DevnetVRFCoordinator it owns. Elsewhere the randomness is the VRF service's to give.
   */
  async function coordinatorIsMine(): Promise<boolean> {
    if (options.chain.id !== DEVNET_CHAIN_ID) return false;
    if (ownsCoordinator !== undefined) return ownsCoordinator;
    const coordinator = await client.readContract({
      address: lottery,
      abi: flaskLotteryAbi,
      functionName: 'coordinator',
    });
    try {
      const owner = await client.readContract({
        address: coordinator,
        abi: devnetVRFCoordinatorAbi,
        functionName: 'owner',
      });
      ownsCoordinator = isAddressEqual(owner, options.account.address);
    } catch (error) {
      // Not a contract with owner() (Chainlink's own coordinator may be): not ours. An RPC failure is asked again.
      if (!revertOf(error)) throw error;
      ownsCoordinator = false;
    }
    return ownsCoordinator;
  }

  async function settle(lotteryId: bigint, closedAt: bigint): Promise<LotteryStep> {
    const [requestId] = await client.readContract({
      address: lottery,
      abi: flaskLotteryAbi,
      functionName: 'randomRequests',
      args: [lotteryId],
    });
    if (await coordinatorIsMine()) {
      const coordinator = await client.readContract({
        address: lottery,
        abi: flaskLotteryAbi,
        functionName: 'coordinator',
      });
      const [, , , fulfilled] = await client.readContract({
        address: coordinator,
        abi: devnetVRFCoordinatorAbi,
        functionName: 'requests',
        args: [requestId],
      });
      if (!fulfilled) {
        await sender.write('fulfillRandomWords', {
          address: coordinator,
          abi: devnetVRFCoordinatorAbi,
          functionName: 'fulfillRandomWords',
          args: [requestId, [randomWord()]],
        });
        return 'fulfilled';
      }
    }
    try {
      await client.simulateContract({
        address: lottery,
        abi: flaskLotteryAbi,
        functionName: 'drawFinalNumberAndMakeLotteryClaimable',
        args: [lotteryId],
      });
    } catch (error) {
      if (revertOf(error)?.data?.errorName !== 'RandomnessNotFulfilled') throw error;
      const timeout = await client.readContract({
        address: lottery,
        abi: flaskLotteryAbi,
        functionName: 'RANDOMNESS_TIMEOUT',
      });
      if ((await chainTime()) < closedAt + timeout) return 'awaiting-randomness';
      // Anyone may cancel now; its buyers claim their FLASK back and the next round can open.
      await send('cancelLottery', [lotteryId]);
      log(`lottery keeper: round ${lotteryId}'s randomness never came; cancelled it (buyers claim refunds)`);
      return 'cancelled';
    }
    await send('drawFinalNumberAndMakeLotteryClaimable', [lotteryId]);
    return 'drawn';
  }

  async function step(): Promise<LotteryStep> {
    await price.sample();
    const lotteryId = await client.readContract({
      address: lottery,
      abi: flaskLotteryAbi,
      functionName: 'currentLotteryId',
    });
    if (lotteryId === 0n) return start();
    const round = await client.readContract({
      address: lottery,
      abi: flaskLotteryAbi,
      functionName: 'viewLottery',
      args: [lotteryId],
    });
    if (round.status === STATUS_CLAIMABLE || round.status === STATUS_CANCELLED) return start();
    if (round.status === STATUS_OPEN) {
      if ((await chainTime()) < round.endTime) return 'waiting';
      await send('closeLottery', [lotteryId]);
      return 'closed';
    }
    if (round.status === STATUS_CLOSE) return settle(lotteryId, BigInt(round.closedAt));
    return 'waiting';
  }

  return runEvery({
    name: 'lottery keeper',
    intervalMs: options.pollMs ?? 2_000,
    step: async () => {
      const done = await step();
      options.onStep?.(done);
    },
    log,
  });
}

export interface LotteryKeeperHandle extends Keeper {
  /** What runs (or why it does not). */
  summary: string;
}

/** Starts the keeper when `account` is the manifest's FlaskLottery's operator. */
export async function startLotteryKeepers(options: {
  rpcUrl: string;
  chain: Chain;
  manifest: Manifest;
  account: LocalAccount;
  log?: (message: string) => void;
  pollMs?: number;
  onStep?: (step: LotteryStep) => void;
}): Promise<LotteryKeeperHandle> {
  const { rpcUrl, chain, manifest, account } = options;
  const lottery = manifest.contracts.FlaskLottery;
  const off = (summary: string): LotteryKeeperHandle => ({ summary, stop: async () => {} });
  if (!lottery) return off('lottery keeper: off (not deployed on this chain)');
  const client = createKeeperClient(rpcUrl, chain, account);
  let operator: Address;
  let lock: PidLock;
  try {
    operator = await client.readContract({ address: lottery, abi: flaskLotteryAbi, functionName: 'operator' });
    if (!isAddressEqual(operator, account.address)) {
      return off(`lottery keeper: off (${account.address} is not the operator ${operator})`);
    }
    lock = await lockKeeperAccount(client, account.address);
  } catch (error) {
    return off(`lottery keeper: off (${shortReason(error)})`);
  }
  const roundSeconds = lotteryRoundSeconds(chain.id);
  const keeper = startLotteryKeeper({
    rpcUrl,
    chain,
    manifest,
    lottery,
    account,
    roundSeconds,
    injectEveryRounds: injectionEveryRounds(chain.id, roundSeconds),
    log: options.log,
    pollMs: options.pollMs,
    onStep: options.onStep,
  });
  return {
    summary: `lottery keeper: starts, closes and draws ${roundSeconds} s rounds of ${lottery} from ${account.address}`,
    async stop() {
      await keeper.stop();
      lock.release();
    },
  };
}

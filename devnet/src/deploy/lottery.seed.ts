// The lottery step's devnet seed: the operator and players funded, three rounds played and drawn in
// seconds (the chain's clock jumped past each end time), some prizes claimed, a fourth round open.
import { devnetVRFCoordinatorAbi, flaskLotteryAbi, flaskTokenAbi } from '@flaskswap/contracts';
import {
  DEFAULT_DISCOUNT_DIVISOR,
  DEFAULT_REWARDS_BREAKDOWN,
  DEFAULT_TREASURY_FEE,
  INJECTION_FLASK,
  TICKET_NUMBER_OFFSET,
  ticketBracket,
} from '@flaskswap/sdk';
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC } from '../accounts.ts';
import { lotteryOperatorAccount } from '../keepers/account.ts';
import { ticketPriceInFlask } from '../keepers/lotteryPrice.ts';
import { passTime } from '../kit/chainTime.ts';
import type { DeployContext } from './context.ts';
import { withFlaskMinterRole } from './core.seed.ts';

/** Seeded lottery players (mnemonic indexes 13-17, never the app's or the tests' accounts #1-#8). */
export const LOTTERY_PLAYER_INDEXES = [13, 14, 15, 16, 17] as const;
export const lotteryPlayerAccounts = LOTTERY_PLAYER_INDEXES.map((addressIndex) =>
  mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }),
);

export interface LotterySeedPurchase {
  /** Index into lotteryPlayerAccounts. */
  player: number;
  /** The six digits of each ticket, as displayed. */
  tickets: string[];
}

export interface LotterySeedRound {
  lotteryId: number;
  /** The six digits drawn (the coordinator is fulfilled with this word); undefined: still open. */
  finalDigits?: string;
  /** FLASK the operator injected into the round. */
  injected: bigint;
  purchases: LotterySeedPurchase[];
  /** Players (indexes) who claimed every prize they won in the round. */
  claimedBy: number[];
}

export interface LotterySeedWinner {
  lotteryId: number;
  account: Address;
  /** On-chain number (1,000,000 + the digits). */
  ticketNumber: bigint;
  bracket: number;
  claimed: boolean;
}

/** Rounds 1-3 drawn, round 4 open; each purchase's tickets were chosen for the brackets they win. */
const SEED_ROUNDS: LotterySeedRound[] = [
  {
    lotteryId: 1,
    finalDigits: '123456',
    injected: INJECTION_FLASK,
    purchases: [
      { player: 0, tickets: ['123456', '987654', '555555'] }, // all six (bracket 5)
      { player: 1, tickets: ['123499', '200000'] }, // four digits (bracket 3)
      { player: 2, tickets: ['130000', '777777', '888888', '999999'] }, // one digit (bracket 0)
    ],
    claimedBy: [0],
  },
  {
    lotteryId: 2,
    finalDigits: '408172',
    injected: 0n,
    purchases: [
      { player: 3, tickets: ['408100', '408999'] }, // four (bracket 3) and three (bracket 2)
      { player: 4, tickets: ['400000', '612345', '700001'] }, // two digits (bracket 1)
      { player: 0, tickets: ['111111', '222222'] }, // nothing
    ],
    claimedBy: [3],
  },
  {
    lotteryId: 3,
    finalDigits: '950317',
    injected: 0n,
    purchases: [
      { player: 1, tickets: ['950310', '950000'] }, // five (bracket 4) and three (bracket 2)
      { player: 2, tickets: ['900000', '123456'] }, // one digit (bracket 0)
    ],
    claimedBy: [2],
  },
  {
    lotteryId: 4,
    injected: 0n,
    purchases: [{ player: 3, tickets: ['246810', '135790'] }],
    claimedBy: [],
  },
];

const onChain = (digits: string) => TICKET_NUMBER_OFFSET + BigInt(digits);

function seedWinners(rounds: readonly LotterySeedRound[]): LotterySeedWinner[] {
  const winners: LotterySeedWinner[] = [];
  for (const round of rounds) {
    if (!round.finalDigits) continue;
    const finalNumber = onChain(round.finalDigits);
    for (const purchase of round.purchases) {
      for (const digits of purchase.tickets) {
        const bracket = ticketBracket(onChain(digits), finalNumber);
        if (bracket === undefined) continue;
        winners.push({
          lotteryId: round.lotteryId,
          account: lotteryPlayerAccounts[purchase.player]!.address,
          ticketNumber: onChain(digits),
          bracket,
          claimed: round.claimedBy.includes(purchase.player),
        });
      }
    }
  }
  return winners;
}

/** What the seed did, the same on every fresh devnet (for the indexer's and the e2e tests). */
export const LOTTERY_SEED_STORY = {
  players: lotteryPlayerAccounts.map((account) => account.address),
  rounds: SEED_ROUNDS,
  /** The round left open for sales. */
  openLotteryId: 4,
  winners: seedWinners(SEED_ROUNDS),
} as const;

/** Drawn rounds last a minute (the contract's shortest); the open one an hour, long enough for an e2e run. */
const DRAWN_ROUND_SECONDS = 60n;
export const SEED_OPEN_ROUND_SECONDS = 3600n;
/**
 * Added to a round's end: startLottery's block can be stamped seconds after the latest one (interval
 * mining on test devnets, a busy machine), and the contract wants the end a full minute after it.
 */
const START_MARGIN_SECONDS = 30n;
const OPERATOR_BNB = parseEther('10');
const OPERATOR_FLASK = parseEther('100000');
const PLAYER_FLASK = parseEther('1000');

class LotterySeedRun {
  constructor(
    private readonly ctx: DeployContext,
    private readonly lottery: Address,
  ) {}

  private async now(): Promise<bigint> {
    return (await this.ctx.client.getBlock({ blockTag: 'latest' })).timestamp;
  }

  /** Moves the chain's clock past `time` and mines a block there. */
  private async warpPast(time: bigint): Promise<void> {
    const seconds = time - (await this.now()) + 1n;
    await passTime(this.ctx.client, seconds > 0n ? seconds : 0n);
  }

  private operate(
    functionName: 'closeLottery' | 'drawFinalNumberAndMakeLotteryClaimable' | 'injectFunds',
    args: readonly [bigint] | readonly [bigint, bigint],
  ) {
    return this.ctx.write({
      address: this.lottery,
      abi: flaskLotteryAbi,
      functionName,
      args: args as never,
      account: lotteryOperatorAccount,
    });
  }

  async start(price: bigint, seconds: bigint): Promise<bigint> {
    await this.ctx.write({
      address: this.lottery,
      abi: flaskLotteryAbi,
      functionName: 'startLottery',
      args: [
        (await this.now()) + seconds + START_MARGIN_SECONDS,
        price,
        DEFAULT_DISCOUNT_DIVISOR,
        [...DEFAULT_REWARDS_BREAKDOWN],
        DEFAULT_TREASURY_FEE,
      ],
      account: lotteryOperatorAccount,
    });
    return this.ctx.client.readContract({
      address: this.lottery,
      abi: flaskLotteryAbi,
      functionName: 'currentLotteryId',
    });
  }

  async play(round: LotterySeedRound, lotteryId: bigint): Promise<void> {
    if (round.injected > 0n) await this.operate('injectFunds', [lotteryId, round.injected]);
    for (const purchase of round.purchases) {
      await this.ctx.write({
        address: this.lottery,
        abi: flaskLotteryAbi,
        functionName: 'buyTickets',
        args: [lotteryId, purchase.tickets.map((digits) => Number(onChain(digits)))],
        account: lotteryPlayerAccounts[purchase.player]!,
      });
    }
  }

  /** Closes once the end time passed, fulfils the request with the chosen digits, draws. */
  async draw(lotteryId: bigint, finalDigits: string): Promise<void> {
    const { endTime } = await this.ctx.client.readContract({
      address: this.lottery,
      abi: flaskLotteryAbi,
      functionName: 'viewLottery',
      args: [lotteryId],
    });
    await this.warpPast(endTime);
    await this.operate('closeLottery', [lotteryId]);
    const [requestId] = await this.ctx.client.readContract({
      address: this.lottery,
      abi: flaskLotteryAbi,
      functionName: 'randomRequests',
      args: [lotteryId],
    });
    await this.ctx.write({
      address: this.ctx.contract('LotteryVrfCoordinator'),
      abi: devnetVRFCoordinatorAbi,
      functionName: 'fulfillRandomWords',
      args: [requestId, [BigInt(finalDigits)]],
      account: lotteryOperatorAccount,
    });
    await this.operate('drawFinalNumberAndMakeLotteryClaimable', [lotteryId]);
  }

  /** `player` claims every prize of theirs in the round. */
  async claim(lotteryId: bigint, player: number): Promise<void> {
    const account = lotteryPlayerAccounts[player]!;
    const mine = LOTTERY_SEED_STORY.winners.filter(
      (winner) => winner.lotteryId === Number(lotteryId) && winner.account === account.address,
    );
    if (mine.length === 0) return;
    const [ticketIds, numbers] = await this.ctx.client.readContract({
      address: this.lottery,
      abi: flaskLotteryAbi,
      functionName: 'viewUserInfoForLotteryId',
      args: [account.address, lotteryId, 0n, 100n],
    });
    const ids: bigint[] = [];
    const brackets: number[] = [];
    for (const winner of mine) {
      const index = numbers.findIndex((number) => BigInt(number) === winner.ticketNumber);
      ids.push(ticketIds[index]!);
      brackets.push(winner.bracket);
    }
    await this.ctx.write({
      address: this.lottery,
      abi: flaskLotteryAbi,
      functionName: 'claimTickets',
      args: [lotteryId, ids, brackets],
      account,
    });
  }
}

/** Devnet only (DeployStep.seed): plays LOTTERY_SEED_STORY. */
export async function seedLottery(ctx: DeployContext): Promise<void> {
  const lottery = ctx.contract('FlaskLottery');
  const flask = ctx.token('FLASK');
  await ctx.sendValue(lotteryOperatorAccount.address, OPERATOR_BNB);
  for (const player of lotteryPlayerAccounts) await ctx.sendValue(player.address, parseEther('1'));
  await withFlaskMinterRole(
    ctx,
    (request) => ctx.write(request),
    async () => {
      const mint = (to: Address, amount: bigint) =>
        ctx.write({ address: flask, abi: flaskTokenAbi, functionName: 'mint', args: [to, amount] });
      await mint(lotteryOperatorAccount.address, OPERATOR_FLASK);
      for (const player of lotteryPlayerAccounts) await mint(player.address, PLAYER_FLASK);
    },
  );
  for (const account of [lotteryOperatorAccount, ...lotteryPlayerAccounts]) {
    await ctx.write({ address: flask, abi: erc20Abi, functionName: 'approve', args: [lottery, maxUint256], account });
  }

  const run = new LotterySeedRun(ctx, lottery);
  const price = await ticketPriceInFlask(ctx.client, ctx.manifest);
  for (const round of SEED_ROUNDS) {
    const open = round.finalDigits === undefined;
    const lotteryId = await run.start(price, open ? SEED_OPEN_ROUND_SECONDS : DRAWN_ROUND_SECONDS);
    await run.play(round, lotteryId);
    if (open) break;
    await run.draw(lotteryId, round.finalDigits!);
    for (const player of round.claimedBy) await run.claim(lotteryId, player);
  }
  ctx.log(`  lottery: rounds 1-3 drawn, round ${LOTTERY_SEED_STORY.openLotteryId} open`);
}

// The prediction step's devnet seed: keepers and bettors funded, a few rounds played in seconds
// (blocks mined with anvil_mine), a fixed story for the history player, and a run left going.
import { devnetPriceFeedAbi, flaskPredictionAbi } from '@flaskswap/contracts';
import { type Address, type LocalAccount, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC, devnetAccounts } from '../accounts.ts';
import { oracleKeeperAccount, predictionOperatorAccount } from '../keepers/account.ts';
import { seededRandom } from '../keepers/tradeChoice.ts';
import { mineTo } from '../kit/chainTime.ts';
import type { DeployContext } from './context.ts';

export type PredictionPosition = 'Bull' | 'Bear';
/** won: on the winning side; lost: on the other; house: a tie, the pot went to the treasury; canceled: refundable. */
export type PredictionSeedResult = 'won' | 'lost' | 'house' | 'canceled';

export interface PredictionSeedBet {
  epoch: number;
  position: PredictionPosition;
  amount: bigint;
  result: PredictionSeedResult;
  /** Collected (a win) or refunded (a canceled round) by the seed. */
  claimed: boolean;
}

/**
 * The history player's bets (devnetAccounts[8]), the same on every fresh devnet: one of each kind
 * of outcome the history pane shows. Epochs 1-5 end normally, 6 and 7 are canceled (the seed lets
 * their windows pass), 8 is live and 9 open when the seed ends.
 */
export const PREDICTION_SEED_STORY = {
  account: devnetAccounts[8]!.address,
  bets: [
    { epoch: 1, position: 'Bull', amount: parseEther('0.1'), result: 'won', claimed: true },
    { epoch: 2, position: 'Bear', amount: parseEther('0.25'), result: 'won', claimed: false },
    { epoch: 3, position: 'Bull', amount: parseEther('0.05'), result: 'lost', claimed: false },
    { epoch: 4, position: 'Bear', amount: parseEther('0.2'), result: 'house', claimed: false },
    { epoch: 6, position: 'Bull', amount: parseEther('0.15'), result: 'canceled', claimed: false },
  ] satisfies PredictionSeedBet[],
} as const;

/** Seeded bettors other than the players (mnemonic indexes 13-17): they make the pots. */
export const PREDICTION_BETTOR_INDEXES = [13, 14, 15, 16, 17] as const;
export const predictionBettorAccounts = PREDICTION_BETTOR_INDEXES.map((addressIndex) =>
  mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }),
);

/**
 * The oracle's answers (8 decimals) at each lock: the first locks epoch 1, each next one ends the
 * previous epoch. Chosen for the story: 1 up, 2 down, 3 down, 4 a tie (same answer twice), 5 up; the
 * last one locks epoch 8 after the restart.
 */
const SEED_ANSWERS = [300_00000000n, 301_25000000n, 299_80000000n, 298_40000000n, 298_40000000n, 299_60000000n];
const RESTART_ANSWER = 300_35000000n;

const KEEPER_FUNDING = parseEther('10');
const BETTOR_FUNDING = parseEther('50');
const BETTOR_SEED = 12;
/** Bettors who collect their wins at the end of the first run, and the one who takes its refunds. */
const CLAIMING_BETTORS = [0, 2];
const REFUNDING_BETTOR = 1;

class SeedRun {
  private readonly random = seededRandom(BETTOR_SEED);

  constructor(
    private readonly ctx: DeployContext,
    private readonly prediction: Address,
    private readonly feed: Address,
  ) {}

  currentEpoch(): Promise<bigint> {
    return this.ctx.client.readContract({
      address: this.prediction,
      abi: flaskPredictionAbi,
      functionName: 'currentEpoch',
    });
  }

  async lockBlock(epoch: bigint): Promise<bigint> {
    const [, , lockBlock] = await this.ctx.client.readContract({
      address: this.prediction,
      abi: flaskPredictionAbi,
      functionName: 'rounds',
      args: [epoch],
    });
    return BigInt(lockBlock);
  }

  /** Mines empty blocks at once (same timestamp, so the chain's clock stays on the wall clock). */

  /** Submits a fresh answer, then calls the operator's `action` in the next block, at the current round's lock block. */
  async operate(action: 'genesisLockRound' | 'executeRound', answer: bigint): Promise<void> {
    await mineTo(this.ctx.client, (await this.lockBlock(await this.currentEpoch())) - 2n);
    await this.ctx.write({
      address: this.feed,
      abi: devnetPriceFeedAbi,
      functionName: 'submit',
      args: [answer],
      account: oracleKeeperAccount,
    });
    await this.ctx.write({
      address: this.prediction,
      abi: flaskPredictionAbi,
      functionName: action,
      account: predictionOperatorAccount,
    });
  }

  async startRun(): Promise<void> {
    await this.ctx.write({
      address: this.prediction,
      abi: flaskPredictionAbi,
      functionName: 'genesisStartRound',
      account: predictionOperatorAccount,
    });
  }

  async bet(account: LocalAccount, epoch: bigint, position: PredictionPosition, amount: bigint): Promise<void> {
    await this.ctx.write({
      address: this.prediction,
      abi: flaskPredictionAbi,
      functionName: position === 'Bull' ? 'betBull' : 'betBear',
      args: [epoch],
      value: amount,
      account,
    });
  }

  /** The open round's bets: the seeded bettors at random (0.01-0.5 BNB), and the story's bet if any. */
  async placeBets(): Promise<void> {
    const epoch = await this.currentEpoch();
    for (const bettor of predictionBettorAccounts) {
      if (this.random() >= 0.75) continue;
      const position = this.random() < 0.5 ? 'Bull' : 'Bear';
      await this.bet(bettor, epoch, position, parseEther('0.01') * BigInt(1 + Math.floor(this.random() * 50)));
    }
    const story = PREDICTION_SEED_STORY.bets.find((bet) => BigInt(bet.epoch) === epoch);
    if (story) await this.bet(devnetAccounts[8]!, epoch, story.position, story.amount);
  }

  /** Claims every epoch in `epochs` that `account` may collect (a win) or take back (a refund). */
  async claimAll(account: LocalAccount, epochs: bigint[], kind: 'claimable' | 'refundable'): Promise<void> {
    // A round settled in its end block is claimable only from the next one; calls run at the head.
    await mineTo(this.ctx.client, (await this.ctx.client.getBlockNumber({ cacheTime: 0 })) + 1n);
    const due: bigint[] = [];
    for (const epoch of epochs) {
      const ok = await this.ctx.client.readContract({
        address: this.prediction,
        abi: flaskPredictionAbi,
        functionName: kind,
        args: [epoch, account.address],
      });
      if (ok) due.push(epoch);
    }
    if (due.length === 0) return;
    await this.ctx.write({
      address: this.prediction,
      abi: flaskPredictionAbi,
      functionName: 'claim',
      args: [due],
      account,
    });
  }
}

const epochs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i));

/**
 * Plays epochs 1-7 as one run (1-5 end, the story's player collects epoch 1), lets its windows
 * pass (6 and 7 canceled), then starts a new run: epoch 8 locked, epoch 9 open for bets. The
 * players #1-#7 never bet, so the e2e tests find every round free for them.
 */
export async function seedPrediction(ctx: DeployContext): Promise<void> {
  for (const keeper of [predictionOperatorAccount, oracleKeeperAccount])
    await ctx.sendValue(keeper.address, KEEPER_FUNDING);
  for (const bettor of predictionBettorAccounts) await ctx.sendValue(bettor.address, BETTOR_FUNDING);
  const run = new SeedRun(ctx, ctx.contract('FlaskPrediction'), ctx.contract('BnbUsdPriceFeed'));
  const [firstAnswer, ...executeAnswers] = SEED_ANSWERS;

  await run.startRun();
  await run.placeBets();
  await run.operate('genesisLockRound', firstAnswer!);
  for (const answer of executeAnswers) {
    await run.placeBets();
    await run.operate('executeRound', answer);
    const ended = (await run.currentEpoch()) - 2n;
    const story = PREDICTION_SEED_STORY.bets.find((bet) => bet.claimed && BigInt(bet.epoch) === ended);
    if (story) await run.claimAll(devnetAccounts[8]!, [ended], 'claimable');
  }
  for (const index of CLAIMING_BETTORS) await run.claimAll(predictionBettorAccounts[index]!, epochs(1, 5), 'claimable');

  // Epoch 7 is open, 6 locked: nobody executes, so both windows pass and both rounds are canceled.
  await run.placeBets();
  const lockBlock = await run.lockBlock(await run.currentEpoch());
  const bufferBlocks = await ctx.client.readContract({
    address: ctx.contract('FlaskPrediction'),
    abi: flaskPredictionAbi,
    functionName: 'bufferBlocks',
  });
  await mineTo(ctx.client, lockBlock + bufferBlocks + 1n);
  await run.startRun();
  await run.claimAll(predictionBettorAccounts[REFUNDING_BETTOR]!, [6n], 'refundable');
  await run.placeBets();
  await run.operate('genesisLockRound', RESTART_ANSWER);
}

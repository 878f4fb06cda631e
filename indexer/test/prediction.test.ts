// The prediction in the indexer against a fresh devnet: the seeded rounds and the history
// player's story, then rounds played here as the operator (a bull win, a tie that pays the house,
// a canceled round) with bets from new accounts, and claims of a win and a refund in one
// transaction; every REST answer against the chain.
import { PREDICTION_SEED_STORY } from '@flaskswap/devnet';
import { type Account, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../launcher/index.ts';
import { expectNewestFirst, expectPredictionMatchesChain } from './support/comparePrediction.ts';
import { allBets, type BetJson, getJson, type RoundJson, type UserJson } from './support/predictionChain.ts';
import { type PredictionRounds, predictionRounds } from './support/predictionRounds.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

const PRICE = 600n * 10n ** 8n;
const HIGHER = PRICE + 10n * 10n ** 8n;

let stack: TestStack;
let indexer: Indexer;
let play: PredictionRounds;
let alice: Account;
let bob: Account;
let carol: Account;
/** The first epoch of the run played here. */
let first: bigint;

beforeAll(async () => {
  stack = await startTestStack(8631, 32631);
  play = await predictionRounds(stack.devnet);
  [alice, bob, carol] = await Promise.all([play.fundedAccount(), play.fundedAccount(), play.fundedAccount()]);
  // The rounds are played before the indexer starts: it backfills their hundreds of blocks with
  // ranged log queries in seconds, where following them block by block takes a minute.
  first = await play.restartRun();
  await play.bet(alice, first, 'Bull', '0.01');
  await play.bet(bob, first, 'Bear', '0.02');
  await play.bet(carol, first, 'Bull', '0.005');
  await play.genesisLock(PRICE);
  await play.bet(alice, first + 1n, 'Bear', '0.003');
  await play.bet(bob, first + 1n, 'Bull', '0.004');
  // Ends the first round higher: the bulls win.
  await play.execute(HIGHER);
  await play.bet(alice, first + 2n, 'Bull', '0.002');
  await play.bet(carol, first + 2n, 'Bear', '0.002');
  // Ends the second round at its lock price: a tie, the house takes the pot.
  await play.execute(HIGHER);
  // Nobody executes the third round in time: canceled, its bets refundable.
  await play.mineUntilRefundable(first + 2n);
  indexer = await stack.startIndexer();
});
afterAll(() => stack?.stop());

const ids = (bets: BetJson[]) => bets.map((bet) => bet.id);

describe('prediction in the indexer', () => {
  it('serves rounds, bets and claims as the chain has them, claims indexed as they happen', async () => {
    await play.claim(alice, [first, first + 2n]);
    await play.claim(carol, [first + 2n]);

    const model = await expectPredictionMatchesChain(stack.devnet, indexer.url);
    const round = (epoch: bigint) => model.rounds.get(epoch)!;
    expect(BigInt(round(first).closePrice)).toBeGreaterThan(BigInt(round(first).lockPrice));
    expect(round(first + 1n).closePrice).toBe(round(first + 1n).lockPrice);
    expect(round(first + 1n).rewardAmount).toBe('0');
    expect(round(first + 2n).oracleCalled).toBe(false);

    const aliceBets = await allBets(indexer.url, `user=${alice.address}`);
    expect(aliceBets.map((bet) => [bet.round.epoch, bet.position, bet.claimed])).toEqual([
      [String(first + 2n), 'Bull', true],
      [String(first + 1n), 'Bear', false],
      [String(first), 'Bull', true],
    ]);
    // Payout = bet × rewardAmount / rewardBaseCalAmount; a refund is the bet itself.
    const won = (parseEther('0.01') * BigInt(round(first).rewardAmount)) / BigInt(round(first).rewardBaseCalAmount);
    expect(aliceBets[2]!.claimedAmount).toBe(won.toString());
    expect(aliceBets[0]!.claimedAmount).toBe(parseEther('0.002').toString());
    expect(aliceBets[0]!.claimedHash).toBe(aliceBets[2]!.claimedHash);
    const { body } = await getJson<{ user: UserJson }>(indexer.url, `/prediction/users/${alice.address}`);
    expect(body.user).toMatchObject({
      totalBets: '3',
      totalBNB: parseEther('0.015').toString(),
      totalBNBClaimed: (won + parseEther('0.002')).toString(),
    });
  });

  it("tells the seeded history player's story", async () => {
    const bets = await allBets(indexer.url, `user=${PREDICTION_SEED_STORY.account}`);
    const story = [...PREDICTION_SEED_STORY.bets].reverse(); // newest first
    expect(bets.map((bet) => [bet.round.epoch, bet.position, bet.amount, bet.claimed])).toEqual(
      story.map((bet) => [String(bet.epoch), bet.position, bet.amount.toString(), bet.claimed]),
    );
    const direction = (round: RoundJson) => Math.sign(Number(BigInt(round.closePrice) - BigInt(round.lockPrice)));
    for (const [index, bet] of bets.entries()) {
      const { result } = story[index]!;
      const up = bet.position === 'Bull' ? 1 : -1;
      expect(bet.round.oracleCalled, `epoch ${bet.round.epoch}`).toBe(result !== 'canceled');
      if (result === 'won') expect(direction(bet.round)).toBe(up);
      if (result === 'lost') expect(direction(bet.round)).toBe(-up);
      if (result === 'house') expect(direction(bet.round)).toBe(0);
      if (bet.claimed) {
        const payout = (BigInt(bet.amount) * BigInt(bet.round.rewardAmount)) / BigInt(bet.round.rewardBaseCalAmount);
        expect(bet.claimedAmount).toBe(payout.toString());
      }
    }
  });

  it('filters by user and claimed, pages with first and skip, newest first', async () => {
    const all = await allBets(indexer.url, '');
    expect(all.length).toBeGreaterThanOrEqual(7 + PREDICTION_SEED_STORY.bets.length);
    expect(ids(await allBets(indexer.url, '', 2))).toEqual(ids(all));
    const { body: unpaged } = await getJson<{ bets: BetJson[] }>(indexer.url, '/prediction/bets');
    expect(ids(unpaged.bets)).toEqual(ids(all)); // first defaults to 1000
    for (const claimed of [true, false]) {
      const filtered = await allBets(indexer.url, `claimed=${claimed}`);
      expect(ids(filtered)).toEqual(ids(all.filter((bet) => bet.claimed === claimed)));
    }
    for (const account of [alice, bob, carol]) {
      // A checksummed address finds the lowercase rows.
      const own = await allBets(indexer.url, `user=${account.address}`);
      expect(ids(own)).toEqual(ids(all.filter((bet) => bet.user.address === account.address.toLowerCase())));
      const unclaimed = await allBets(indexer.url, `user=${account.address}&claimed=false`);
      expect(ids(unclaimed)).toEqual(ids(own.filter((bet) => !bet.claimed)));
      expectNewestFirst(own);
    }
    const { body: pastTheEnd } = await getJson<{ bets: BetJson[] }>(indexer.url, `/prediction/bets?skip=${all.length}`);
    expect(pastTheEnd.bets).toEqual([]);

    const { body: newest } = await getJson<{ rounds: { epoch: string }[] }>(indexer.url, '/prediction/rounds?first=2');
    const current = await play.currentEpoch();
    expect(newest.rounds.map((round) => round.epoch)).toEqual([String(current), String(current - 1n)]);
    const { body: stranger } = await getJson(indexer.url, `/prediction/users/${(await play.fundedAccount()).address}`);
    expect(stranger).toEqual({ user: null });
  });

  it('answers 400 with a message to a bad parameter', async () => {
    for (const path of [
      '/prediction/bets?user=0x1234',
      '/prediction/bets?claimed=yes',
      '/prediction/bets?first=0',
      '/prediction/bets?first=1001',
      '/prediction/bets?first=ten',
      '/prediction/bets?skip=-1',
      '/prediction/rounds?first=2.5',
      '/prediction/users/alice',
    ]) {
      const { status, body } = await getJson<{ error?: string }>(indexer.url, path);
      expect(status, path).toBe(400);
      expect(body.error, path).toMatch(/must be/);
    }
  });
});

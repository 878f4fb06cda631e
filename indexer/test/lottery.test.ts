// The lottery in the indexer against a fresh devnet: the seeded rounds, then rounds played here
// as the operator (one drawn with winners in four brackets, one nobody wins so its pot rolls
// over, one left open) with purchases from new accounts, then claims, a purchase and an injection
// while the indexer follows; every REST answer against the chain.
import { LOTTERY_SEED_STORY } from '@flaskswap/devnet';
import { bulkTicketCost, DEFAULT_DISCOUNT_DIVISOR, TICKET_NUMBER_OFFSET } from '@flaskswap/sdk';
import type { Account } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../launcher/index.ts';
import { expectLotteryMatchesChain } from './support/compareLottery.ts';
import { allLotteries, getJson, type LotteryJson, type LotteryUserJson } from './support/lotteryChain.ts';
import { type LotteryRounds, lotteryRounds, ticket } from './support/lotteryRounds.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let indexer: Indexer;
let play: LotteryRounds;
let alice: Account;
let bob: Account;
let carol: Account;
/** The rounds played here: drawn with winners, drawn without, left open. */
let won: bigint;
let lost: bigint;
let open: bigint;

beforeAll(async () => {
  stack = await startTestStack(8660, 32660);
  play = await lotteryRounds(stack.devnet);
  // One after the other: they share the minter's nonce.
  alice = await play.fundedAccount();
  bob = await play.fundedAccount();
  carol = await play.fundedAccount();
  // The round the seed left open is drawn first (nobody wins 000000), as its keeper would.
  await play.finishCurrent('000000');
  // Played before the indexer starts, as the seed's rounds are: it backfills them.
  won = await play.start();
  await play.buy(alice, won, [ticket('123456'), ticket('123000'), ticket('999999')]);
  await play.buy(bob, won, [ticket('123456'), ticket('500000')]);
  // A second purchase starts on a fresh slot of ten ids: counts never come from ids.
  await play.buy(alice, won, [ticket('100000')]);
  await play.inject(won, '100');
  await play.closeAndDraw(won, '123456');
  lost = await play.start();
  await play.buy(carol, lost, [ticket('654321')]);
  await play.closeAndDraw(lost, '000000');
  open = await play.start();
  await play.buy(carol, open, [ticket('111111'), ticket('222222')]);
  indexer = await stack.startIndexer();
});
afterAll(() => stack?.stop());

const byNumber = async (account: Account, lotteryId: bigint, digits: string) => {
  const tickets = await play.tickets(account.address, lotteryId);
  return tickets.find((entry) => entry.number === ticket(digits))!.id;
};

describe('lottery in the indexer', () => {
  it('serves rounds and players as the chain has them, following claims, purchases and injections', async () => {
    // Alice claims two of her three winning tickets; the round counts as claimed for her.
    await play.claim(alice, won, [await byNumber(alice, won, '123456'), await byNumber(alice, won, '123000')], [5, 2]);
    await play.claim(bob, won, [await byNumber(bob, won, '123456')], [5]);
    await play.buy(alice, open, [ticket('333333')]);
    await play.inject(open, '50');

    const model = await expectLotteryMatchesChain(stack.devnet, indexer.url);
    const round = (id: bigint) => model.lotteries.find((entry) => entry.id === String(id))!;
    expect(round(won)).toMatchObject({
      status: 'claimable',
      finalNumber: String(ticket('123456')),
      countWinnersPerBracket: ['1', '0', '1', '0', '0', '2'],
      totalUsers: '2',
      totalTickets: '6',
      winningTickets: '4',
    });
    expect(round(lost)).toMatchObject({ status: 'claimable', winningTickets: '0', totalUsers: '1' });
    expect(round(open)).toMatchObject({ status: 'open', finalNumber: '0', totalUsers: '2', totalTickets: '3' });

    const { body } = await getJson<{ user: LotteryUserJson }>(indexer.url, `/lottery/users/${alice.address}`);
    expect(body.user.rounds).toEqual([
      { lotteryId: String(open), endTime: round(open).endTime, status: 'open', totalTickets: '1', claimed: false },
      { lotteryId: String(won), endTime: round(won).endTime, status: 'claimable', totalTickets: '4', claimed: true },
    ]);
    const prizes = BigInt(round(won).flaskPerBracket[5]!) + BigInt(round(won).flaskPerBracket[2]!);
    expect(body.user.totalFlaskClaimed).toBe(prizes.toString());
    // Three tickets at the bulk discount, then one, then one more in the open round.
    const cost = (count: bigint) => bulkTicketCost(play.price, count, DEFAULT_DISCOUNT_DIVISOR);
    expect(body.user.totalFlask).toBe((cost(3n) + 2n * cost(1n)).toString());
    expect(cost(3n)).toBeLessThan(3n * play.price);
  });

  it("tells the seed's story: its rounds, winners and players", async () => {
    const all = await allLotteries(indexer.url);
    for (const seeded of LOTTERY_SEED_STORY.rounds) {
      const round = all.find((entry) => entry.id === String(seeded.lotteryId))!;
      const winners = LOTTERY_SEED_STORY.winners.filter((winner) => winner.lotteryId === seeded.lotteryId);
      const perBracket = [0, 1, 2, 3, 4, 5].map((bracket) =>
        String(winners.filter((winner) => winner.bracket === bracket).length),
      );
      const digits = seeded.finalDigits ?? '000000'; // the open round was drawn above
      expect(round, `lottery ${seeded.lotteryId}`).toMatchObject({
        status: 'claimable',
        finalNumber: String(TICKET_NUMBER_OFFSET + BigInt(digits)),
        totalUsers: String(new Set(seeded.purchases.map((purchase) => purchase.player)).size),
        totalTickets: String(seeded.purchases.reduce((sum, purchase) => sum + purchase.tickets.length, 0)),
        winningTickets: String(winners.length),
        countWinnersPerBracket: perBracket,
      });
    }
    for (const [player, address] of LOTTERY_SEED_STORY.players.entries()) {
      const played = LOTTERY_SEED_STORY.rounds
        .filter((round) => round.purchases.some((purchase) => purchase.player === player))
        .reverse(); // newest first
      const { body } = await getJson<{ user: LotteryUserJson | null }>(indexer.url, `/lottery/users/${address}`);
      expect(
        body.user?.rounds.map((round) => [round.lotteryId, round.totalTickets, round.claimed]) ?? [],
        `player ${player}`,
      ).toEqual(
        played.map((round) => [
          String(round.lotteryId),
          String(
            round.purchases
              .filter((purchase) => purchase.player === player)
              .reduce((sum, purchase) => sum + purchase.tickets.length, 0),
          ),
          round.claimedBy.includes(player),
        ]),
      );
    }
  });

  it('pages the rounds newest first and a player’s rounds', async () => {
    const all = await allLotteries(indexer.url);
    expect(all.map((entry) => BigInt(entry.id))).toEqual(
      Array.from({ length: all.length }, (_, index) => open - BigInt(index)),
    );
    expect(await allLotteries(indexer.url, 2)).toEqual(all);
    const { body: unpaged } = await getJson<{ lotteries: LotteryJson[] }>(indexer.url, '/lottery/lotteries');
    expect(unpaged.lotteries).toEqual(all); // first defaults to 100
    const { body: pastTheEnd } = await getJson(indexer.url, `/lottery/lotteries?skip=${all.length}`);
    expect(pastTheEnd).toEqual({ lotteries: [] });

    const user = async (query: string) =>
      (await getJson<{ user: LotteryUserJson }>(indexer.url, `/lottery/users/${alice.address.toLowerCase()}${query}`))
        .body.user;
    const rounds = (await user('')).rounds;
    expect((await user('?first=1')).rounds).toEqual(rounds.slice(0, 1));
    expect((await user('?first=1&skip=1')).rounds).toEqual(rounds.slice(1, 2));
    expect((await user('?skip=2')).rounds).toEqual([]);
    const { body: stranger } = await getJson(indexer.url, `/lottery/users/${(await play.fundedAccount()).address}`);
    expect(stranger).toEqual({ user: null });
  });

  it('answers 400 with a message to a bad parameter', async () => {
    for (const path of [
      '/lottery/lotteries?first=0',
      '/lottery/lotteries?first=1001',
      '/lottery/lotteries?first=ten',
      '/lottery/lotteries?skip=-1',
      '/lottery/users/alice',
      '/lottery/users/0x1234',
      `/lottery/users/${'0x'.padEnd(42, 'a')}?first=2.5`,
    ]) {
      const { status, body } = await getJson<{ error?: string }>(indexer.url, path);
      expect(status, path).toBe(400);
      expect(body.error, path).toMatch(/must be/);
    }
  });
});

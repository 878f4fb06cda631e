// The trading competition in the indexer against a fresh devnet, whose seed leaves the competition in
// Registration: seeded profile members register, the owner opens and later closes it, and a
// trader's volume counts only its swaps on the eligible pairs, from the open block (included) to
// the close block (excluded). Every answer against the AMM rows of those swaps and the sdk's ranks.

import { flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import { DEVNET_MNEMONIC, playerAccounts, SEED_PAIRS } from '@flaskswap/devnet';
import { type CompetitionTrader, teamLeaderboard } from '@flaskswap/sdk';
import type { Account, Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../launcher/index.ts';
import { waitUntilCaughtUp } from './support/compareWithChain.ts';
import { type CompetitionPlay, competitionPlay } from './support/competitionChain.ts';
import { allRows } from './support/indexerClient.ts';
import { getJson } from './support/lotteryChain.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

interface UserJson {
  address: string;
  teamId: number;
  volumeUsd: number;
  rankInTeam: number;
  rewardGroup: number | null;
}

// Seeded profile members (devnet/src/deploy/profile.seed.ts): #13 and #15 in team 1, #14 in team 2.
const ada = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 13 });
const ben = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 14 });
const cyd = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 15 });
/** Has no profile and never registers. */
const outsider = playerAccounts[0]!;

let stack: TestStack;
let indexer: Indexer;
let play: CompetitionPlay;
let openBlock: bigint;
/** Tokens bought with BNB: through an eligible pair, and through a pair that is not. */
let eligible: string;
let notEligible: string;
/** The swaps that count, per trader. */
const counted = new Map<Account, Hex[]>([
  [ada, []],
  [ben, []],
]);

beforeAll(async () => {
  // Left in Registration, as the e2e stack has it: the test plays the competition itself.
  stack = await startTestStack(8675, 32675, { seed: { openCompetition: false } });
  play = competitionPlay(stack.devnet);
  const withBnb = play.eligiblePairs.find((pair) => [pair.token0, pair.token1].includes('WBNB'));
  if (!withBnb) throw new Error('no eligible pair with WBNB');
  eligible = withBnb.token0 === 'WBNB' ? withBnb.token1 : withBnb.token0;
  const eligibleSymbols = play.eligiblePairs.map((pair) => [pair.token0, pair.token1].sort().join('-'));
  notEligible = SEED_PAIRS.find(([x, y]) => y === 'WBNB' && !eligibleSymbols.includes([x, y].sort().join('-')))![0];

  // Each account's transactions in order, the accounts side by side.
  await Promise.all([
    // Before the competition opens: not counted.
    play.register(ada).then(() => play.swapBnbFor(ada, eligible, '2')),
    play.register(ben),
    play.register(cyd),
  ]);
  // A swap mined in the open block counts, whichever order the block has it in.
  openBlock = await play.inOneBlock(async () => {
    const hashes = [await play.sendStatus('open'), await play.sendSwap(ben, eligible, '1')];
    counted.get(ben)!.push(hashes[1]!);
    return hashes;
  });
  await Promise.all([
    (async () => {
      counted.get(ada)!.push(await play.swapBnbFor(ada, eligible, '0.5'));
      counted.get(ada)!.push(await play.swapBnbFor(ada, eligible, '1'));
    })(),
    // Not counted: a registered trader on a pair that is not eligible, and an unregistered trader.
    play.swapBnbFor(cyd, notEligible, '3'),
    play.swapBnbFor(outsider, eligible, '3'),
  ]);
  // Backfilled from the start: the indexer follows the rest block by block.
  indexer = await stack.startIndexer();
});
afterAll(() => stack?.stop());

const user = async (account: Account) =>
  getJson<{ user: UserJson }>(indexer.url, `/competition/users/${account.address}`);

/** What the AMM rows say each trader's counted swaps are worth. */
async function expectedVolumes(): Promise<Map<string, number>> {
  const hashes = [...counted.values()].flat();
  const rows = await allRows<{ txHash: Hex; amountUsd: number }>(
    indexer.url,
    'ammTransactions',
    'txHash amountUsd',
    `{ kind: "swap", txHash_in: ${JSON.stringify(hashes)} }`,
  );
  expect(rows).toHaveLength(hashes.length);
  const usd = new Map(rows.map((row) => [row.txHash, row.amountUsd]));
  return new Map(
    [...counted].map(([account, own]) => [
      account.address.toLowerCase(),
      own.reduce((sum, hash) => sum + usd.get(hash)!, 0),
    ]),
  );
}

/** The sdk's ranking of every trader the chain registered, with the expected volumes. */
async function expectedBoard() {
  const volumes = await expectedVolumes();
  const registrations = await stack.devnet.client.getContractEvents({
    address: stack.devnet.manifest.competition!.address,
    abi: flaskTradingCompetitionAbi,
    eventName: 'UserRegister',
    fromBlock: 0n,
  });
  const traders: CompetitionTrader[] = registrations.map(({ args }) => {
    const address = args.user!.toLowerCase();
    return { address, teamId: Number(args.teamId), volumeUsd: volumes.get(address) ?? 0 };
  });
  return teamLeaderboard(traders);
}

/** Volumes summed in another order differ in the last bits. */
const rounded = <T extends { volumeUsd: number }>(rows: T[]) =>
  rows.map((row) => ({ ...row, volumeUsd: Number(row.volumeUsd.toFixed(6)) }));

async function expectRanksAsSdk() {
  const board = await expectedBoard();
  const leaderboard = await getJson<{ teams: unknown[] }>(indexer.url, '/competition/leaderboard');
  expect(rounded(leaderboard.body.teams as { volumeUsd: number }[])).toEqual(rounded(board.teams));
  for (const team of board.teams) {
    const listed = await getJson<{ users: UserJson[] }>(indexer.url, `/competition/users?teamId=${team.teamId}`);
    const expected = board.users.filter((entry) => entry.teamId === team.teamId);
    expect(rounded(listed.body.users)).toEqual(
      rounded(expected.map((entry) => ({ ...entry, rewardGroup: entry.rewardGroup ?? null }))),
    );
  }
  return board;
}

describe('trading competition in the indexer', () => {
  it('counts eligible swaps of registered traders from the open block, and ranks them as the sdk does', async () => {
    await waitUntilCaughtUp(stack.devnet, indexer.url);
    const { body: competition } = await getJson<Record<string, unknown>>(indexer.url, '/competition');
    expect(competition).toEqual({
      status: 'open',
      openBlock: String(openBlock),
      closeBlock: null,
      registered: Number(await play.registeredCount()),
      eligiblePairs: play.eligiblePairs,
    });

    const volumes = await expectedVolumes();
    const volumeOf = (account: Account) => volumes.get(account.address.toLowerCase())!;
    expect(volumeOf(ada)).toBeGreaterThan(volumeOf(ben));
    expect(volumeOf(ben)).toBeGreaterThan(0);
    for (const account of [ada, ben]) {
      const { status, body } = await user(account);
      expect(status).toBe(200);
      expect(body.user.volumeUsd).toBeCloseTo(volumeOf(account), 6);
      expect(body.user.rankInTeam).toBe(1);
      expect(body.user.rewardGroup).toBe(0);
    }
    // Registered, traded only on a pair that is not eligible: no volume, no reward group.
    expect((await user(cyd)).body.user).toMatchObject({ teamId: 1, volumeUsd: 0, rewardGroup: null });
    const missing = await user(outsider);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: `${outsider.address.toLowerCase()} has not registered for the trading battle`,
    });

    const board = await expectRanksAsSdk();
    expect(board.teams[0]).toMatchObject({ teamId: 1, rank: 1 });
    // Every team's traders, highest volume first, paged.
    const all = await getJson<{ users: UserJson[] }>(indexer.url, '/competition/users?first=2');
    expect(all.body.users.map((entry) => entry.address)).toEqual([ada, ben].map((a) => a.address.toLowerCase()));
    const next = await getJson<{ users: UserJson[] }>(indexer.url, '/competition/users?first=1&skip=1');
    expect(next.body.users.map((entry) => entry.address)).toEqual([ben.address.toLowerCase()]);
  });

  it('stops counting at the close block', async () => {
    const before = await expectedVolumes();
    // A swap mined in the close block does not count, whichever order the block has it in.
    const closeBlock = await play.inOneBlock(async () => [
      await play.sendStatus('close'),
      await play.sendSwap(ada, eligible, '1'),
    ]);
    await play.swapBnbFor(ben, eligible, '1');
    await waitUntilCaughtUp(stack.devnet, indexer.url);

    const { body: competition } = await getJson<{ status: string; closeBlock: string }>(indexer.url, '/competition');
    expect(competition).toMatchObject({
      status: 'close',
      openBlock: String(openBlock),
      closeBlock: String(closeBlock),
    });
    for (const account of [ada, ben]) {
      expect((await user(account)).body.user.volumeUsd).toBeCloseTo(before.get(account.address.toLowerCase())!, 6);
    }
    await expectRanksAsSdk();
  });

  it('answers a bad parameter with 400 and a message', async () => {
    for (const [path, error] of [
      ['/competition/users?teamId=0', 'teamId must be a whole number at least 1, got "0"'],
      ['/competition/users?teamId=red', 'teamId must be a whole number at least 1, got "red"'],
      ['/competition/users?first=0', 'first must be a whole number from 1 to 1000, got "0"'],
      ['/competition/users/0x1234', 'address must be an address (0x and 40 hex digits), got "0x1234"'],
    ] as const) {
      const { status, body } = await getJson(indexer.url, path);
      expect({ path, status, body }).toEqual({ path, status: 400, body: { error } });
    }
  });
});

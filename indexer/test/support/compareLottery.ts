// Every lottery answer of the REST API against the chain: all rounds newest first, each buyer's
// totals and rounds, and the GraphQL-only sums (spent, claimed, injected, carried over).
import type { TestDevnet } from '@flaskswap/devnet';
import { expect } from 'vitest';
import { waitUntilCaughtUp } from './compareWithChain.ts';
import { allRows } from './indexerClient.ts';
import {
  allLotteries,
  getJson,
  type LotteryChainModel,
  type LotteryUserJson,
  readLotteryChain,
} from './lotteryChain.ts';

export async function expectLotteryMatchesChain(devnet: TestDevnet, url: string): Promise<LotteryChainModel> {
  const head = await waitUntilCaughtUp(devnet, url);
  const model = await readLotteryChain(devnet, head);

  expect(await allLotteries(url)).toEqual(model.lotteries);
  for (const [address, user] of model.users) {
    const { body } = await getJson<{ user: LotteryUserJson | null }>(url, `/lottery/users/${address}`);
    expect(body.user, `user ${address}`).toEqual(user);
  }

  const userRounds = await allRows<{ id: string; flaskSpent: string; flaskClaimed: string; claimedTickets: string }>(
    url,
    'lotteryUserRounds',
    'id flaskSpent flaskClaimed claimedTickets',
  );
  expect(userRounds.map((row) => row.id).sort()).toEqual([...model.userRounds.keys()].sort());
  for (const row of userRounds) {
    const expected = model.userRounds.get(row.id)!;
    expect(row, row.id).toEqual({
      id: row.id,
      flaskSpent: String(expected.flaskSpent),
      flaskClaimed: String(expected.flaskClaimed),
      claimedTickets: String(expected.claimedTickets),
    });
  }

  // The pot is what the round opened with, plus injections, plus every purchase.
  const rounds = await allRows<{
    id: string;
    carriedInFlask: string;
    injectedInFlask: string;
    closedAt: string | null;
    drawnAt: string | null;
  }>(url, 'lotterys', 'id carriedInFlask injectedInFlask closedAt drawnAt');
  for (const row of rounds) {
    const round = model.lotteries.find((entry) => entry.id === row.id)!;
    expect(row.injectedInFlask, `lottery ${row.id} injections`).toBe(String(model.injected.get(row.id) ?? 0n));
    const spent = [...model.userRounds]
      .filter(([id]) => id.startsWith(`${row.id}-`))
      .reduce((sum, [, entry]) => sum + entry.flaskSpent, 0n);
    expect(BigInt(row.carriedInFlask) + BigInt(row.injectedInFlask) + spent, `lottery ${row.id} pot`).toBe(
      BigInt(round.amountCollectedInFlask),
    );
    expect(row.closedAt !== null, `lottery ${row.id} closedAt`).toBe(round.status !== 'open');
    expect(row.drawnAt !== null, `lottery ${row.id} drawnAt`).toBe(round.status === 'claimable');
  }
  return model;
}

// Every prediction answer of the REST API against the chain: all rounds, all bets (with their
// round and user), each account's totals, and the newest-first order.
import type { TestDevnet } from '@flaskswap/devnet';
import { expect } from 'vitest';
import { waitUntilCaughtUp } from './compareWithChain.ts';
import {
  allBets,
  type BetJson,
  getJson,
  type PredictionChainModel,
  type RoundJson,
  readPredictionChain,
  type UserJson,
} from './predictionChain.ts';

/** Newest first: createdAt descending, then epoch descending. */
export function expectNewestFirst(bets: BetJson[]) {
  for (let i = 1; i < bets.length; i++) {
    const [before, after] = [bets[i - 1]!, bets[i]!];
    const order =
      BigInt(before.createdAt) > BigInt(after.createdAt) ||
      (before.createdAt === after.createdAt && BigInt(before.round.epoch) >= BigInt(after.round.epoch));
    expect(order, `${before.id} listed before ${after.id}`).toBe(true);
  }
}

export async function allRounds(
  url: string,
): Promise<(RoundJson & { lockedAt: string | null; closedAt: string | null })[]> {
  const rounds = [];
  for (let skip = 0; ; skip += 1000) {
    const { body } = await getJson<{ rounds: (RoundJson & { lockedAt: string | null; closedAt: string | null })[] }>(
      url,
      `/prediction/rounds?first=1000&skip=${skip}`,
    );
    rounds.push(...body.rounds);
    if (body.rounds.length < 1000) return rounds;
  }
}

export async function expectPredictionMatchesChain(devnet: TestDevnet, url: string): Promise<PredictionChainModel> {
  const head = await waitUntilCaughtUp(devnet, url);
  const model = await readPredictionChain(devnet, head);

  const rounds = await allRounds(url);
  expect(rounds.map((round) => round.epoch)).toEqual([...model.rounds.keys()].reverse().map(String));
  for (const { lockedAt, closedAt, ...round } of rounds) {
    expect(round, `round ${round.epoch}`).toEqual(model.rounds.get(BigInt(round.epoch)));
    expect(closedAt !== null, `round ${round.epoch} closedAt`).toBe(round.oracleCalled);
    expect(lockedAt !== null || round.lockPrice === '0', `round ${round.epoch} lockedAt`).toBe(true);
  }

  const bets = await allBets(url, '');
  expectNewestFirst(bets);
  expect(bets.map((bet) => bet.id).sort()).toEqual([...model.bets.keys()].sort());
  for (const { round, user, ...bet } of bets) {
    const { epoch, user: address, ...expected } = model.bets.get(bet.id)!;
    expect(bet, `bet ${bet.id}`).toEqual(expected);
    expect(round).toEqual(model.rounds.get(epoch));
    const { totalBNBClaimed: _, ...totals } = model.users.get(address)!;
    expect(user, `bet ${bet.id}'s user`).toEqual(totals);
  }

  for (const [address, totals] of model.users) {
    const { body } = await getJson<{ user: UserJson | null }>(url, `/prediction/users/${address}`);
    expect(body.user, `user ${address}`).toEqual(totals);
  }
  return model;
}

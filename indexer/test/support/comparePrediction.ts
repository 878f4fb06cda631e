// Every prediction answer of the REST API against the chain: all rounds, all bets (with their
// round and user), each account's totals, and the newest-first order.
import { flaskPredictionAbi } from '@flaskswap/contracts';
import type { TestDevnet } from '@flaskswap/devnet';
import { getAbiItem } from 'viem';
import { expect } from 'vitest';
import { waitUntilCaughtUp } from './compareWithChain.ts';
import { allRows } from './indexerClient.ts';
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
    // A locked price is never 0 (the contract takes positive answers only).
    expect(lockedAt !== null, `round ${round.epoch} lockedAt`).toBe(round.lockPrice !== '0');
  }
  await expectOracleAndTreasuryMatchChain(devnet, url, head);

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

/** The GraphQL-only round fields: the oracle round ids from the Lock/EndRound logs, the treasury's shares. */
async function expectOracleAndTreasuryMatchChain(devnet: TestDevnet, url: string, head: bigint) {
  const { client, manifest } = devnet;
  const address = manifest.contracts.FlaskPrediction!;
  const range = { address, fromBlock: BigInt(manifest.startBlock), toBlock: head } as const;
  const abi = flaskPredictionAbi;
  const [locks, ends, rewards, treasuryClaims] = await Promise.all([
    client.getLogs({ ...range, event: getAbiItem({ abi, name: 'LockRound' }) }),
    client.getLogs({ ...range, event: getAbiItem({ abi, name: 'EndRound' }) }),
    client.getLogs({ ...range, event: getAbiItem({ abi, name: 'RewardsCalculated' }) }),
    client.getLogs({ ...range, event: getAbiItem({ abi, name: 'TreasuryClaim' }) }),
  ]);
  const lockOf = new Map(locks.map((log) => [String(log.args.epoch), String(log.args.oracleRoundId)]));
  const endOf = new Map(ends.map((log) => [String(log.args.epoch), String(log.args.oracleRoundId)]));
  const shareOf = new Map(rewards.map((log) => [String(log.args.epoch), String(log.args.treasuryAmount)]));
  const rows = await allRows<{
    epoch: string;
    lockOracleId: string | null;
    closeOracleId: string | null;
    treasuryAmount: string | null;
  }>(url, 'predictionRounds', 'epoch lockOracleId closeOracleId treasuryAmount');
  let shares = 0n;
  for (const row of rows) {
    expect(row, `round ${row.epoch}`).toEqual({
      epoch: row.epoch,
      lockOracleId: lockOf.get(row.epoch) ?? null,
      closeOracleId: endOf.get(row.epoch) ?? null,
      treasuryAmount: shareOf.get(row.epoch) ?? null,
    });
    shares += BigInt(row.treasuryAmount ?? 0);
  }
  // Every share is either still in the contract's treasuryAmount or was sent by claimTreasury.
  const unclaimed = await client.readContract({
    address,
    abi: flaskPredictionAbi,
    functionName: 'treasuryAmount',
    blockNumber: head,
  });
  const sent = treasuryClaims.reduce((sum, log) => sum + log.args.amount!, 0n);
  expect(shares).toBe(unclaimed + sent);
}

// The indexer's tables against the chain: contract reads where the chain holds the figure
// (reserves, LP supply and balances), the replayed logs for what it folds up (volume, USD,
// candles, counts, transactions). Shared by the PGlite and the Postgres tests.
import { flaskPairAbi } from '@flaskswap/contracts';
import type { TestDevnet } from '@flaskswap/devnet';
import type { Address, Hex } from 'viem';
import { expect } from 'vitest';
import { type ChainModel, replayChain } from './chainModel.ts';
import { allRows, graphql, waitForBlock } from './indexerClient.ts';

/** USD figures are floats summed in the same order on both sides: equal but for the last bits. */
function expectClose(actual: number, expected: number, what: string) {
  const scale = Math.max(1, Math.abs(expected));
  expect(Math.abs(actual - expected) / scale, `${what}: ${actual} vs ${expected}`).toBeLessThan(1e-9);
}

interface IndexedPair {
  address: Hex;
  reserve0: string;
  reserve1: string;
  totalSupply: string;
  volume0: string;
  volume1: string;
  volumeUsd: number;
  tvlUsd: number;
  txCount: number;
}

export async function waitUntilCaughtUp(devnet: TestDevnet, url: string): Promise<bigint> {
  // Not viem's cached block number: it can predate the last transactions by seconds.
  const head = await devnet.client.getBlockNumber({ cacheTime: 0 });
  await waitForBlock(url, head);
  return head;
}

/** Checks every indexed AMM figure; returns the replayed model for further checks. */
export async function expectIndexMatchesChain(devnet: TestDevnet, url: string): Promise<ChainModel> {
  const { client, manifest } = devnet;
  const head = await waitUntilCaughtUp(devnet, url);
  const model = await replayChain(client, manifest.contracts.FlaskFactory!, [manifest.tokens.BUSD! as Address], head);

  const pairs = await allRows<IndexedPair>(
    url,
    'pairs',
    'address reserve0 reserve1 totalSupply volume0 volume1 volumeUsd tvlUsd txCount',
  );
  expect(pairs.map((pair) => pair.address).sort()).toEqual([...model.pairs.keys()].sort());
  for (const indexed of pairs) {
    const expected = model.pairs.get(indexed.address)!;
    const [reserve0, reserve1] = await client.readContract({
      address: indexed.address,
      abi: flaskPairAbi,
      functionName: 'getReserves',
    });
    const totalSupply = await client.readContract({
      address: indexed.address,
      abi: flaskPairAbi,
      functionName: 'totalSupply',
    });
    const name = `pair ${indexed.address}`;
    expect([BigInt(indexed.reserve0), BigInt(indexed.reserve1)], `${name} reserves`).toEqual([reserve0, reserve1]);
    expect(BigInt(indexed.totalSupply), `${name} LP supply`).toBe(totalSupply);
    expect([BigInt(indexed.volume0), BigInt(indexed.volume1)], `${name} volume`).toEqual([
      expected.volume0,
      expected.volume1,
    ]);
    expectClose(indexed.volumeUsd, expected.volumeUsd, `${name} volume in USD`);
    expect(indexed.txCount, `${name} txCount`).toBe(expected.txCount);
    // The pair's own Sync values its reserves (above: equal to the chain's) at the prices then.
    expectClose(indexed.tvlUsd, expected.tvlUsd, `${name} TVL`);
  }

  const tokens = await allRows<{ address: Hex; priceUsd: number }>(url, 'tokens', 'address priceUsd');
  for (const indexed of tokens)
    expectClose(indexed.priceUsd, model.tokens.get(indexed.address)!.priceUsd, `price of ${indexed.address}`);

  const hours = await allRows<{
    pair: Hex;
    periodStart: number;
    open: number;
    high: number;
    low: number;
    close: number;
    volumeUsd: number;
  }>(url, 'pairHourDatas', 'pair periodStart open high low close volumeUsd');
  const expectedHours = [...model.pairs.values()].flatMap((pair) =>
    [...pair.hours.keys()].map((hour) => `${pair.address}@${hour}`),
  );
  expect(hours.map((row) => `${row.pair}@${row.periodStart}`).sort()).toEqual(expectedHours.sort());
  for (const row of hours) {
    const pair = model.pairs.get(row.pair)!;
    const candle = pair.hours.get(row.periodStart)!;
    const name = `candle ${row.pair}@${row.periodStart}`;
    for (const key of ['open', 'high', 'low', 'close'] as const) expectClose(row[key], candle[key], `${name} ${key}`);
    expectClose(row.volumeUsd, pair.hourVolumeUsd.get(row.periodStart) ?? 0, `${name} volume`);
  }

  const positions = await allRows<{ pair: Hex; account: Hex; balance: string }>(
    url,
    'lpPositions',
    'pair account balance',
  );
  const indexedBalance = new Map(positions.map((row) => [`${row.pair}:${row.account}`, BigInt(row.balance)]));
  for (const [pair, holders] of model.lpHolders) {
    for (const account of holders) {
      const onChain = await client.readContract({
        address: pair,
        abi: flaskPairAbi,
        functionName: 'balanceOf',
        args: [account],
      });
      expect(indexedBalance.get(`${pair}:${account}`) ?? 0n, `LP of ${account} in ${pair}`).toBe(onChain);
    }
  }

  const transactions = await allRows<{ kind: string; pair: Hex; account: Hex; txHash: Hex }>(
    url,
    'ammTransactions',
    'kind pair account txHash',
  );
  const key = (row: { kind: string; pair: Hex; account: Hex; txHash: Hex }) =>
    `${row.kind} ${row.pair} ${row.account} ${row.txHash}`;
  expect(transactions.map(key).sort()).toEqual(model.transactions.map(key).sort());

  const { protocol } = await graphql<{ protocol: { txCount: number; pairCount: number } }>(
    url,
    '{ protocol(id: 1) { txCount pairCount } }',
  );
  expect(protocol.pairCount).toBe(model.pairs.size);
  expect(protocol.txCount).toBe(model.transactions.length);
  return model;
}

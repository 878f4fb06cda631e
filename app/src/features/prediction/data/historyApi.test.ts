import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexerUnavailableError } from '@/indexer';
import { fetchPredictionBets, fetchPredictionRounds, HISTORY_PAGE_SIZE, nextBetsSkip } from './historyApi.ts';

const USER = '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f';
const ROUND = {
  epoch: '2',
  startBlock: '300',
  lockBlock: '400',
  endBlock: '500',
  lockPrice: '30125000000',
  closePrice: '29980000000',
  totalAmount: '1000000000000000000',
  bullAmount: '750000000000000000',
  bearAmount: '250000000000000000',
  rewardBaseCalAmount: '250000000000000000',
  rewardAmount: '970000000000000000',
  oracleCalled: true,
};
const BET = {
  id: `2-${USER}`,
  hash: '0xabc',
  amount: '250000000000000000',
  position: 'Bear',
  claimed: false,
  claimedHash: null,
  claimedAmount: null,
  createdAt: '1700000000',
  block: '350',
  round: ROUND,
  user: { id: USER, address: USER, block: '350', totalBets: '1', totalBNB: '250000000000000000' },
};

/** A real HTTP server standing in for the indexer's routes: it records what was asked. */
let server: Server;
let url: string;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url?.includes('first=0')) {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: 'first must be a whole number from 1 to 1000, got "0"' }));
    } else if (request.url?.startsWith('/prediction/bets')) {
      response.end(JSON.stringify({ bets: [BET] }));
    } else {
      response.end(JSON.stringify({ rounds: [{ ...ROUND, lockedAt: '1700000100', closedAt: null }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchPredictionBets', () => {
  it("asks for the account's page and turns the strings into bigints", async () => {
    const bets = await fetchPredictionBets(url, { user: USER, claimed: false, skip: 1000 });
    expect(asked.at(-1)).toBe(`/prediction/bets?user=${USER}&first=1000&skip=1000&claimed=false`);
    expect(bets).toEqual([
      {
        epoch: 2n,
        position: 'Bear',
        amount: 250_000_000_000_000_000n,
        claimed: false,
        claimedAmount: undefined,
        hash: '0xabc',
        createdAt: 1_700_000_000,
        round: {
          epoch: 2n,
          startBlock: 300n,
          lockBlock: 400n,
          endBlock: 500n,
          lockPrice: 30_125_000_000n,
          closePrice: 29_980_000_000n,
          totalAmount: 10n ** 18n,
          bullAmount: 750_000_000_000_000_000n,
          bearAmount: 250_000_000_000_000_000n,
          rewardBaseCalAmount: 250_000_000_000_000_000n,
          rewardAmount: 970_000_000_000_000_000n,
          oracleCalled: true,
        },
      },
    ]);
  });

  it('leaves the claimed filter out for every bet', async () => {
    await fetchPredictionBets(url, { user: USER });
    expect(asked.at(-1)).toBe(`/prediction/bets?user=${USER}&first=1000&skip=0`);
  });

  it("throws the indexer's own message on a refused query", async () => {
    const refused = fetchPredictionBets(url, { user: USER, first: 0 });
    await expect(refused).rejects.toBeInstanceOf(IndexerUnavailableError);
    await expect(refused).rejects.toThrow('first must be a whole number from 1 to 1000, got "0"');
  });

  it('throws IndexerUnavailableError when nothing answers', async () => {
    await expect(fetchPredictionBets('http://127.0.0.1:9', { user: USER })).rejects.toBeInstanceOf(
      IndexerUnavailableError,
    );
  });
});

describe('fetchPredictionRounds', () => {
  it('reads the lock and close times, null as undefined', async () => {
    const [round] = await fetchPredictionRounds(url);
    expect(asked.at(-1)).toBe('/prediction/rounds?first=50');
    expect(round?.lockedAt).toBe(1_700_000_100);
    expect(round?.closedAt).toBeUndefined();
    expect(round?.closePrice).toBe(29_980_000_000n);
  });
});

describe('nextBetsSkip', () => {
  it('pages on while pages come back full', () => {
    expect(nextBetsSkip(HISTORY_PAGE_SIZE, 1)).toBe(1000);
    expect(nextBetsSkip(HISTORY_PAGE_SIZE, 2)).toBe(2000);
    expect(nextBetsSkip(HISTORY_PAGE_SIZE - 1, 1)).toBeUndefined();
    expect(nextBetsSkip(0, 1)).toBeUndefined();
  });
});

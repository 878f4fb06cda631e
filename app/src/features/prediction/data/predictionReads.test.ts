import { describe, expect, it } from 'vitest';
import {
  decodeAccount,
  decodeRounds,
  type PredictionReads,
  predictionReadCalls,
  predictionStatus,
  windowEpochs,
} from './predictionReads.ts';

const PREDICTION = '0x00000000000000000000000000000000000000aa';
const FEED = '0x00000000000000000000000000000000000000bb';
const ACCOUNT = '0x00000000000000000000000000000000000000cc';

function reads(overrides: Partial<PredictionReads> = {}): PredictionReads {
  return {
    settings: [7n, 100n, 20n, 10n ** 15n, 97n, false],
    feed: [[5n, 300_00000000n, 0n, 1_700_000_000n, 5n], 8],
    rounds: [],
    ledgers: [],
    claimable: [],
    refundable: [],
    balance: [],
    ...overrides,
  } as PredictionReads;
}

describe('predictionReadCalls', () => {
  it('reads epochs current − 5 … current + 1 and the account only when there is one', () => {
    expect(windowEpochs(undefined)).toEqual([]);
    expect(windowEpochs(3n)).toEqual([1n, 2n, 3n, 4n]);
    expect(windowEpochs(10n)).toEqual([5n, 6n, 7n, 8n, 9n, 10n, 11n]);
    const epochs = windowEpochs(10n);
    const publicOnly = predictionReadCalls({ prediction: PREDICTION, feed: FEED }, epochs);
    expect(publicOnly.rounds).toHaveLength(7);
    expect(publicOnly.ledgers).toHaveLength(0);
    expect(publicOnly.balance).toHaveLength(0);
    const withAccount = predictionReadCalls({ prediction: PREDICTION, feed: FEED }, epochs, ACCOUNT);
    expect([withAccount.ledgers, withAccount.claimable, withAccount.refundable].map((group) => group.length)).toEqual([
      7, 7, 7,
    ]);
    expect(withAccount.balance[0]?.functionName).toBe('getEthBalance');
  });
});

describe('decoding', () => {
  it('leaves out rounds the contract has not started', () => {
    const started = [2n, 100, 200, 300, 5n, 6n, 10n, 4n, 6n, 6n, 9n, true] as const;
    const empty = [0n, 0, 0, 0, 0n, 0n, 0n, 0n, 0n, 0n, 0n, false] as const;
    const rounds = decodeRounds(reads({ rounds: [started, empty] } as Partial<PredictionReads>));
    expect(rounds).toEqual([
      {
        epoch: 2n,
        startBlock: 100n,
        lockBlock: 200n,
        endBlock: 300n,
        lockPrice: 5n,
        closePrice: 6n,
        totalAmount: 10n,
        bullAmount: 4n,
        bearAmount: 6n,
        rewardBaseCalAmount: 6n,
        rewardAmount: 9n,
        oracleCalled: true,
      },
    ]);
  });
  it("keeps the account's bets, claimable and refundable epochs", () => {
    const account = decodeAccount(
      reads({
        ledgers: [
          [1, 5n, false],
          [0, 0n, false],
        ],
        claimable: [true, false],
        refundable: [false, true],
        balance: [42n],
      } as Partial<PredictionReads>),
      [4n, 5n],
      ACCOUNT,
    );
    expect(account?.balance).toBe(42n);
    expect([...(account?.ledgers ?? [])]).toEqual([['4', { position: 'Bear', amount: 5n, claimed: false }]]);
    expect(account?.claimable).toEqual([4n]);
    expect(account?.refundable).toEqual([5n]);
  });
});

describe('predictionStatus', () => {
  it('initial, live, paused and error', () => {
    expect(predictionStatus({ deployed: true, reads: undefined, readFailed: false })).toBe('initial');
    expect(predictionStatus({ deployed: true, reads: reads(), readFailed: false })).toBe('live');
    expect(
      predictionStatus({
        deployed: true,
        reads: reads({ settings: [7n, 100n, 20n, 1n, 97n, true] }),
        readFailed: false,
      }),
    ).toBe('paused');
    expect(predictionStatus({ deployed: true, reads: undefined, readFailed: true })).toBe('error');
    expect(predictionStatus({ deployed: false, reads: undefined, readFailed: false })).toBe('error');
    // The contract did not answer (a wrong address, a node that lost it): error, with a retry.
    expect(
      predictionStatus({
        deployed: true,
        reads: reads({ settings: [null, null, null, null, null, null] } as Partial<PredictionReads>),
        readFailed: false,
      }),
    ).toBe('error');
  });
});

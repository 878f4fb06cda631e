import type { PredictionRound } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { chainRoundTimes, priceValue, roundPriceSeries } from './historyPrices.ts';

describe('roundPriceSeries', () => {
  it('draws lock and close prices ascending, one point per second', () => {
    const rounds = [
      // Newest first, as the indexer answers: round 3 locked and not closed yet.
      { epoch: 3n, lockPrice: 612_00000000n, closePrice: 0n, oracleCalled: false, lockedAt: 1_200 },
      {
        epoch: 2n,
        lockPrice: 605_00000000n,
        closePrice: 612_00000000n,
        oracleCalled: true,
        lockedAt: 1_100,
        closedAt: 1_200,
      },
      {
        epoch: 1n,
        lockPrice: 600_00000000n,
        closePrice: 605_00000000n,
        oracleCalled: true,
        lockedAt: 1_000,
        closedAt: 1_100,
      },
    ];
    expect(roundPriceSeries(rounds, 8)).toEqual([
      { time: 1_000, value: 600 },
      { time: 1_100, value: 605 },
      { time: 1_200, value: 612 },
    ]);
  });

  it('leaves out a canceled round close and a round not locked yet', () => {
    const rounds = [
      { epoch: 2n, lockPrice: 0n, closePrice: 0n, oracleCalled: false },
      { epoch: 1n, lockPrice: 601_50000000n, closePrice: 0n, oracleCalled: false, lockedAt: 500, closedAt: 600 },
    ];
    expect(roundPriceSeries(rounds, 8)).toEqual([{ time: 500, value: 601.5 }]);
  });

  it('ends on the latest oracle answer when it is newer', () => {
    const rounds = [{ epoch: 1n, lockPrice: 600_00000000n, closePrice: 0n, oracleCalled: false, lockedAt: 1_000 }];
    const newer = { price: 603_25000000n, decimals: 8, updatedAt: 1_030n };
    expect(roundPriceSeries(rounds, 8, newer).at(-1)).toEqual({ time: 1_030, value: 603.25 });
    const older = { ...newer, updatedAt: 990n };
    expect(roundPriceSeries(rounds, 8, older)).toEqual([{ time: 1_000, value: 600 }]);
    expect(roundPriceSeries([], 8, newer)).toEqual([{ time: 1_030, value: 603.25 }]);
  });

  it('keeps the newest round price of a second (blocks mined in one second)', () => {
    const sameSecond = [
      { epoch: 8n, lockPrice: 300_35000000n, closePrice: 0n, oracleCalled: false, lockedAt: 2_000 },
      {
        epoch: 5n,
        lockPrice: 298_40000000n,
        closePrice: 299_60000000n,
        oracleCalled: true,
        lockedAt: 2_000,
        closedAt: 2_000,
      },
    ];
    expect(roundPriceSeries(sameSecond, 8)).toEqual([{ time: 2_000, value: 300.35 }]);
  });
});

describe('chainRoundTimes', () => {
  it('places the lock and end blocks back from the current block', () => {
    const round = {
      epoch: 4n,
      lockBlock: 900n,
      endBlock: 1_000n,
      lockPrice: 600_00000000n,
      closePrice: 601_00000000n,
      oracleCalled: true,
    } as PredictionRound;
    expect(chainRoundTimes([round], 1_010n, 50_000, 1)).toEqual([
      {
        epoch: 4n,
        lockPrice: round.lockPrice,
        closePrice: round.closePrice,
        oracleCalled: true,
        lockedAt: 49_890,
        closedAt: 49_990,
      },
    ]);
  });

  it('priceValue scales by the feed decimals', () => {
    expect(priceValue(123_45678900n, 8)).toBeCloseTo(123.456789);
  });
});

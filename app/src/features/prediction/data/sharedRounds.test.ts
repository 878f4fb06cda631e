import { isPlaceholderRound } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import type { PredictionReads, PredictionSettings } from './predictionReads.ts';
import { marketFromAnswer, useEpochAnchors } from './sharedRounds.ts';

const PREDICTION = '0x00000000000000000000000000000000000000aa';

function settings(currentEpoch: bigint): PredictionSettings {
  return { currentEpoch, intervalBlocks: 100n, bufferBlocks: 20n, minBetAmount: 1n, rewardRate: 97n, paused: false };
}

/** An answer with rounds `epochs` started 100 blocks apart. */
function answer(epochs: bigint[]): PredictionReads {
  return {
    settings: [],
    feed: [],
    rounds: epochs.map((epoch) => [
      epoch,
      Number(epoch * 100n),
      Number(epoch * 100n + 100n),
      0,
      0n,
      0n,
      0n,
      0n,
      0n,
      0n,
      0n,
      false,
    ]),
    ledgers: [],
    claimable: [],
    refundable: [],
    balance: [],
  } as unknown as PredictionReads;
}

describe('marketFromAnswer', () => {
  it('works an answer out once for every reader, and keeps the rounds between answers', () => {
    const first = answer([1n, 2n]);
    const market = marketFromAnswer(PREDICTION, first, settings(2n), 250n);
    expect(marketFromAnswer(PREDICTION, first, settings(2n), 250n)).toBe(market);
    expect(market.rounds.map((round) => [round.epoch, isPlaceholderRound(round)])).toEqual([
      [1n, false],
      [2n, false],
      [3n, true],
      [4n, true],
    ]);
    // The epoch moved: round 3 is real now and one more placeholder follows.
    const next = marketFromAnswer(PREDICTION, answer([1n, 2n, 3n]), settings(3n), 350n);
    expect(next.rounds.map((round) => [round.epoch, isPlaceholderRound(round)])).toEqual([
      [1n, false],
      [2n, false],
      [3n, false],
      [4n, true],
      [5n, true],
    ]);
  });
  it('one epoch window per prediction for every reader', () => {
    useEpochAnchors.getState().setAnchor(PREDICTION, 7n);
    const before = useEpochAnchors.getState();
    useEpochAnchors.getState().setAnchor(PREDICTION, 7n);
    expect(useEpochAnchors.getState()).toBe(before);
    expect(useEpochAnchors.getState().anchors[PREDICTION]).toBe(7n);
  });
});

import type { LedgerEntry, PredictionRound } from '@flaskswap/sdk';
import { initializeRounds, startedRound } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import type { PredictionAccount, PredictionMarket } from '../data/types.ts';
import { blocksToClock, focusedEpoch, roundCardViews } from './roundCards.ts';

const E18 = 10n ** 18n;

function round(epoch: bigint, overrides: Partial<PredictionRound> = {}): PredictionRound {
  const startBlock = epoch * 100n;
  return { ...startedRound(epoch, startBlock, startBlock + 100n, startBlock + 200n), ...overrides };
}

// Epoch 3 won by UP, 4 canceled (never settled, past its end + buffer), 5 live, 6 open.
const won = round(3n, {
  lockPrice: 100n,
  closePrice: 120n,
  totalAmount: 3n * E18,
  bullAmount: E18,
  bearAmount: 2n * E18,
  rewardBaseCalAmount: E18,
  rewardAmount: (3n * E18 * 97n) / 100n,
  oracleCalled: true,
});
const canceled = round(4n, { totalAmount: E18, bearAmount: E18 });
const live = round(5n, { lockPrice: 110n });
const open = round(6n);
const blockNumber = 650n;

function market(paused = false): PredictionMarket {
  return {
    address: '0x0000000000000000000000000000000000000001',
    blockNumber,
    currentEpoch: 6n,
    intervalBlocks: 100n,
    bufferBlocks: 20n,
    minBetAmount: E18 / 1000n,
    rewardRate: 97n,
    paused,
    oracle: undefined,
    rounds: initializeRounds([won, canceled, live, open], 6n, 100n),
  };
}

const bull: LedgerEntry = { position: 'Bull', amount: E18, claimed: false };
const bear: LedgerEntry = { position: 'Bear', amount: E18, claimed: false };
const account: PredictionAccount = {
  address: '0x0000000000000000000000000000000000000002',
  balance: 5n * E18,
  ledgers: new Map([
    ['3', bull],
    ['4', bear],
  ]),
  claimable: [3n],
  refundable: [4n],
};

describe('roundCardViews', () => {
  it('gives each round its phase, the later ones placeholders', () => {
    const views = roundCardViews(market(), account);
    expect(views.map((view) => [view.round.epoch, view.phase])).toEqual([
      [3n, 'expired'],
      [4n, 'expired'],
      [5n, 'live'],
      [6n, 'next'],
      [7n, 'later'],
      [8n, 'later'],
    ]);
    expect(focusedEpoch(views)).toBe(5n);
  });
  it('a won round is collectable for its payout, a canceled one refundable for the bet', () => {
    const [wonView, canceledView] = roundCardViews(market(), account);
    expect(wonView).toMatchObject({ result: 'win', outcome: 'Bull', collectable: true, refundable: false });
    expect(wonView?.claimAmount).toBe(won.rewardAmount);
    expect(canceledView).toMatchObject({ result: 'canceled', canceled: true, refundable: true, claimAmount: E18 });
  });
  it('the open round is bettable unless paused, and counts blocks to its lock', () => {
    const openView = roundCardViews(market(), undefined)[3];
    expect(openView).toMatchObject({ bettable: true, blocksLeft: open.lockBlock - blockNumber, bet: undefined });
    expect(roundCardViews(market(true), undefined)[3]?.bettable).toBe(false);
  });
  it('without an account nothing is entered or collectable', () => {
    for (const view of roundCardViews(market(), undefined)) {
      expect(view.bet).toBeUndefined();
      expect(view.collectable || view.refundable).toBe(false);
    }
  });
});

describe('blocksToClock', () => {
  it('counts 3 s per block', () => {
    expect(blocksToClock(0n)).toBe('00:00');
    expect(blocksToClock(25n)).toBe('01:15');
    expect(blocksToClock(100n)).toBe('05:00');
  });
});

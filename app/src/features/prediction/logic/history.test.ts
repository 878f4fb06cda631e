import type { PredictionRound } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import {
  chainEntries,
  collection,
  type HistoryEntry,
  historyNotice,
  historyRows,
  indexedEntries,
  mergeHistory,
} from './history.ts';

const BNB = 10n ** 18n;
const BUFFER = 20n;

function round(epoch: bigint, fields: Partial<PredictionRound> = {}): PredictionRound {
  const startBlock = epoch * 100n;
  return {
    epoch,
    startBlock,
    lockBlock: startBlock + 100n,
    endBlock: startBlock + 200n,
    lockPrice: 600_00000000n,
    closePrice: 610_00000000n,
    totalAmount: 3n * BNB,
    bullAmount: 2n * BNB,
    bearAmount: BNB,
    rewardBaseCalAmount: 2n * BNB,
    rewardAmount: (3n * BNB * 97n) / 100n,
    oracleCalled: true,
    ...fields,
  };
}

function entry(epoch: bigint, fields: Partial<HistoryEntry> = {}): HistoryEntry {
  return { epoch, position: 'Bull', amount: BNB, claimed: false, round: round(epoch), source: 'indexer', ...fields };
}

describe('mergeHistory', () => {
  it('keeps one entry per epoch, the chain one winning, newest epoch first', () => {
    const indexed = [entry(3n), entry(1n), entry(2n)];
    const chain = [entry(3n, { claimed: true, source: 'chain' }), entry(4n, { source: 'chain' })];
    const merged = mergeHistory(indexed, chain);
    expect(merged.map((bet) => [bet.epoch, bet.source, bet.claimed])).toEqual([
      [4n, 'chain', false],
      [3n, 'chain', true],
      [2n, 'indexer', false],
      [1n, 'indexer', false],
    ]);
  });
});

describe('chainEntries', () => {
  it('keeps only epochs where the account bet', () => {
    const entries = chainEntries([
      { round: round(5n), ledger: { position: 'Bear', amount: 2n * BNB, claimed: false } },
      { round: round(6n), ledger: undefined },
      { round: round(7n), ledger: { position: 'Bull', amount: 0n, claimed: false } },
    ]);
    expect(entries).toEqual([
      { epoch: 5n, position: 'Bear', amount: 2n * BNB, claimed: false, round: round(5n), source: 'chain' },
    ]);
  });

  it('indexed bets become entries from the indexer', () => {
    const [bet] = indexedEntries([{ epoch: 2n, position: 'Bear', amount: BNB, claimed: true, round: round(2n) }]);
    expect(bet?.source).toBe('indexer');
  });
});

describe('historyRows and collection', () => {
  const now = 10_000n;
  const won = entry(1n); // close > lock, Bull: 1 BNB of 2 BNB on the side, pot 2.91 BNB
  const lost = entry(2n, { position: 'Bear' });
  const tie = entry(3n, { round: round(3n, { closePrice: 600_00000000n }) });
  const canceled = entry(4n, { amount: 3n * BNB, round: round(4n, { oracleCalled: false, closePrice: 0n }) });
  const collected = entry(5n, { claimed: true });
  const live = entry(99n, { round: round(99n, { oracleCalled: false, endBlock: now + 50n }) });

  it('gives each bet its result and payout', () => {
    const rows = historyRows([won, lost, tie, canceled, collected, live], now, BUFFER);
    expect(rows.map((row) => [row.epoch, row.result, row.payout, row.collectable])).toEqual([
      [1n, 'win', (BNB * 291n) / 200n, true],
      [2n, 'lose', 0n, false],
      [3n, 'lose', 0n, false],
      [4n, 'canceled', 3n * BNB, true],
      [5n, 'win', (BNB * 291n) / 200n, false],
      [99n, 'live', undefined, false],
    ]);
  });

  it('a round not settled but inside its buffer is still live, not canceled', () => {
    const pending = entry(7n, { round: round(7n, { oracleCalled: false, endBlock: now - BUFFER }) });
    expect(historyRows([pending], now, BUFFER)[0]?.result).toBe('live');
  });

  it('collects every unclaimed win and refund, oldest epoch first, in one list', () => {
    const rows = historyRows([live, collected, canceled, tie, lost, won], now, BUFFER);
    expect(collection(rows)).toEqual({ epochs: [1n, 4n], total: (BNB * 291n) / 200n + 3n * BNB });
  });

  it('collects nothing when nothing is owed', () => {
    expect(collection(historyRows([lost, collected, live], now, BUFFER))).toEqual({ epochs: [], total: 0n });
  });
});

describe('historyNotice', () => {
  it('falls back to the chain when the indexer is missing, down or failed the history fetch', () => {
    expect(historyNotice('none', false)).toBe('down');
    expect(historyNotice('down', false)).toBe('down');
    expect(historyNotice('live', true)).toBe('down');
    expect(historyNotice('behind', false)).toBe('behind');
    expect(historyNotice('live', false)).toBeUndefined();
    expect(historyNotice('loading', false)).toBeUndefined();
  });
});

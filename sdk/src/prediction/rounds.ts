// The rounds the page shows (SPEC.md §4, §9): the last 6 epochs plus placeholder future rounds.
import type { PlaceholderRound, RoundEntry } from './types.ts';
import { isPlaceholderRound, startedRound } from './types.ts';

/** Current back to current − 5. */
export const PREDICTION_LOADED_EPOCHS = 6;
/** Placeholder rounds added after the current one on initialize. */
export const PREDICTION_FUTURE_ROUNDS = 2;
/** Added to the interval when estimating the next start: the operator locks a few blocks late. */
export const PREDICTION_EXTRA_BLOCKS = 3n;

/** The epochs loaded on initialize, oldest first; epochs start at 1. */
export function loadedEpochs(currentEpoch: bigint): bigint[] {
  const epochs: bigint[] = [];
  for (let back = PREDICTION_LOADED_EPOCHS - 1; back >= 0; back -= 1) {
    const epoch = currentEpoch - BigInt(back);
    if (epoch >= 1n) epochs.push(epoch);
  }
  return epochs;
}

export function placeholderRound(epoch: bigint, startBlock: bigint, intervalBlocks: bigint): PlaceholderRound {
  return {
    placeholder: true,
    ...startedRound(epoch, startBlock, startBlock + intervalBlocks, startBlock + 2n * intervalBlocks),
  };
}

function byEpoch(a: RoundEntry, b: RoundEntry): number {
  return a.epoch < b.epoch ? -1 : a.epoch > b.epoch ? 1 : 0;
}

/**
 * Initialize: the fetched rounds (the loaded epochs) and two placeholders after the current
 * round, one interval apart from its start. Oldest first.
 */
export function initializeRounds(
  fetched: readonly RoundEntry[],
  currentEpoch: bigint,
  intervalBlocks: bigint,
): RoundEntry[] {
  const rounds = fetched.filter((round) => round.epoch <= currentEpoch && !isPlaceholderRound(round));
  const current = rounds.find((round) => round.epoch === currentEpoch);
  const start = current?.startBlock ?? 0n;
  for (let ahead = 1; ahead <= PREDICTION_FUTURE_ROUNDS; ahead += 1) {
    const step = BigInt(ahead);
    rounds.push(placeholderRound(currentEpoch + step, start + intervalBlocks * step, intervalBlocks));
  }
  return rounds.sort(byEpoch);
}

/**
 * A later read: fetched rounds replace stored ones (placeholders included) by epoch. When the
 * current epoch moved, one placeholder is appended after the newest round, starting at its
 * start + interval + 3. Rounds older than the loaded window are dropped. Oldest first.
 */
export function advanceRounds(params: {
  stored: readonly RoundEntry[];
  storedEpoch: bigint;
  fetched: readonly RoundEntry[];
  currentEpoch: bigint;
  intervalBlocks: bigint;
}): RoundEntry[] {
  const { stored, storedEpoch, fetched, currentEpoch, intervalBlocks } = params;
  const byEpochKey = new Map<bigint, RoundEntry>();
  for (const round of stored) byEpochKey.set(round.epoch, round);
  for (const round of fetched) {
    // A round the contract has not started reads as zeros: keep the placeholder's estimate.
    if (round.startBlock === 0n && byEpochKey.has(round.epoch)) continue;
    if (round.startBlock === 0n && round.epoch > currentEpoch) continue;
    byEpochKey.set(round.epoch, round);
  }
  let rounds = [...byEpochKey.values()].sort(byEpoch);
  if (currentEpoch !== storedEpoch && rounds.length > 0) {
    const newest = rounds[rounds.length - 1] as RoundEntry;
    rounds.push(
      placeholderRound(newest.epoch + 1n, newest.startBlock + intervalBlocks + PREDICTION_EXTRA_BLOCKS, intervalBlocks),
    );
  }
  const oldest = currentEpoch - BigInt(PREDICTION_LOADED_EPOCHS - 1);
  rounds = rounds.filter((round) => round.epoch >= oldest);
  return rounds;
}

// Where a round stands and what a bet in it became (SPEC.md §4: results win, lose, canceled, live).
import { winningPosition } from './payout.ts';
import type { LedgerEntry, PredictionRound, RoundEntry } from './types.ts';
import { isPlaceholderRound } from './types.ts';

export type BetResult = 'win' | 'lose' | 'canceled' | 'live';

/**
 * Canceled: never settled and its end window (end block + buffer) is over, so every bet in it is
 * refundable. Same rule as the contract's `refundable`.
 */
export function isRoundCanceled(
  round: Pick<PredictionRound, 'oracleCalled' | 'endBlock'>,
  currentBlock: bigint,
  bufferBlocks: bigint,
): boolean {
  return !round.oracleCalled && currentBlock > round.endBlock + bufferBlocks;
}

/**
 * A bet's result: canceled as above; live until the round settles; win when it is on the side
 * that went the right way; lose otherwise, a tie included (the house takes the pot).
 */
export function betResult(
  bet: Pick<LedgerEntry, 'position'>,
  round: Pick<PredictionRound, 'oracleCalled' | 'endBlock' | 'lockPrice' | 'closePrice'>,
  currentBlock: bigint,
  bufferBlocks: bigint,
): BetResult {
  if (isRoundCanceled(round, currentBlock, bufferBlocks)) return 'canceled';
  if (!round.oracleCalled) return 'live';
  return winningPosition(round) === bet.position ? 'win' : 'lose';
}

/**
 * The card a round gets. `expired`: settled or canceled. `next`: the current epoch (open for
 * entries until its lock block). `live`: the one before it until its end block. `calculating`: an
 * ended round waiting for its settlement (until settled or canceled). `later`: after the current
 * epoch.
 */
export type RoundPhase = 'expired' | 'calculating' | 'live' | 'next' | 'later';

export function roundPhase(
  round: RoundEntry,
  currentEpoch: bigint,
  currentBlock: bigint,
  bufferBlocks: bigint,
): RoundPhase {
  if (isPlaceholderRound(round) || round.epoch > currentEpoch) return 'later';
  // A run can stop with its current round never locked: once canceled it is over like any other.
  if (round.oracleCalled || isRoundCanceled(round, currentBlock, bufferBlocks)) return 'expired';
  if (round.epoch === currentEpoch) return 'next';
  if (round.epoch === currentEpoch - 1n && currentBlock < round.endBlock) return 'live';
  return 'calculating';
}

/** Bets are taken in the current epoch from its start block until (not including) its lock block. */
export function isRoundBettable(
  round: Pick<PredictionRound, 'epoch' | 'startBlock' | 'lockBlock'>,
  currentEpoch: bigint,
  currentBlock: bigint,
): boolean {
  return (
    round.epoch === currentEpoch &&
    round.startBlock > 0n &&
    currentBlock >= round.startBlock &&
    currentBlock < round.lockBlock
  );
}

/** Blocks until `target`, never negative. */
export function blocksUntil(target: bigint, currentBlock: bigint): bigint {
  return target > currentBlock ? target - currentBlock : 0n;
}

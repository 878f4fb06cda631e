// What each round card shows, from the page's one read (pure: unit-tested).
import {
  type BetPosition,
  type BetResult,
  betPayout,
  betResult,
  blocksToSeconds,
  blocksUntil,
  isPlaceholderRound,
  isRoundBettable,
  isRoundCanceled,
  type LedgerEntry,
  type PayoutMultipliers,
  type RoundEntry,
  type RoundPhase,
  roundMultipliers,
  roundPhase,
  winningPosition,
} from '@flaskswap/sdk';
import type { PredictionAccount, PredictionMarket } from '../data/types.ts';

export interface RoundCardView {
  round: RoundEntry;
  phase: RoundPhase;
  multipliers: PayoutMultipliers;
  /** The account's bet in this round, if any. */
  bet: LedgerEntry | undefined;
  /** For the account's bet: win, lose, canceled or live. */
  result: BetResult | undefined;
  /** Settled: which way the price went; null for a tie. Undefined until settled. */
  outcome: BetPosition | null | undefined;
  canceled: boolean;
  /** Open for entries now (and not paused). */
  bettable: boolean;
  /** The account won and has not collected yet. */
  collectable: boolean;
  /** The round was canceled and the account's bet is not refunded yet. */
  refundable: boolean;
  /** What collecting pays (the winning bet's payout) or the refund. */
  claimAmount: bigint;
  /** Blocks until the next milestone: lock for next, end for live, start for later. */
  blocksLeft: bigint;
}

export function roundCardViews(market: PredictionMarket, account: PredictionAccount | undefined): RoundCardView[] {
  const { currentEpoch, blockNumber, bufferBlocks, rewardRate, paused } = market;
  return market.rounds.map((round) => {
    const phase = roundPhase(round, currentEpoch, blockNumber, bufferBlocks);
    const bet = account?.ledgers.get(round.epoch.toString());
    const canceled = !isPlaceholderRound(round) && isRoundCanceled(round, blockNumber, bufferBlocks);
    const collectable = Boolean(account?.claimable.includes(round.epoch));
    const refundable = Boolean(account?.refundable.includes(round.epoch));
    const claimAmount = !bet ? 0n : refundable ? bet.amount : collectable ? betPayout(bet.amount, round) : 0n;
    const milestone = phase === 'next' ? round.lockBlock : phase === 'live' ? round.endBlock : round.startBlock;
    return {
      round,
      phase,
      multipliers: roundMultipliers(round, rewardRate),
      bet,
      result: bet ? betResult(bet, round, blockNumber, bufferBlocks) : undefined,
      outcome: round.oracleCalled ? winningPosition(round) : undefined,
      canceled,
      bettable: !paused && isRoundBettable(round, currentEpoch, blockNumber),
      collectable,
      refundable,
      claimAmount,
      blocksLeft: blocksUntil(milestone, blockNumber),
    };
  });
}

/** The card to centre on load: the live round, else the next one. */
export function focusedEpoch(views: readonly RoundCardView[]): bigint | undefined {
  return (views.find((view) => view.phase === 'live') ?? views.find((view) => view.phase === 'next'))?.round.epoch;
}

/** "mm:ss" for a number of blocks. */
export function blocksToClock(blocks: bigint): string {
  const seconds = blocksToSeconds(blocks);
  const minutes = seconds / 60n;
  return `${minutes.toString().padStart(2, '0')}:${(seconds % 60n).toString().padStart(2, '0')}`;
}

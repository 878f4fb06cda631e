// The history pane's filter and P&L summary (SPEC.md §4: a bet is collected once claimed).
import { betPayout } from './payout.ts';
import { betResult } from './status.ts';
import type { LedgerEntry, PredictionRound } from './types.ts';

export type HistoryFilter = 'all' | 'collected' | 'uncollected';

/** Opening the history pane resets the filter to this. */
export const DEFAULT_HISTORY_FILTER: HistoryFilter = 'all';

export function filterHistory<Bet extends { claimed: boolean }>(bets: readonly Bet[], filter: HistoryFilter): Bet[] {
  if (filter === 'collected') return bets.filter((bet) => bet.claimed);
  if (filter === 'uncollected') return bets.filter((bet) => !bet.claimed);
  return [...bets];
}

export interface HistoryBet extends LedgerEntry {
  round: PredictionRound;
}

export interface PnlSummary {
  /** Rounds counted (win or lose; live and canceled bets are neither). */
  rounds: number;
  wins: number;
  losses: number;
  /** Profit of the winning bets: payout − amount, in wei. */
  won: bigint;
  /** Amounts of the losing bets, in wei. */
  lost: bigint;
  /** won − lost. */
  net: bigint;
  /** Everything bet in counted rounds. */
  entered: bigint;
}

/** Total P&L over settled bets; canceled bets come back whole and live ones are not decided yet. */
export function summarizePnl(bets: readonly HistoryBet[], currentBlock: bigint, bufferBlocks: bigint): PnlSummary {
  const summary: PnlSummary = { rounds: 0, wins: 0, losses: 0, won: 0n, lost: 0n, net: 0n, entered: 0n };
  for (const bet of bets) {
    const result = betResult(bet, bet.round, currentBlock, bufferBlocks);
    if (result === 'win') {
      summary.wins += 1;
      summary.won += betPayout(bet.amount, bet.round) - bet.amount;
    } else if (result === 'lose') {
      summary.losses += 1;
      summary.lost += bet.amount;
    } else {
      continue;
    }
    summary.rounds += 1;
    summary.entered += bet.amount;
  }
  summary.net = summary.won - summary.lost;
  return summary;
}

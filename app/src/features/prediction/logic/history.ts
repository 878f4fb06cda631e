// The history pane's rows: bets from the indexer joined with the chain's ledger of the last
// rounds (fresher, and all there is when the indexer is down), each with its result and payout,
// and the epochs one "Collect" claims. Results and payouts are the sdk's rules.
import {
  type BetPosition,
  type BetResult,
  betPayout,
  betResult,
  type HistoryBet,
  type LedgerEntry,
  type PredictionRound,
} from '@flaskswap/sdk';

export interface HistoryEntry extends HistoryBet {
  epoch: bigint;
  /** The indexer's list, or the chain's ledger of the last rounds. */
  source: 'indexer' | 'chain';
}

export interface HistoryRow extends HistoryEntry {
  result: BetResult;
  /** What the bet pays back: winnings for a win, the bet for a refund, 0 for a loss, undefined while live. */
  payout: bigint | undefined;
  /** Won or refundable and not claimed yet: the next "Collect" takes it. */
  collectable: boolean;
}

export interface IndexedHistoryBet {
  epoch: bigint;
  position: BetPosition;
  amount: bigint;
  claimed: boolean;
  round: PredictionRound;
}

export function indexedEntries(bets: readonly IndexedHistoryBet[]): HistoryEntry[] {
  return bets.map((bet) => ({ ...bet, source: 'indexer' }));
}

/** The account's ledger entries of rounds read from the chain; epochs it did not bet in are left out. */
export function chainEntries(
  rounds: readonly { round: PredictionRound; ledger: LedgerEntry | null | undefined }[],
): HistoryEntry[] {
  return rounds.flatMap(({ round, ledger }) =>
    ledger && ledger.amount > 0n ? [{ ...ledger, epoch: round.epoch, round, source: 'chain' as const }] : [],
  );
}

/** Both lists, one entry per epoch (the chain's wins: it is never behind), newest epoch first. */
export function mergeHistory(indexed: readonly HistoryEntry[], chain: readonly HistoryEntry[]): HistoryEntry[] {
  const byEpoch = new Map<bigint, HistoryEntry>();
  for (const entry of indexed) byEpoch.set(entry.epoch, entry);
  for (const entry of chain) byEpoch.set(entry.epoch, entry);
  return [...byEpoch.values()].sort((a, b) => (a.epoch > b.epoch ? -1 : a.epoch < b.epoch ? 1 : 0));
}

function payoutOf(entry: HistoryEntry, result: BetResult): bigint | undefined {
  if (result === 'win') return betPayout(entry.amount, entry.round);
  if (result === 'canceled') return entry.amount;
  if (result === 'lose') return 0n;
  return undefined;
}

export function historyRows(
  entries: readonly HistoryEntry[],
  currentBlock: bigint,
  bufferBlocks: bigint,
): HistoryRow[] {
  return entries.map((entry) => {
    const result = betResult(entry, entry.round, currentBlock, bufferBlocks);
    const collectable = !entry.claimed && (result === 'win' || result === 'canceled');
    return { ...entry, result, payout: payoutOf(entry, result), collectable };
  });
}

export interface Collection {
  /** Oldest first, as one claim(epochs) takes them. */
  epochs: bigint[];
  /** Winnings plus refunds. */
  total: bigint;
}

/** Every won or refundable bet not claimed yet: one transaction collects them all. */
export function collection(rows: readonly HistoryRow[]): Collection {
  const collectable = rows.filter((row) => row.collectable).sort((a, b) => (a.epoch < b.epoch ? -1 : 1));
  return {
    epochs: collectable.map((row) => row.epoch),
    total: collectable.reduce((sum, row) => sum + (row.payout ?? 0n), 0n),
  };
}

/**
 * What the pane says about its source: 'down' when the indexer cannot answer (only the chain's
 * last rounds are shown), 'behind' when it lags (the newest bets come from the chain).
 */
export function historyNotice(
  indexer: 'loading' | 'none' | 'down' | 'behind' | 'live',
  fetchFailed: boolean,
): 'down' | 'behind' | undefined {
  if (indexer === 'none' || indexer === 'down' || fetchFailed) return 'down';
  if (indexer === 'behind') return 'behind';
  return undefined;
}

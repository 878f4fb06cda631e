// The indexer's prediction REST routes (common to docs/indexer.md): an account's bets and the
// recent rounds. Bigints arrive as decimal strings and leave here as bigint. No React here.
import type { BetPosition, PredictionRound } from '@flaskswap/sdk';
import { getIndexerJson } from '@/indexer';

/** SPEC.md §7: the bets query pages by `first` (default and most 1000) and `skip`. */
export const HISTORY_PAGE_SIZE = 1000;
/** The chart's window: lock and close prices of this many recent rounds. */
export const CHART_ROUND_COUNT = 50;

type Text = string | null;

/** The next page's skip after `pagesLoaded` pages, or undefined when the last one was not full. */
export function nextBetsSkip(lastPageLength: number, pagesLoaded: number): number | undefined {
  return lastPageLength < HISTORY_PAGE_SIZE ? undefined : pagesLoaded * HISTORY_PAGE_SIZE;
}

interface RoundJson {
  epoch: Text;
  startBlock: Text;
  lockBlock: Text;
  endBlock: Text;
  lockPrice: Text;
  closePrice: Text;
  totalAmount: Text;
  bullAmount: Text;
  bearAmount: Text;
  rewardBaseCalAmount: Text;
  rewardAmount: Text;
  oracleCalled: boolean;
}

interface BetJson {
  id: string;
  hash: string;
  amount: Text;
  position: BetPosition;
  claimed: boolean;
  claimedHash: string | null;
  claimedAmount: Text;
  createdAt: Text;
  round: RoundJson;
}

interface RoundWithTimesJson extends RoundJson {
  lockedAt: Text;
  closedAt: Text;
}

export interface IndexedBet {
  epoch: bigint;
  position: BetPosition;
  amount: bigint;
  claimed: boolean;
  /** What the claim paid (winnings or refund); undefined until claimed. */
  claimedAmount?: bigint;
  hash: string;
  /** Unix seconds of the bet's block. */
  createdAt: number;
  round: PredictionRound;
}

export interface IndexedRound extends PredictionRound {
  /** Unix seconds of the lock and of the end; undefined until they happen. */
  lockedAt?: number;
  closedAt?: number;
}

const big = (value: Text) => BigInt(value ?? '0');
const seconds = (value: Text) => (value === null ? undefined : Number(value));

export function parseRound(json: RoundJson): PredictionRound {
  return {
    epoch: big(json.epoch),
    startBlock: big(json.startBlock),
    lockBlock: big(json.lockBlock),
    endBlock: big(json.endBlock),
    lockPrice: big(json.lockPrice),
    closePrice: big(json.closePrice),
    totalAmount: big(json.totalAmount),
    bullAmount: big(json.bullAmount),
    bearAmount: big(json.bearAmount),
    rewardBaseCalAmount: big(json.rewardBaseCalAmount),
    rewardAmount: big(json.rewardAmount),
    oracleCalled: json.oracleCalled,
  };
}

export function parseBet(json: BetJson): IndexedBet {
  const round = parseRound(json.round);
  return {
    epoch: round.epoch,
    position: json.position,
    amount: big(json.amount),
    claimed: json.claimed,
    claimedAmount: json.claimedAmount === null ? undefined : big(json.claimedAmount),
    hash: json.hash,
    createdAt: Number(json.createdAt ?? 0),
    round,
  };
}

export function parseRoundWithTimes(json: RoundWithTimesJson): IndexedRound {
  return { ...parseRound(json), lockedAt: seconds(json.lockedAt), closedAt: seconds(json.closedAt) };
}

export interface BetsQuery {
  user: string;
  /** Undefined for every bet; true / false for the collected / uncollected ones. */
  claimed?: boolean;
  first?: number;
  skip?: number;
}

/** One page of an account's bets, newest first. */
export async function fetchPredictionBets(url: string, query: BetsQuery, signal?: AbortSignal): Promise<IndexedBet[]> {
  const params = new URLSearchParams({
    user: query.user,
    first: String(query.first ?? HISTORY_PAGE_SIZE),
    skip: String(query.skip ?? 0),
  });
  if (query.claimed !== undefined) params.set('claimed', String(query.claimed));
  const body = await getIndexerJson<{ bets: BetJson[] }>(url, `/prediction/bets?${params}`, signal);
  return body.bets.map(parseBet);
}

/** The newest rounds, newest epoch first. */
export async function fetchPredictionRounds(
  url: string,
  first = CHART_ROUND_COUNT,
  signal?: AbortSignal,
): Promise<IndexedRound[]> {
  const body = await getIndexerJson<{ rounds: RoundWithTimesJson[] }>(url, `/prediction/rounds?first=${first}`, signal);
  return body.rounds.map(parseRoundWithTimes);
}

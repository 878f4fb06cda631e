// The indexer's lottery REST routes: every round (first 100, newest first) and an account's rounds.
// Bigints arrive as decimal strings and leave here as bigint. No React here.
import { LOTTERY_STATUSES, type LotteryStatus, lotteryStatus } from '@flaskswap/sdk';
import { getIndexerJson } from '@/indexer';

/** SPEC.md §7: lotteries first 100; a user's rounds first 100. */
export const LOTTERY_HISTORY_PAGE_SIZE = 100;

type Text = string | null;

interface LotteryJson {
  id: Text;
  status: Text | number;
  startTime: Text;
  endTime: Text;
  priceTicketInFlask: Text;
  finalNumber: Text;
  amountCollectedInFlask: Text;
  totalUsers: Text;
  totalTickets: Text;
  winningTickets: Text;
}

interface UserRoundJson {
  lotteryId: Text;
  endTime: Text;
  status: Text | number;
  totalTickets: Text;
  claimed: boolean;
}

interface UserJson {
  id: string;
  totalTickets: Text;
  totalFlask: Text;
  rounds: UserRoundJson[];
}

/** SPEC.md §3's public lottery list item. */
export interface LotteryListItem {
  id: bigint;
  status: LotteryStatus;
  startTime: bigint;
  endTime: bigint;
  ticketPrice: bigint;
  finalNumber: bigint;
  amountCollectedInFlask: bigint;
  totalUsers: bigint;
  totalTickets: bigint;
  winningTickets: bigint;
}

export interface UserLotteryRound {
  lotteryId: bigint;
  endTime: bigint;
  status: LotteryStatus;
  totalTickets: bigint;
  claimed: boolean;
}

/** SPEC.md §3's user lottery data (rounds without their tickets: the chain has them). */
export interface UserLotteryData {
  account: string;
  totalTickets: bigint;
  totalFlask: bigint;
  rounds: UserLotteryRound[];
}

const big = (value: Text | undefined) => BigInt(value ?? '0');

/** The indexer may send the status as the contract's number or as its name. */
export function parseStatus(value: Text | number): LotteryStatus {
  if (typeof value === 'number') return lotteryStatus(value);
  const name = (value ?? '').toLowerCase();
  if ((LOTTERY_STATUSES as readonly string[]).includes(name)) return name as LotteryStatus;
  return /^\d+$/.test(name) ? lotteryStatus(Number(name)) : 'pending';
}

export function parseLottery(json: LotteryJson): LotteryListItem {
  return {
    id: big(json.id),
    status: parseStatus(json.status),
    startTime: big(json.startTime),
    endTime: big(json.endTime),
    ticketPrice: big(json.priceTicketInFlask),
    finalNumber: big(json.finalNumber),
    amountCollectedInFlask: big(json.amountCollectedInFlask),
    totalUsers: big(json.totalUsers),
    totalTickets: big(json.totalTickets),
    winningTickets: big(json.winningTickets),
  };
}

export function parseUser(json: UserJson): UserLotteryData {
  return {
    account: json.id,
    totalTickets: big(json.totalTickets),
    totalFlask: big(json.totalFlask),
    rounds: json.rounds.map((round) => ({
      lotteryId: big(round.lotteryId),
      endTime: big(round.endTime),
      status: parseStatus(round.status),
      totalTickets: big(round.totalTickets),
      claimed: round.claimed,
    })),
  };
}

/** The newest lotteries, newest id first. */
export async function fetchLotteries(url: string, signal?: AbortSignal): Promise<LotteryListItem[]> {
  const body = await getIndexerJson<{ lotteries: LotteryJson[] }>(
    url,
    `/lottery/lotteries?first=${LOTTERY_HISTORY_PAGE_SIZE}&skip=0`,
    signal,
  );
  return body.lotteries.map(parseLottery);
}

/** An account's rounds, newest first; null when it never bought a ticket. */
export async function fetchLotteryUser(url: string, account: string, signal?: AbortSignal) {
  const body = await getIndexerJson<{ user: UserJson | null }>(
    url,
    `/lottery/users/${account.toLowerCase()}?first=${LOTTERY_HISTORY_PAGE_SIZE}&skip=0`,
    signal,
  );
  return body.user ? parseUser(body.user) : null;
}

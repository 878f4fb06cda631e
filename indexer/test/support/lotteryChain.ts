// The lottery as the chain has it, to hold the indexer's REST answers against: every round from
// viewLottery(id), who bought how many tickets from the TicketsPurchase logs (cross-checked with
// viewUserInfoForLotteryId), what they paid from FLASK's Transfer logs, what claims paid from the
// TicketsClaim logs.
import { flaskLotteryAbi, flaskTokenAbi } from '@flaskswap/contracts';
import type { TestDevnet } from '@flaskswap/devnet';
import { LOTTERY_TICKET_PAGE_SIZE, lotteryStatus } from '@flaskswap/sdk';
import { type Address, getAbiItem } from 'viem';

/** A round exactly as GET /lottery/lotteries answers it (bigints as decimal strings). */
export interface LotteryJson {
  id: string;
  status: string;
  startTime: string;
  endTime: string;
  priceTicketInFlask: string;
  discountDivisor: string;
  treasuryFee: string;
  firstTicketId: string;
  lastTicketId: string;
  amountCollectedInFlask: string;
  finalNumber: string;
  flaskPerBracket: string[];
  countWinnersPerBracket: string[];
  rewardsBreakdown: string[];
  totalUsers: string;
  totalTickets: string;
  winningTickets: string;
}

export interface LotteryUserRoundJson {
  lotteryId: string;
  endTime: string;
  status: string;
  totalTickets: string;
  claimed: boolean;
}

/** GET /lottery/users/<address>'s user. */
export interface LotteryUserJson {
  id: string;
  totalTickets: string;
  totalFlask: string;
  totalFlaskClaimed: string;
  rounds: LotteryUserRoundJson[];
}

export interface LotteryChainModel {
  /** Newest id first, as the API lists them. */
  lotteries: LotteryJson[];
  users: Map<Address, LotteryUserJson>;
  /** Per `<lotteryId>-<user>`: FLASK spent, FLASK claimed, tickets claimed (GraphQL-only fields). */
  userRounds: Map<string, { flaskSpent: bigint; flaskClaimed: bigint; claimedTickets: bigint }>;
  /** Per lottery id: FLASK added by injectFunds. */
  injected: Map<string, bigint>;
}

const add = (text: string, amount: bigint) => (BigInt(text) + amount).toString();

export async function readLotteryChain(devnet: TestDevnet, head: bigint): Promise<LotteryChainModel> {
  const { client, manifest } = devnet;
  const address = manifest.contracts.FlaskLottery!;
  const flask = manifest.tokens.FLASK ?? manifest.contracts.FlaskToken!;
  const range = { fromBlock: BigInt(manifest.startBlock), toBlock: head } as const;
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    client.readContract({
      address,
      abi: flaskLotteryAbi,
      functionName,
      args,
      blockNumber: head,
    } as never) as Promise<T>;
  const abi = flaskLotteryAbi;
  const [purchases, claims, injections, payments] = await Promise.all([
    client.getLogs({ ...range, address, event: getAbiItem({ abi, name: 'TicketsPurchase' }) }),
    client.getLogs({ ...range, address, event: getAbiItem({ abi, name: 'TicketsClaim' }) }),
    client.getLogs({ ...range, address, event: getAbiItem({ abi, name: 'LotteryInjection' }) }),
    client.getLogs({
      ...range,
      address: flask,
      event: getAbiItem({ abi: flaskTokenAbi, name: 'Transfer' }),
      args: { to: address },
    }),
  ]);
  // What each transaction paid the lottery, by payer: a purchase's cost.
  const paid = new Map<string, bigint>();
  for (const log of payments) {
    const key = `${log.transactionHash}-${log.args.from!.toLowerCase()}`;
    paid.set(key, (paid.get(key) ?? 0n) + log.args.value!);
  }

  const lotteries: LotteryJson[] = [];
  const current = await read<bigint>('currentLotteryId');
  for (let id = current; id >= 1n; id--) {
    const round = await read<{
      status: number;
      startTime: bigint;
      endTime: bigint;
      priceTicketInFlask: bigint;
      discountDivisor: bigint;
      rewardsBreakdown: readonly bigint[];
      treasuryFee: bigint;
      flaskPerBracket: readonly bigint[];
      countWinnersPerBracket: readonly bigint[];
      firstTicketId: bigint;
      lastTicketId: bigint;
      amountCollectedInFlask: bigint;
      finalNumber: number;
    }>('viewLottery', [id]);
    const bought = purchases.filter((log) => log.args.lotteryId === id);
    lotteries.push({
      id: id.toString(),
      status: lotteryStatus(round.status),
      startTime: round.startTime.toString(),
      endTime: round.endTime.toString(),
      priceTicketInFlask: round.priceTicketInFlask.toString(),
      discountDivisor: round.discountDivisor.toString(),
      treasuryFee: round.treasuryFee.toString(),
      firstTicketId: round.firstTicketId.toString(),
      lastTicketId: round.lastTicketId.toString(),
      amountCollectedInFlask: round.amountCollectedInFlask.toString(),
      finalNumber: round.finalNumber.toString(),
      flaskPerBracket: round.flaskPerBracket.map(String),
      countWinnersPerBracket: round.countWinnersPerBracket.map(String),
      rewardsBreakdown: round.rewardsBreakdown.map(String),
      totalUsers: new Set(bought.map((log) => log.args.buyer!.toLowerCase())).size.toString(),
      totalTickets: bought.reduce((sum, log) => sum + log.args.numberTickets!, 0n).toString(),
      winningTickets: round.countWinnersPerBracket.reduce((sum, count) => sum + count, 0n).toString(),
    });
  }
  const roundById = new Map(lotteries.map((round) => [round.id, round]));

  const users = new Map<Address, LotteryUserJson>();
  const userRounds: LotteryChainModel['userRounds'] = new Map();
  for (const log of purchases) {
    const user = log.args.buyer!.toLowerCase() as Address;
    const lotteryId = log.args.lotteryId!.toString();
    const cost = paid.get(`${log.transactionHash}-${user}`);
    if (cost === undefined) throw new Error(`purchase ${log.transactionHash} paid no FLASK`);
    const totals = users.get(user) ?? {
      id: user,
      totalTickets: '0',
      totalFlask: '0',
      totalFlaskClaimed: '0',
      rounds: [],
    };
    totals.totalTickets = add(totals.totalTickets, log.args.numberTickets!);
    totals.totalFlask = add(totals.totalFlask, cost);
    let round = totals.rounds.find((entry) => entry.lotteryId === lotteryId);
    if (!round) {
      const { endTime, status } = roundById.get(lotteryId)!;
      round = { lotteryId, endTime, status, totalTickets: '0', claimed: false };
      totals.rounds.push(round);
    }
    round.totalTickets = add(round.totalTickets, log.args.numberTickets!);
    users.set(user, totals);
    const spent = userRounds.get(`${lotteryId}-${user}`) ?? { flaskSpent: 0n, flaskClaimed: 0n, claimedTickets: 0n };
    spent.flaskSpent += cost;
    userRounds.set(`${lotteryId}-${user}`, spent);
  }
  for (const log of claims) {
    const user = log.args.claimer!.toLowerCase() as Address;
    const lotteryId = log.args.lotteryId!.toString();
    const totals = users.get(user)!;
    totals.totalFlaskClaimed = add(totals.totalFlaskClaimed, log.args.amount!);
    totals.rounds.find((entry) => entry.lotteryId === lotteryId)!.claimed = true;
    const round = userRounds.get(`${lotteryId}-${user}`)!;
    round.flaskClaimed += log.args.amount!;
    round.claimedTickets += log.args.numberTickets!;
  }
  for (const [user, totals] of users) {
    totals.rounds.sort((a, b) => Number(BigInt(b.lotteryId) - BigInt(a.lotteryId)));
    // The contract's own count of the account's tickets must agree with the logs, or the model is wrong.
    for (const round of totals.rounds) {
      const [ticketIds] = await read<[readonly bigint[]]>('viewUserInfoForLotteryId', [
        user,
        BigInt(round.lotteryId),
        0n,
        LOTTERY_TICKET_PAGE_SIZE,
      ]);
      if (String(ticketIds.length) !== round.totalTickets)
        throw new Error(
          `${user} has ${ticketIds.length} tickets in ${round.lotteryId}, the logs say ${round.totalTickets}`,
        );
    }
  }
  const injected = new Map<string, bigint>();
  for (const log of injections) {
    const id = log.args.lotteryId!.toString();
    injected.set(id, (injected.get(id) ?? 0n) + log.args.injectedAmount!);
  }
  return { lotteries, users, userRounds, injected };
}

/** GET on the indexer's REST routes: the status and the parsed body. */
export async function getJson<T>(url: string, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

/** Every lottery the API lists, read a page of `first` at a time. */
export async function allLotteries(url: string, first = 1000): Promise<LotteryJson[]> {
  const lotteries: LotteryJson[] = [];
  for (let skip = 0; ; skip += first) {
    const { status, body } = await getJson<{ lotteries: LotteryJson[] }>(
      url,
      `/lottery/lotteries?first=${first}&skip=${skip}`,
    );
    if (status !== 200) throw new Error(`/lottery/lotteries answered ${status}`);
    lotteries.push(...body.lotteries);
    if (body.lotteries.length < first) return lotteries;
  }
}

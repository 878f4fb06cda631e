// The /lottery page's one multicall: its calls and the decoders that apply SPEC.md §8's fallbacks.
import { flaskLotteryAbi, multicall3Abi } from '@flaskswap/contracts';
import {
  LATEST_LOTTERY_IDS,
  LOTTERY_BRACKETS,
  LOTTERY_TICKET_PAGE_SIZE,
  type LotteryRefund,
  type LotteryTicket,
  latestLotteryIds,
  lotteryStatus,
} from '@flaskswap/sdk';
import { type Address, erc20Abi } from 'viem';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import type { ChainReadsData } from '@/chain/reads.ts';
import type { LotteryAccount, LotteryMarket, LotteryRound } from './types.ts';

export interface LotteryContracts {
  lottery: Address;
  flask: Address | undefined;
}

/** The latest 3 ids (SPEC.md §9) and the finished round being viewed, without repeats. */
export function lotteryWindowIds(currentId: bigint | undefined, viewedId: bigint | undefined): bigint[] {
  const ids = currentId === undefined ? [] : latestLotteryIds(currentId, LATEST_LOTTERY_IDS);
  if (viewedId !== undefined && viewedId >= 1n && !ids.includes(viewedId)) ids.push(viewedId);
  return ids;
}

/**
 * SPEC.md §7's reads: currentLotteryId, maxNumberTicketsPerBuyOrClaim, viewLottery per id and,
 * with a wallet, viewUserInfoForLotteryId(account, id, 0, 2500) and refundOf(account, id) per id plus
 * the FLASK balance and allowance; the block's timestamp rides along for the countdown.
 */
export function lotteryReadCalls(contracts: LotteryContracts, ids: readonly bigint[], account?: Address) {
  const lottery = { address: contracts.lottery, abi: flaskLotteryAbi } as const;
  return {
    settings: [
      { ...lottery, functionName: 'currentLotteryId' },
      { ...lottery, functionName: 'maxNumberTicketsPerBuyOrClaim' },
      { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' },
    ] as const,
    lotteries: ids.map((id) => ({ ...lottery, functionName: 'viewLottery', args: [id] }) as const),
    tickets: account
      ? ids.map(
          (id) =>
            ({
              ...lottery,
              functionName: 'viewUserInfoForLotteryId',
              args: [account, id, 0n, LOTTERY_TICKET_PAGE_SIZE],
            }) as const,
        )
      : [],
    refunds: account ? ids.map((id) => ({ ...lottery, functionName: 'refundOf', args: [account, id] }) as const) : [],
    flask:
      account && contracts.flask
        ? ([
            { address: contracts.flask, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
            { address: contracts.flask, abi: erc20Abi, functionName: 'allowance', args: [account, contracts.lottery] },
          ] as const)
        : [],
  };
}

export type LotteryReads = ChainReadsData<ReturnType<typeof lotteryReadCalls>>;
type ViewLotteryAnswer = NonNullable<LotteryReads['lotteries'][number]>;

const sixZeros = () => Array.from({ length: LOTTERY_BRACKETS }, () => 0n);

/** SPEC.md §8: what a round whose read failed shows while it loads again. */
export function placeholderRound(id: bigint): LotteryRound {
  return {
    id,
    status: 'pending',
    startTime: 0n,
    endTime: 0n,
    priceTicketInFlask: 0n,
    discountDivisor: 0n,
    treasuryFee: 0n,
    rewardsBreakdown: sixZeros(),
    flaskPerBracket: sixZeros(),
    countWinnersPerBracket: sixZeros(),
    firstTicketId: 0n,
    lastTicketId: 0n,
    firstTicketIdNextLottery: 0n,
    amountCollectedInFlask: 0n,
    amountInjectedInFlask: 0n,
    finalNumber: 0n,
    isLoading: true,
  };
}

export function decodeRound(id: bigint, answer: ViewLotteryAnswer | null): LotteryRound {
  if (!answer) return placeholderRound(id);
  return {
    id,
    status: lotteryStatus(answer.status),
    startTime: answer.startTime,
    endTime: answer.endTime,
    priceTicketInFlask: answer.priceTicketInFlask,
    discountDivisor: answer.discountDivisor,
    treasuryFee: answer.treasuryFee,
    rewardsBreakdown: [...answer.rewardsBreakdown],
    flaskPerBracket: [...answer.flaskPerBracket],
    countWinnersPerBracket: [...answer.countWinnersPerBracket],
    firstTicketId: answer.firstTicketId,
    lastTicketId: answer.lastTicketId,
    firstTicketIdNextLottery: answer.firstTicketIdNextLottery,
    amountCollectedInFlask: answer.amountCollectedInFlask,
    amountInjectedInFlask: answer.amountInjectedInFlask,
    finalNumber: BigInt(answer.finalNumber),
    isLoading: false,
  };
}

export function decodeMarket(reads: LotteryReads, ids: readonly bigint[]): LotteryMarket {
  const [currentId, maxTickets, timestamp] = reads.settings;
  const rounds = new Map(ids.map((id, i) => [id, decodeRound(id, reads.lotteries[i] ?? null)] as const));
  return {
    currentId: currentId ?? null,
    maxTicketsPerBuyOrClaim: maxTickets == null ? null : Number(maxTickets),
    rounds,
    chainTime: timestamp ?? BigInt(Math.floor(Date.now() / 1000)),
  };
}

/** The account's reads; a failed tickets read is an empty list (SPEC.md §8: empty user data). */
export function decodeAccount(reads: LotteryReads, ids: readonly bigint[], address: Address): LotteryAccount {
  const tickets = new Map<bigint, LotteryTicket[]>();
  ids.forEach((id, i) => {
    const answer = reads.tickets[i];
    const [ticketIds, numbers, claimed] = answer ?? [[], [], []];
    tickets.set(
      id,
      ticketIds.map((ticketId, n) => ({ id: ticketId, number: BigInt(numbers[n] ?? 0), claimed: claimed[n] ?? false })),
    );
  });
  const refunds = new Map<bigint, LotteryRefund>();
  ids.forEach((id, i) => {
    const [amount, count] = reads.refunds[i] ?? [0n, 0n];
    refunds.set(id, { lotteryId: id, amount, tickets: Number(count) });
  });
  const [balance, allowance] = reads.flask;
  return { address, flaskBalance: balance ?? 0n, allowance: allowance ?? 0n, tickets, refunds };
}

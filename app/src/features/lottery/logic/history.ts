// The chain fallback of the history tabs: the latest rounds the page already read (SPEC.md §9: 3).
import { LATEST_LOTTERY_IDS, latestLotteryIds, winningTickets } from '@flaskswap/sdk';
import type { LotteryListItem, UserLotteryData } from '../data/historyApi.ts';
import type { LotteryAccount, LotteryMarket, LotteryRound } from '../data/types.ts';

function latestRounds(market: LotteryMarket): LotteryRound[] {
  if (market.currentId === null) return [];
  return latestLotteryIds(market.currentId, LATEST_LOTTERY_IDS)
    .map((id) => market.rounds.get(id))
    .filter((round): round is LotteryRound => round !== undefined && !round.isLoading);
}

export function chainLotteryList(market: LotteryMarket): LotteryListItem[] {
  return latestRounds(market).map((round) => ({
    id: round.id,
    status: round.status,
    startTime: round.startTime,
    endTime: round.endTime,
    ticketPrice: round.priceTicketInFlask,
    finalNumber: round.finalNumber,
    amountCollectedInFlask: round.amountCollectedInFlask,
    // Buyers and ticket counts need the indexer (ticket ids have gaps: never count from ids).
    totalUsers: 0n,
    totalTickets: 0n,
    winningTickets: round.countWinnersPerBracket.reduce((sum, count) => sum + count, 0n),
  }));
}

export function chainUserRounds(market: LotteryMarket, account: LotteryAccount): UserLotteryData {
  const rounds = latestRounds(market)
    .map((round) => {
      const tickets = account.tickets.get(round.id) ?? [];
      const unclaimedWinners =
        round.status === 'claimable' ? winningTickets(tickets, round.finalNumber, round.flaskPerBracket).length : 0;
      return {
        lotteryId: round.id,
        endTime: round.endTime,
        status: round.status,
        totalTickets: BigInt(tickets.length),
        claimed: round.status === 'claimable' && unclaimedWinners === 0 && tickets.some((ticket) => ticket.claimed),
      };
    })
    .filter((round) => round.totalTickets > 0n);
  return {
    account: account.address,
    totalTickets: rounds.reduce((sum, round) => sum + round.totalTickets, 0n),
    totalFlask: 0n,
    rounds,
  };
}

// The lottery: rounds (open, purchases, injections, close, draw) folded into the rows as
// FlaskLottery's viewLottery(id) has them, and each account's tickets and claims per round.
import { type Context, ponder } from 'ponder:registry';
import { lottery, lotteryUser, lotteryUserRound } from 'ponder:schema';
import { flaskLotteryAbi } from '@flaskswap/contracts';
import { bulkTicketCost, LOTTERY_BRACKETS, lotteryStatus } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import { readSettings } from './settings.ts';

const lower = (address: Address) => address.toLowerCase() as Hex;
const userRoundId = (lotteryId: bigint, user: Address) => `${lotteryId}-${lower(user)}`;
const zeros = () => Array.from({ length: LOTTERY_BRACKETS }, () => 0n);

/**
 * The round as the contract has it at the event's block: the fields no event carries (discount,
 * breakdown, fee at the open; prizes and winners per bracket at the draw).
 */
async function viewLottery(context: Context, lotteryId: bigint) {
  return context.client.readContract({
    abi: flaskLotteryAbi,
    address: context.contracts.FlaskLottery.address as Address,
    functionName: 'viewLottery',
    args: [lotteryId],
  });
}

// A chain whose manifest has no lottery (ponder.config.ts leaves the contract out) gets no handlers.
if (readSettings().manifest.contracts.FlaskLottery) {
  ponder.on('FlaskLottery:LotteryOpen', async ({ event, context }) => {
    const { lotteryId, startTime, endTime, priceTicketInFlask, firstTicketId, injectedAmount } = event.args;
    const round = await viewLottery(context, lotteryId);
    await context.db.insert(lottery).values({
      id: lotteryId,
      status: lotteryStatus(round.status),
      startTime,
      endTime,
      priceTicketInFlask,
      discountDivisor: round.discountDivisor,
      rewardsBreakdown: [...round.rewardsBreakdown],
      treasuryFee: round.treasuryFee,
      firstTicketId,
      // 0 until the round's first purchase, as on chain.
      lastTicketId: 0n,
      firstTicketIdNextLottery: 0n,
      amountCollectedInFlask: injectedAmount,
      finalNumber: 0n,
      flaskPerBracket: zeros(),
      countWinnersPerBracket: zeros(),
      totalUsers: 0n,
      totalTickets: 0n,
      winningTickets: 0n,
      carriedInFlask: injectedAmount,
      injectedInFlask: 0n,
    });
  });

  ponder.on('FlaskLottery:TicketsPurchase', async ({ event, context }) => {
    const { buyer, lotteryId, firstTicketId, numberTickets } = event.args;
    const round = await context.db.find(lottery, { id: lotteryId });
    if (!round) throw new Error(`TicketsPurchase in lottery ${lotteryId}, which never opened`);
    const cost = bulkTicketCost(round.priceTicketInFlask, numberTickets, round.discountDivisor);
    const id = userRoundId(lotteryId, buyer);
    const firstPurchase = !(await context.db.find(lotteryUserRound, { id }));
    await context.db
      .insert(lotteryUserRound)
      .values({
        id,
        lotteryId,
        user: lower(buyer),
        totalTickets: numberTickets,
        claimed: false,
        claimedTickets: 0n,
        flaskSpent: cost,
        flaskClaimed: 0n,
        updatedAt: event.block.timestamp,
      })
      .onConflictDoUpdate((row) => ({
        totalTickets: row.totalTickets + numberTickets,
        flaskSpent: row.flaskSpent + cost,
        updatedAt: event.block.timestamp,
      }));
    await context.db.update(lottery, { id: lotteryId }).set((row) => ({
      lastTicketId: firstTicketId + numberTickets - 1n,
      amountCollectedInFlask: row.amountCollectedInFlask + cost,
      totalTickets: row.totalTickets + numberTickets,
      totalUsers: firstPurchase ? row.totalUsers + 1n : row.totalUsers,
    }));
    await context.db
      .insert(lotteryUser)
      .values({
        id: lower(buyer),
        block: event.block.number,
        totalTickets: numberTickets,
        totalFlask: cost,
        totalFlaskClaimed: 0n,
      })
      .onConflictDoUpdate((row) => ({
        totalTickets: row.totalTickets + numberTickets,
        totalFlask: row.totalFlask + cost,
      }));
  });

  ponder.on('FlaskLottery:LotteryInjection', async ({ event, context }) => {
    const { lotteryId, injectedAmount } = event.args;
    await context.db.update(lottery, { id: lotteryId }).set((row) => ({
      amountCollectedInFlask: row.amountCollectedInFlask + injectedAmount,
      injectedInFlask: row.injectedInFlask + injectedAmount,
    }));
  });

  ponder.on('FlaskLottery:LotteryClose', async ({ event, context }) => {
    const { lotteryId, firstTicketIdNextLottery } = event.args;
    await context.db
      .update(lottery, { id: lotteryId })
      .set({ status: 'close', firstTicketIdNextLottery, closedAt: event.block.timestamp });
  });

  ponder.on('FlaskLottery:LotteryNumberDrawn', async ({ event, context }) => {
    const { lotteryId, finalNumber, countWinningTickets } = event.args;
    const round = await viewLottery(context, lotteryId);
    await context.db.update(lottery, { id: lotteryId }).set({
      status: 'claimable',
      finalNumber,
      flaskPerBracket: [...round.flaskPerBracket],
      countWinnersPerBracket: [...round.countWinnersPerBracket],
      winningTickets: countWinningTickets,
      drawnAt: event.block.timestamp,
    });
  });

  ponder.on('FlaskLottery:TicketsClaim', async ({ event, context }) => {
    const { claimer, amount, lotteryId, numberTickets } = event.args;
    await context.db.update(lotteryUserRound, { id: userRoundId(lotteryId, claimer) }).set((row) => ({
      claimed: true,
      claimedTickets: row.claimedTickets + numberTickets,
      flaskClaimed: row.flaskClaimed + amount,
    }));
    await context.db
      .update(lotteryUser, { id: lower(claimer) })
      .set((row) => ({ totalFlaskClaimed: row.totalFlaskClaimed + amount }));
  });
}

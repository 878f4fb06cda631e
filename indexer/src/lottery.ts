// The lottery: rounds (open, purchases, injections, close, draw or cancel) folded into the rows as
// FlaskLottery's viewLottery(id) has them, from the events alone, and each account's tickets and
// claims per round.
import { ponder } from 'ponder:registry';
import { lottery, lotteryUser, lotteryUserRound } from 'ponder:schema';
import { bulkTicketCost, LOTTERY_BRACKETS } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import { readSettings } from './settings.ts';

const lower = (address: Address) => address.toLowerCase() as Hex;
const userRoundId = (lotteryId: bigint, user: Address) => `${lotteryId}-${lower(user)}`;
const zeros = () => Array.from({ length: LOTTERY_BRACKETS }, () => 0n);

// A chain whose manifest has no lottery (ponder.config.ts leaves the contract out) gets no handlers.
if (readSettings().manifest.contracts.FlaskLottery) {
  ponder.on('FlaskLottery:LotteryOpen', async ({ event, context }) => {
    // Every field comes from the event: `npm start`'s devnet keeps only recent blocks' states, so
    // reading the contract at an old event's block fails while backfilling.
    const {
      lotteryId,
      startTime,
      endTime,
      priceTicketInFlask,
      discountDivisor,
      rewardsBreakdown,
      treasuryFee,
      firstTicketId,
      injectedAmount,
    } = event.args;
    await context.db.insert(lottery).values({
      id: lotteryId,
      status: 'open',
      startTime,
      endTime,
      priceTicketInFlask,
      discountDivisor,
      rewardsBreakdown: [...rewardsBreakdown],
      treasuryFee,
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
        flaskRefunded: 0n,
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
    const { lotteryId, finalNumber, countWinningTickets, countWinnersPerBracket, flaskPerBracket } = event.args;
    await context.db.update(lottery, { id: lotteryId }).set({
      status: 'claimable',
      finalNumber,
      flaskPerBracket: [...flaskPerBracket],
      countWinnersPerBracket: [...countWinnersPerBracket],
      winningTickets: countWinningTickets,
      drawnAt: event.block.timestamp,
    });
  });

  ponder.on('FlaskLottery:LotteryCancel', async ({ event, context }) => {
    const { lotteryId, firstTicketIdNextLottery } = event.args;
    await context.db
      .update(lottery, { id: lotteryId })
      .set({ status: 'cancelled', firstTicketIdNextLottery, cancelledAt: event.block.timestamp });
  });

  ponder.on('FlaskLottery:RefundClaim', async ({ event, context }) => {
    const { buyer, lotteryId, amount } = event.args;
    await context.db
      .update(lotteryUserRound, { id: userRoundId(lotteryId, buyer) })
      .set((row) => ({ flaskRefunded: row.flaskRefunded + amount }));
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

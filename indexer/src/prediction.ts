// The prediction: rounds (start, lock, end, rewards), bets and claims, folded into the rounds as
// FlaskPrediction's rounds(epoch) has them, one row per bet, and each account's totals.
import { type Context, ponder } from 'ponder:registry';
import { type PredictionPosition, predictionBet, predictionRound, predictionUser } from 'ponder:schema';
import { startedRound } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import { readSettings } from './settings.ts';

const lower = (address: Address) => address.toLowerCase() as Hex;
const betId = (epoch: bigint, user: Address) => `${epoch}-${lower(user)}`;

interface BetEvent {
  args: { sender: Address; epoch: bigint; amount: bigint };
  block: { number: bigint; timestamp: bigint };
  transaction: { hash: Hex };
}

async function recordBet(context: Context, event: BetEvent, position: PredictionPosition) {
  const { sender, epoch, amount } = event.args;
  const user = lower(sender);
  await context.db.insert(predictionBet).values({
    id: betId(epoch, sender),
    hash: event.transaction.hash,
    amount,
    position,
    claimed: false,
    claimedHash: null,
    claimedAmount: null,
    createdAt: event.block.timestamp,
    block: event.block.number,
    round: epoch,
    user,
  });
  await context.db.update(predictionRound, { epoch }).set((round) => ({
    totalAmount: round.totalAmount + amount,
    bullAmount: position === 'Bull' ? round.bullAmount + amount : round.bullAmount,
    bearAmount: position === 'Bear' ? round.bearAmount + amount : round.bearAmount,
  }));
  await context.db
    .insert(predictionUser)
    .values({
      id: user,
      address: user,
      block: event.block.number,
      totalBets: 1n,
      totalBNB: amount,
      totalBNBClaimed: 0n,
    })
    .onConflictDoUpdate((row) => ({ totalBets: row.totalBets + 1n, totalBNB: row.totalBNB + amount }));
}

// A chain whose manifest has no prediction (ponder.config.ts leaves the contract out) gets no handlers.
if (readSettings().manifest.contracts.FlaskPrediction) {
  ponder.on('FlaskPrediction:StartRound', async ({ event, context }) => {
    const { epoch, startBlock, lockBlock, endBlock } = event.args;
    await context.db.insert(predictionRound).values({
      ...startedRound(epoch, startBlock, lockBlock, endBlock),
      startedAt: event.block.timestamp,
    });
  });

  ponder.on('FlaskPrediction:LockRound', async ({ event, context }) => {
    const { epoch, oracleRoundId, price } = event.args;
    await context.db
      .update(predictionRound, { epoch })
      .set({ lockPrice: price, lockOracleId: oracleRoundId, lockedAt: event.block.timestamp });
  });

  ponder.on('FlaskPrediction:EndRound', async ({ event, context }) => {
    const { epoch, oracleRoundId, price } = event.args;
    await context.db.update(predictionRound, { epoch }).set({
      closePrice: price,
      closeOracleId: oracleRoundId,
      oracleCalled: true,
      closedAt: event.block.timestamp,
    });
  });

  ponder.on('FlaskPrediction:RewardsCalculated', async ({ event, context }) => {
    const { epoch, rewardBaseCalAmount, rewardAmount, treasuryAmount } = event.args;
    await context.db.update(predictionRound, { epoch }).set({ rewardBaseCalAmount, rewardAmount, treasuryAmount });
  });

  ponder.on('FlaskPrediction:BetBull', ({ event, context }) => recordBet(context, event, 'Bull'));
  ponder.on('FlaskPrediction:BetBear', ({ event, context }) => recordBet(context, event, 'Bear'));

  // A claim pays a win or refunds a canceled round's bet; either way the bet is collected.
  ponder.on('FlaskPrediction:Claim', async ({ event, context }) => {
    const { sender, epoch, amount } = event.args;
    await context.db
      .update(predictionBet, { id: betId(epoch, sender) })
      .set({ claimed: true, claimedHash: event.transaction.hash, claimedAmount: amount });
    await context.db
      .update(predictionUser, { id: lower(sender) })
      .set((row) => ({ totalBNBClaimed: row.totalBNBClaimed + amount }));
  });
}

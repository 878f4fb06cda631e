// The prediction's REST routes (docs/indexer.md): an account's bets with their rounds, newest
// first (SPEC.md §7: first default 1000, skip, where user/claimed, createdAt descending), an
// account's totals, and the rounds. Bigints are decimal strings, as in the GraphQL answers.
import { db } from 'ponder:api';
import { predictionBet, predictionRound, predictionUser } from 'ponder:schema';
import { accountRequest, checkWith, predictionBetsRequest, predictionRoundsRequest } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { and, asc, desc, eq } from 'ponder';

type RoundRow = typeof predictionRound.$inferSelect;
type BetRow = typeof predictionBet.$inferSelect;
type UserRow = typeof predictionUser.$inferSelect;

const text = (value: bigint | null) => (value === null ? null : value.toString());

/** SPEC.md §3's round entity. */
const roundJson = (round: RoundRow) => ({
  epoch: text(round.epoch),
  startBlock: text(round.startBlock),
  lockBlock: text(round.lockBlock),
  endBlock: text(round.endBlock),
  lockPrice: text(round.lockPrice),
  closePrice: text(round.closePrice),
  totalAmount: text(round.totalAmount),
  bullAmount: text(round.bullAmount),
  bearAmount: text(round.bearAmount),
  rewardBaseCalAmount: text(round.rewardBaseCalAmount),
  rewardAmount: text(round.rewardAmount),
  oracleCalled: round.oracleCalled,
});

/** SPEC.md §3's bet user: id, address, block, totalBets, totalBNB. */
const betUserJson = (user: UserRow) => ({
  id: user.id,
  address: user.address,
  block: text(user.block),
  totalBets: text(user.totalBets),
  totalBNB: text(user.totalBNB),
});

const betJson = (bet: BetRow, round: RoundRow, user: UserRow) => ({
  id: bet.id,
  hash: bet.hash,
  amount: text(bet.amount),
  position: bet.position,
  claimed: bet.claimed,
  claimedHash: bet.claimedHash,
  claimedAmount: text(bet.claimedAmount),
  createdAt: text(bet.createdAt),
  block: text(bet.block),
  round: roundJson(round),
  user: betUserJson(user),
});

export const predictionRoutes = new Hono();

predictionRoutes.get('/bets', async (c) => {
  const request = checkWith(predictionBetsRequest, c.req.query());
  if (!request.ok) return c.json({ error: request.error }, 400);
  const { user, claimed, first, skip } = request.value;

  // and() drops the filters left undefined.
  const where = and(
    user ? eq(predictionBet.user, user) : undefined,
    claimed === undefined ? undefined : eq(predictionBet.claimed, claimed),
  );
  const rows = await db
    .select({ bet: predictionBet, round: predictionRound, user: predictionUser })
    .from(predictionBet)
    .innerJoin(predictionRound, eq(predictionRound.epoch, predictionBet.round))
    .innerJoin(predictionUser, eq(predictionUser.id, predictionBet.user))
    .where(where)
    // The id breaks ties between bets of one block and round, so pages never overlap.
    .orderBy(desc(predictionBet.createdAt), desc(predictionBet.round), asc(predictionBet.id))
    .limit(first)
    .offset(skip);
  return c.json({ bets: rows.map((row) => betJson(row.bet, row.round, row.user)) });
});

predictionRoutes.get('/users/:address', async (c) => {
  const request = checkWith(accountRequest, c.req.param());
  if (!request.ok) return c.json({ error: request.error }, 400);
  const id = request.value.address!; // the route always has the parameter
  const [user] = await db.select().from(predictionUser).where(eq(predictionUser.id, id)).limit(1);
  return c.json({ user: user ? { ...betUserJson(user), totalBNBClaimed: text(user.totalBNBClaimed) } : null });
});

predictionRoutes.get('/rounds', async (c) => {
  const page = checkWith(predictionRoundsRequest, c.req.query());
  if (!page.ok) return c.json({ error: page.error }, 400);
  const rows = await db
    .select()
    .from(predictionRound)
    .orderBy(desc(predictionRound.epoch))
    .limit(page.value.first)
    .offset(page.value.skip);
  return c.json({
    rounds: rows.map((round) => ({
      ...roundJson(round),
      lockedAt: text(round.lockedAt),
      closedAt: text(round.closedAt),
    })),
  });
});

// The lottery's REST routes (docs/indexer.md): the rounds, newest first (SPEC.md §7: first 100),
// and an account's totals with its rounds, newest first. Bigints are decimal strings, as in the
// GraphQL answers.
import { db } from 'ponder:api';
import { lottery, lotteryUser, lotteryUserRound } from 'ponder:schema';
import { checkWith, lotteriesRequest, lotteryUserRequest } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { desc, eq } from 'ponder';

type LotteryRow = typeof lottery.$inferSelect;

const text = (value: bigint) => value.toString();
const texts = (values: readonly bigint[]) => values.map(text);

/** SPEC.md §3's lottery round with the public list item's totals. */
const lotteryJson = (round: LotteryRow) => ({
  id: text(round.id),
  status: round.status,
  startTime: text(round.startTime),
  endTime: text(round.endTime),
  priceTicketInFlask: text(round.priceTicketInFlask),
  discountDivisor: text(round.discountDivisor),
  treasuryFee: text(round.treasuryFee),
  firstTicketId: text(round.firstTicketId),
  lastTicketId: text(round.lastTicketId),
  amountCollectedInFlask: text(round.amountCollectedInFlask),
  finalNumber: text(round.finalNumber),
  flaskPerBracket: texts(round.flaskPerBracket),
  countWinnersPerBracket: texts(round.countWinnersPerBracket),
  rewardsBreakdown: texts(round.rewardsBreakdown),
  totalUsers: text(round.totalUsers),
  totalTickets: text(round.totalTickets),
  winningTickets: text(round.winningTickets),
});

export const lotteryRoutes = new Hono();

lotteryRoutes.get('/lotteries', async (c) => {
  const page = checkWith(lotteriesRequest, c.req.query());
  if (!page.ok) return c.json({ error: page.error }, 400);
  const rows = await db
    .select()
    .from(lottery)
    .orderBy(desc(lottery.id))
    .limit(page.value.first)
    .offset(page.value.skip);
  return c.json({ lotteries: rows.map(lotteryJson) });
});

/** SPEC.md §3's user lottery data: totals, and the rounds (first 100, newest first) with their status. */
lotteryRoutes.get('/users/:address', async (c) => {
  const request = checkWith(lotteryUserRequest, { ...c.req.query(), ...c.req.param() });
  if (!request.ok) return c.json({ error: request.error }, 400);
  const id = request.value.address!; // the route always has the parameter
  const [user] = await db.select().from(lotteryUser).where(eq(lotteryUser.id, id)).limit(1);
  if (!user) return c.json({ user: null });
  const rounds = await db
    .select({ mine: lotteryUserRound, round: lottery })
    .from(lotteryUserRound)
    .innerJoin(lottery, eq(lottery.id, lotteryUserRound.lotteryId))
    .where(eq(lotteryUserRound.user, id))
    .orderBy(desc(lotteryUserRound.lotteryId))
    .limit(request.value.first)
    .offset(request.value.skip);
  return c.json({
    user: {
      id: user.id,
      totalTickets: text(user.totalTickets),
      totalFlask: text(user.totalFlask),
      totalFlaskClaimed: text(user.totalFlaskClaimed),
      rounds: rounds.map(({ mine, round }) => ({
        lotteryId: text(round.id),
        endTime: text(round.endTime),
        status: round.status,
        totalTickets: text(mine.totalTickets),
        claimed: mine.claimed,
      })),
    },
  });
});

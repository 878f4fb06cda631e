// The trading competition's REST routes (docs/competition.md, "Indexer"): its status and window, the
// team leaderboard, and the ranked traders. A trader's volume is the USD of its swaps on the
// four eligible pairs from the open block (included) to the close block (excluded), as the AMM
// rows record them (amountUsd, and account = the transaction's sender: the trader, never the
// router). Ranks and reward groups come from the sdk's teamLeaderboard, the rule the results
// script posts on chain.
import { db } from 'ponder:api';
import { ammTransaction, competition, competitionUser } from 'ponder:schema';
import { type RankedTrader, teamLeaderboard } from '@flaskswap/sdk';
import { accountRequest, checkWith, competitionUsersRequest } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { and, count, eq, gte, inArray, lt, sql } from 'ponder';
import type { Hex } from 'viem';
import { readSettings } from '../settings.ts';
import { indexedBlock } from './oneBlockCache.ts';

const section = readSettings().manifest.competition;
const eligiblePairs = (section?.eligiblePairs ?? []).map((entry) => entry.address.toLowerCase() as Hex);

const text = (value: bigint | null) => (value === null ? null : value.toString());

async function loadState() {
  const [row] = await db.select().from(competition).where(eq(competition.id, 1)).limit(1);
  // No status change indexed yet: the contract starts in Registration.
  return row ?? { status: 'registration' as const, openBlock: null, closeBlock: null };
}

/** Every registered trader with its volume in the window (0 before the competition opens). */
async function loadTraders(state: Awaited<ReturnType<typeof loadState>>) {
  if (state.openBlock === null) {
    const rows = await db.select().from(competitionUser);
    return rows.map((row) => ({ address: row.address, teamId: row.teamId, volumeUsd: 0 }));
  }
  const counted = and(
    eq(ammTransaction.account, competitionUser.address),
    eq(ammTransaction.kind, 'swap'),
    inArray(ammTransaction.pair, eligiblePairs),
    gte(ammTransaction.blockNumber, state.openBlock),
    // Open-ended while the competition is open.
    state.closeBlock === null ? undefined : lt(ammTransaction.blockNumber, state.closeBlock),
  );
  return db
    .select({
      address: competitionUser.address,
      teamId: competitionUser.teamId,
      volumeUsd: sql<number>`coalesce(sum(${ammTransaction.amountUsd}), 0)`.mapWith(Number),
    })
    .from(competitionUser)
    .leftJoin(ammTransaction, counted)
    .groupBy(competitionUser.address, competitionUser.teamId);
}

async function computeLeaderboard() {
  return teamLeaderboard(await loadTraders(await loadState()));
}

let leaderboard: { block: number | undefined; ranked: ReturnType<typeof computeLeaderboard> } | undefined;

/**
 * The ranked leaderboard, computed once per indexed block: every request of the same block (the
 * board, each team's page, each trader) shares one sum over the swaps instead of running its own.
 */
async function loadLeaderboard() {
  const block = (await indexedBlock())?.number;
  if (!leaderboard || block === undefined || leaderboard.block !== block) {
    const ranked = computeLeaderboard();
    leaderboard = { block, ranked };
    // A failed computation is not reused.
    ranked.catch(() => {
      if (leaderboard?.ranked === ranked) leaderboard = undefined;
    });
  }
  return leaderboard.ranked;
}

/** No reward group (no volume) is null in JSON. */
const userJson = (user: RankedTrader) => ({
  address: user.address,
  teamId: user.teamId,
  volumeUsd: user.volumeUsd,
  rankInTeam: user.rankInTeam,
  rewardGroup: user.rewardGroup ?? null,
});

/** Highest volume first, then address (lowercase here), as the sdk breaks ties within a team. */
const byVolume = (users: readonly RankedTrader[]) =>
  [...users].sort((a, b) => b.volumeUsd - a.volumeUsd || (a.address < b.address ? -1 : 1));

export const competitionRoutes = new Hono();

competitionRoutes.use(async (c, next) => {
  if (!section) return c.json({ error: 'this chain has no trading battle' }, 404);
  await next();
});

competitionRoutes.get('/', async (c) => {
  const state = await loadState();
  const [registered] = await db.select({ total: count() }).from(competitionUser);
  return c.json({
    status: state.status,
    openBlock: text(state.openBlock),
    closeBlock: text(state.closeBlock),
    registered: registered?.total ?? 0,
    eligiblePairs: section?.eligiblePairs ?? [],
  });
});

competitionRoutes.get('/leaderboard', async (c) => {
  const { teams } = await loadLeaderboard();
  return c.json({ teams });
});

competitionRoutes.get('/users', async (c) => {
  const request = checkWith(competitionUsersRequest, c.req.query());
  if (!request.ok) return c.json({ error: request.error }, 400);
  const { teamId, first, skip } = request.value;
  const { users } = await loadLeaderboard();
  // teamLeaderboard lists each team's traders by rank; across teams, by volume.
  const listed = teamId === 0 ? byVolume(users) : users.filter((user) => user.teamId === teamId);
  return c.json({ users: listed.slice(skip, skip + first).map(userJson) });
});

competitionRoutes.get('/users/:address', async (c) => {
  const request = checkWith(accountRequest, c.req.param());
  if (!request.ok) return c.json({ error: request.error }, 400);
  const { address } = request.value;
  const { users } = await loadLeaderboard();
  const user = users.find((entry) => entry.address === address);
  if (!user) return c.json({ error: `${address} has not registered for the trading battle` }, 404);
  return c.json({ user: userJson(user) });
});

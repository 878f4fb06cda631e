// What the indexer serves: Ponder's GraphQL (at / and /graphql) with explicit limits; /health,
// /ready, /status and /metrics come from Ponder itself; /amm/*, /prediction/*, /lottery/*,
// /competition/* and /approvals/* are REST routes, their GETs cacheable for one block
// (oneBlockCache.ts). Ponder's SQL over HTTP (/sql/*) is not mounted: the app reads none of it, and
// under PGlite Ponder would run any visitor's query outside a read-only transaction.
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { Hono } from 'hono';
import { graphql } from 'ponder';
import { ammRoutes } from './amm.ts';
import { ammSearchRoutes } from './ammSearch.ts';
import { ammTableRoutes } from './ammTables.ts';
import { approvalRoutes } from './approvals.ts';
import { competitionRoutes } from './competition.ts';
import { lotteryRoutes } from './lottery.ts';
import { oneBlockCache } from './oneBlockCache.ts';
import { predictionRoutes } from './prediction.ts';

/**
 * GraphQL's limits (docs/indexer.md): the app's deepest query nests 3 levels and names no alias;
 * a page holds at most 1000 rows (Ponder's own cap, `limit` above it is refused).
 */
export const GRAPHQL_LIMITS = { maxOperationDepth: 10, maxOperationAliases: 30, maxOperationTokens: 1000 };

const app = new Hono();
for (const prefix of ['/amm', '/prediction', '/lottery', '/competition', '/approvals']) {
  app.use(prefix, oneBlockCache);
  app.use(`${prefix}/*`, oneBlockCache);
}
app.route('/amm', ammRoutes);
app.route('/amm', ammSearchRoutes);
app.route('/amm', ammTableRoutes);
app.route('/prediction', predictionRoutes);
app.route('/lottery', lotteryRoutes);
app.route('/competition', competitionRoutes);
app.route('/approvals', approvalRoutes);
app.use('/', graphql({ db, schema }, GRAPHQL_LIMITS));
app.use('/graphql', graphql({ db, schema }, GRAPHQL_LIMITS));
// A failing route answers 500 with a fixed text: never the error, its file or its stack (Ponder's
// own handler would name them).
app.onError((error, c) => {
  console.error('[indexer]', error);
  return c.json({ error: 'Internal error' }, 500);
});

export default app;

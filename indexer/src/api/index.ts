// What the indexer serves: Ponder's GraphQL (at / and /graphql); /status and /ready come from Ponder
// itself; /amm/*, /prediction/*, /lottery/*, /competition/* and /approvals/* are REST routes, their
// GETs cacheable for one block (oneBlockCache.ts). Ponder's SQL over HTTP (/sql/*) is not mounted:
// the app reads none of it, and it would run any visitor's query on the database.
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { Hono } from 'hono';
import { graphql } from 'ponder';
import { ammRoutes } from './amm.ts';
import { approvalRoutes } from './approvals.ts';
import { competitionRoutes } from './competition.ts';
import { lotteryRoutes } from './lottery.ts';
import { oneBlockCache } from './oneBlockCache.ts';
import { predictionRoutes } from './prediction.ts';

const app = new Hono();
for (const prefix of ['/amm', '/prediction', '/lottery', '/competition', '/approvals']) {
  app.use(prefix, oneBlockCache);
  app.use(`${prefix}/*`, oneBlockCache);
}
app.route('/amm', ammRoutes);
app.route('/prediction', predictionRoutes);
app.route('/lottery', lotteryRoutes);
app.route('/competition', competitionRoutes);
app.route('/approvals', approvalRoutes);
app.use('/', graphql({ db, schema }));
app.use('/graphql', graphql({ db, schema }));

export default app;

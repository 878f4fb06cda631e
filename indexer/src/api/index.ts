// What the indexer serves: Ponder's GraphQL (at / and /graphql) and SQL over HTTP (/sql/*);
// /status and /ready come from Ponder itself; /prediction/*, /lottery/*, /competition/* and
// /approvals/* are REST routes.
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { Hono } from 'hono';
import { client, graphql } from 'ponder';
import { approvalRoutes } from './approvals.ts';
import { competitionRoutes } from './competition.ts';
import { lotteryRoutes } from './lottery.ts';
import { predictionRoutes } from './prediction.ts';

const app = new Hono();
app.use('/sql/*', client({ db, schema }));
app.route('/prediction', predictionRoutes);
app.route('/lottery', lotteryRoutes);
app.route('/competition', competitionRoutes);
app.route('/approvals', approvalRoutes);
app.use('/', graphql({ db, schema }));
app.use('/graphql', graphql({ db, schema }));

export default app;

// The trading competition: registrations (user → team) and status changes (with the open and close
// blocks). The traders' volumes come from the AMM's swap rows (src/api/competition.ts).
import { ponder } from 'ponder:registry';
import { competition, competitionUser } from 'ponder:schema';
import { COMPETITION_STATUSES } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import { readSettings } from './settings.ts';

const lower = (address: Address) => address.toLowerCase() as Hex;
const OPEN = COMPETITION_STATUSES.indexOf('open');
const CLOSE = COMPETITION_STATUSES.indexOf('close');

// A chain whose manifest has no competition (ponder.config.ts leaves the contract out) gets no handlers.
if (readSettings().manifest.competition) {
  ponder.on('FlaskTradingCompetition:UserRegister', async ({ event, context }) => {
    await context.db.insert(competitionUser).values({
      address: lower(event.args.user),
      teamId: Number(event.args.teamId),
      registeredAtBlock: event.block.number,
    });
  });

  ponder.on('FlaskTradingCompetition:NewCompetitionStatus', async ({ event, context }) => {
    const { status, blockNumber } = event.args;
    const name = COMPETITION_STATUSES[status];
    if (!name) throw new Error(`FlaskTradingCompetition: unknown status ${status}`);
    // The contract moves one step at a time, so each block is set once, on its own step.
    const blocks = {
      ...(status === OPEN ? { openBlock: blockNumber } : {}),
      ...(status === CLOSE ? { closeBlock: blockNumber } : {}),
    };
    await context.db
      .insert(competition)
      .values({ id: 1, status: name, openBlock: null, closeBlock: null, ...blocks })
      .onConflictDoUpdate({ status: name, ...blocks });
  });
}

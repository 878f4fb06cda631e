// The trading competition (FlaskTradingCompetition): its status and window, and who registered in
// which team. Volumes are not stored: src/api/competition.ts sums the AMM's swap rows of the
// registered traders inside the window, so the window's edges are exact to the block.
import type { CompetitionStatusName } from '@flaskswap/sdk';
import { index, onchainTable } from 'ponder';

/** One row (id 1) once the first status change is indexed; no row means Registration. */
export const competition = onchainTable('competition', (t) => ({
  id: t.integer().primaryKey(),
  status: t.text().$type<CompetitionStatusName>().notNull(),
  /** The blocks the contract recorded on entering Open and Close; null until then. */
  openBlock: t.bigint(),
  closeBlock: t.bigint(),
}));

export const competitionUser = onchainTable(
  'competition_user',
  (t) => ({
    /** Lowercase, like the AMM rows' account. */
    address: t.hex().primaryKey(),
    /** The profile's team at registration (the competition team). */
    teamId: t.integer().notNull(),
    registeredAtBlock: t.bigint().notNull(),
  }),
  (table) => ({ teamIndex: index().on(table.teamId) }),
);

import { seedCompetition, seedLiveCompetition } from './competition.seed.ts';
import type { DeployStep } from './steps.ts';

/**
 * The trading competition. Nothing is deployed on a public chain (each competition is deployed with its own
 * pairs and prizes when it is announced); on the devnet the seed deploys one with registered
 * traders, and the live seed opens it after the market history. Writes the manifest's
 * `competition` section and the competition's profile campaign. docs/competition.md.
 */
export const competitionStep: DeployStep = {
  name: 'competition',
  async deploy() {},
  seed: seedCompetition,
  seedLive: seedLiveCompetition,
};

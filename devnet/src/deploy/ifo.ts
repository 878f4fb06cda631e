import { seedIfo, seedLiveIfo } from './ifo.seed.ts';
import type { DeployStep } from './steps.ts';

/**
 * The IFO launchpad. Nothing is deployed on a public chain (each sale is launched on its own);
 * on the devnet the seed runs ten finished sales before the other seeds' live runs (it mines
 * blocks), and the live sale is set up last, after the market history, so that it starts about
 * a minute after `npm start` is up. Writes the manifest's `ifo` section.
 */
export const ifoStep: DeployStep = {
  name: 'ifo',
  async deploy() {},
  seed: seedIfo,
  seedLive: seedLiveIfo,
};

import { seedAuction, seedLiveAuction } from './auction.seed.ts';
import type { DeployStep } from './steps.ts';

/**
 * The community farm auction. Nothing is deployed on a public chain yet (the contract goes out with
 * its first auction, under the timelock like the MasterChef); on the devnet the seed deploys it with
 * four whitelisted projects and a finished auction, and the live seed opens the next one after the
 * market history. Writes contracts.FlaskFarmAuction, the projects' tokens and the manifest's
 * `auction` section. docs/auction.md.
 */
export const auctionStep: DeployStep = {
  name: 'auction',
  async deploy() {},
  seed: seedAuction,
  seedLive: seedLiveAuction,
};

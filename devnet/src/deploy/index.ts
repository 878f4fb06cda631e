import type { Manifest } from '../manifest.ts';
import { ammStep } from './amm.ts';
import { auctionStep } from './auction.ts';
import { competitionStep } from './competition.ts';
import type { DeployContext } from './context.ts';
import { coreStep } from './core.ts';
import { ifoStep } from './ifo.ts';
import { lotteryStep } from './lottery.ts';
import { migrationStep } from './migration.ts';
import { predictionStep } from './prediction.ts';
import { profileStep } from './profile.ts';
import type { DeployStep, SeedOptions } from './steps.ts';
import { timelockStep } from './timelock.ts';
import { readTokenDetails } from './tokenDetails.ts';
import { yieldStep } from './yield.ts';

/**
 * Every product area's deployment, in dependency order; the timelock last (it hands the admin roles
 * away). Seeds run in the same order: the prediction's after the IFO's, the competition's, the
 * auction's and the migration's, since it leaves a round open whose lock is only a few blocks away and those seeds
 * mine blocks (the lottery seed funds the profile accounts, the profile seed registers the IFO's
 * participants).
 */
export const deploySteps: DeployStep[] = [
  coreStep,
  ammStep,
  yieldStep,
  lotteryStep,
  profileStep,
  ifoStep,
  competitionStep,
  auctionStep,
  migrationStep,
  predictionStep,
  timelockStep,
];

export interface DeployOptions {
  /** Devnet only: run the steps' seeds. */
  seed: boolean;
  /** What the seeds leave running (default: the playground's). */
  seedOptions?: SeedOptions;
  /** Runs after the seeds and before the live seeds (the devnet's market history). */
  beforeLiveSeeds?: () => Promise<void>;
}

export async function deployAll(ctx: DeployContext, options: DeployOptions): Promise<Manifest> {
  ctx.manifest.startBlock = Number(await ctx.client.getBlockNumber());
  for (const step of deploySteps) {
    ctx.log(`deploy: ${step.name}`);
    await step.deploy(ctx);
  }
  if (options.seed) {
    for (const step of deploySteps) {
      if (!step.seed) continue;
      ctx.log(`seed: ${step.name}`);
      await step.seed(ctx, options.seedOptions ?? {});
    }
    await options.beforeLiveSeeds?.();
    for (const step of deploySteps) {
      if (!step.seedLive) continue;
      ctx.log(`seed live: ${step.name}`);
      await step.seedLive(ctx, options.seedOptions ?? {});
    }
  }
  // Last: the seeds deploy tokens of their own.
  ctx.manifest.tokenDetails = await readTokenDetails(ctx);
  return ctx.manifest;
}

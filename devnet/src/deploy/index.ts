import type { Manifest } from '../manifest.ts';
import { ammStep } from './amm.ts';
import type { DeployContext } from './context.ts';
import { coreStep } from './core.ts';
import { governanceStep } from './governance.ts';
import { lotteryStep } from './lottery.ts';
import { predictionStep } from './prediction.ts';
import { profileStep } from './profile.ts';
import type { DeployStep } from './steps.ts';
import { yieldStep } from './yield.ts';

/** Every product area's deployment, in dependency order; governance last (it hands the admin roles away). */
export const deploySteps: DeployStep[] = [
  coreStep,
  ammStep,
  yieldStep,
  predictionStep,
  lotteryStep,
  profileStep,
  governanceStep,
];

export async function deployAll(ctx: DeployContext, options: { seed: boolean }): Promise<Manifest> {
  ctx.manifest.startBlock = Number(await ctx.client.getBlockNumber());
  for (const step of deploySteps) {
    ctx.log(`deploy: ${step.name}`);
    await step.deploy(ctx);
  }
  if (options.seed) {
    for (const step of deploySteps) {
      if (!step.seed) continue;
      ctx.log(`seed: ${step.name}`);
      await step.seed(ctx);
    }
  }
  return ctx.manifest;
}

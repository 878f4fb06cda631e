import {
  feeCollectorAbi,
  flaskTokenAbi,
  flaskVaultAbi,
  masterChefAbi,
  smartChefFactoryAbi,
} from '@flaskswap/contracts';
import { flaskVaultBytecode, masterChefBytecode, smartChefFactoryBytecode } from '@flaskswap/contracts/bytecode';
import type { Address } from 'viem';
import type { DeployContext } from './context.ts';
import type { DeployStep } from './steps.ts';
import { seedYield } from './yield.seed.ts';

/** pid 0's allocation before the farms exist (then it is the only pool and gets every FLASK). */
const STAKING_ALLOC_POINT = 1000;

/** The treasury the AMM's fee collector pays (TREASURY_ADDRESS or the deployer): it also gets the vault's withdrawal fee. */
async function treasury(ctx: DeployContext): Promise<Address> {
  const collector = ctx.manifest.contracts.FeeCollector;
  if (!collector) return ctx.deployer;
  return ctx.client.readContract({ address: collector, abi: feeCollectorAbi, functionName: 'treasury' });
}

/**
 * Yield: the MasterChef (20 FLASK per block; pid 0 stakes FLASK), the auto FLASK vault on pid 0 and
 * the SmartChef pool factory, on every chain: contracts.MasterChef, contracts.FlaskVault and
 * contracts.SmartChefFactory. Farms and pools are added later by their owner; each one the app
 * lists is an entry of the manifest's `farms` and `pools` sections (the devnet seed, yield.seed.ts,
 * writes them; docs/yield.md lists it).
 */
export const yieldStep: DeployStep = {
  name: 'yield',
  async deploy(ctx) {
    const flask = ctx.token('FLASK');
    const chef = await ctx.deploy('MasterChef', {
      abi: masterChefAbi,
      bytecode: masterChefBytecode,
      args: [flask, await ctx.client.getBlockNumber(), STAKING_ALLOC_POINT, ctx.deployer],
    });
    // From here on the MasterChef is FLASK's minter; the deployer stays admin (it can revoke it).
    const minterRole = await ctx.client.readContract({
      address: flask,
      abi: flaskTokenAbi,
      functionName: 'MINTER_ROLE',
    });
    await ctx.write({ address: flask, abi: flaskTokenAbi, functionName: 'grantRole', args: [minterRole, chef] });
    await ctx.deploy('FlaskVault', {
      abi: flaskVaultAbi,
      bytecode: flaskVaultBytecode,
      args: [flask, chef, await treasury(ctx), ctx.deployer],
    });
    await ctx.deploy('SmartChefFactory', {
      abi: smartChefFactoryAbi,
      bytecode: smartChefFactoryBytecode,
      args: [ctx.deployer],
    });
  },
  seed: seedYield,
};

// The core step's devnet seed: every player starts with FLASK.
import { flaskTokenAbi } from '@flaskswap/contracts';
import { parseEther } from 'viem';
import { playerAccounts } from '../accounts.ts';
import type { DeployContext } from './context.ts';

/** FLASK each player starts with (the MasterChef mints the rest as rewards). */
const PLAYER_FLASK = parseEther('10000');

/** Devnet only (DeployStep.seed). */
export async function seedCore(ctx: DeployContext): Promise<void> {
  // The deployer mints the players' starting FLASK, then gives the minter role up again:
  // from here on only the MasterChef mints.
  const flask = ctx.token('FLASK');
  const minterRole = await ctx.client.readContract({
    address: flask,
    abi: flaskTokenAbi,
    functionName: 'MINTER_ROLE',
  });
  await ctx.write({
    address: flask,
    abi: flaskTokenAbi,
    functionName: 'grantRole',
    args: [minterRole, ctx.deployer],
  });
  for (const player of playerAccounts) {
    await ctx.write({
      address: flask,
      abi: flaskTokenAbi,
      functionName: 'mint',
      args: [player.address, PLAYER_FLASK],
    });
  }
  await ctx.write({
    address: flask,
    abi: flaskTokenAbi,
    functionName: 'renounceRole',
    args: [minterRole, ctx.deployer],
  });
}

// The core step's devnet seed: every player starts with FLASK.
import { flaskTokenAbi } from '@flaskswap/contracts';
import { type Address, type Hex, parseEther } from 'viem';
import { playerAccounts } from '../accounts.ts';
import type { DeployContext } from './context.ts';

/** FLASK each player starts with (the MasterChef mints the rest as rewards). */
const PLAYER_FLASK = parseEther('10000');

/** Devnet only (DeployStep.seed). */
export async function seedCore(ctx: DeployContext): Promise<void> {
  await withFlaskMinterRole(
    ctx,
    (request) => ctx.write(request),
    async () => {
      for (const player of playerAccounts) {
        await ctx.write({
          address: ctx.token('FLASK'),
          abi: flaskTokenAbi,
          functionName: 'mint',
          args: [player.address, PLAYER_FLASK],
        });
      }
    },
  );
}

type MinterRoleWrite = (request: {
  address: Address;
  abi: typeof flaskTokenAbi;
  functionName: 'grantRole' | 'renounceRole';
  args: readonly [Hex, Address];
}) => Promise<unknown>;

/**
 * Runs `mint` with the deployer holding FLASK's minter role, and gives the role up afterwards: once
 * the devnet is seeded only the MasterChef mints (docs/roles.md).
 */
export async function withFlaskMinterRole(ctx: DeployContext, write: MinterRoleWrite, mint: () => Promise<void>) {
  const flask = ctx.token('FLASK');
  const minterRole = await ctx.client.readContract({ address: flask, abi: flaskTokenAbi, functionName: 'MINTER_ROLE' });
  await write({ address: flask, abi: flaskTokenAbi, functionName: 'grantRole', args: [minterRole, ctx.deployer] });
  await mint();
  await write({ address: flask, abi: flaskTokenAbi, functionName: 'renounceRole', args: [minterRole, ctx.deployer] });
}

import { flaskTokenAbi, multicall3Abi, wbnbAbi } from '@flaskswap/contracts';
import { flaskTokenBytecode, multicall3Bytecode, wbnbBytecode } from '@flaskswap/contracts/bytecode';
import { type Address, getAddress, parseEther } from 'viem';
import { playerAccounts } from '../accounts.ts';
import type { DeployContext } from './context.ts';
import type { DeployStep } from './steps.ts';

/** Multicall3's address on every chain that has it; the devnet gets it at the same place. */
export const MULTICALL3_ADDRESS = getAddress('0xcA11bde05977b3631167028862bE2a173976CA11');
export const DEVNET_CHAIN_ID = 31337;

/** The chains' own wrapped BNB: FlaskSwap must trade the real WBNB where it exists. */
const CANONICAL_WBNB: Record<number, Address> = {
  56: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  97: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd',
};

/** Seed: FLASK each player starts with (the MasterChef mints the rest as rewards). */
const PLAYER_FLASK = parseEther('10000');

async function placeMulticall3(ctx: DeployContext): Promise<Address> {
  const existing = await ctx.client.getCode({ address: MULTICALL3_ADDRESS });
  if (existing && existing !== '0x') return MULTICALL3_ADDRESS;
  if (ctx.chainId !== DEVNET_CHAIN_ID) {
    // A chain without the canonical deployment: deploy our own copy and record where it is.
    return ctx.deploy('Multicall3', { abi: multicall3Abi, bytecode: multicall3Bytecode });
  }
  // Devnet: put the runtime code at the canonical address, as on every public chain.
  const scratch = await ctx.deploy('Multicall3', { abi: multicall3Abi, bytecode: multicall3Bytecode });
  const runtime = await ctx.client.getCode({ address: scratch });
  await ctx.client.request({ method: 'anvil_setCode' as never, params: [MULTICALL3_ADDRESS, runtime] as never });
  return MULTICALL3_ADDRESS;
}

export const coreStep: DeployStep = {
  name: 'core',
  async deploy(ctx) {
    ctx.manifest.contracts.Multicall3 = await placeMulticall3(ctx);
    const wbnb = CANONICAL_WBNB[ctx.chainId];
    const wbnbCode = wbnb ? await ctx.client.getCode({ address: wbnb }) : undefined;
    if (wbnb && wbnbCode && wbnbCode !== '0x') {
      ctx.manifest.contracts.WBNB = wbnb;
      ctx.manifest.tokens.WBNB = wbnb;
      ctx.log(`  ${'WBNB'.padEnd(24)} ${wbnb} (the chain's own)`);
    } else {
      await ctx.deploy('WBNB', { abi: wbnbAbi, bytecode: wbnbBytecode, token: 'WBNB' });
    }
    await ctx.deploy('FlaskToken', {
      abi: flaskTokenAbi,
      bytecode: flaskTokenBytecode,
      args: [ctx.deployer],
      token: 'FLASK',
    });
  },
  async seed(ctx) {
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
  },
};

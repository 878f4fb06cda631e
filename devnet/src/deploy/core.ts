import { flaskTokenAbi, multicall3Abi, wbnbAbi } from '@flaskswap/contracts';
import { flaskTokenBytecode, multicall3Bytecode, wbnbBytecode } from '@flaskswap/contracts/bytecode';
import {
  BSC_BASE_TOKEN_ADDRESSES,
  BSC_CHAIN_ID,
  BSC_TESTNET_CHAIN_ID,
  DEVNET_CHAIN_ID,
  MULTICALL3_ADDRESS,
} from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { DeployContext } from './context.ts';
import { seedCore } from './core.seed.ts';
import type { DeployStep } from './steps.ts';

/** The chains' own wrapped BNB: FlaskSwap must trade the real WBNB where it exists. */
const CANONICAL_WBNB: Partial<Record<number, Address>> = {
  [BSC_CHAIN_ID]: BSC_BASE_TOKEN_ADDRESSES.WBNB,
  [BSC_TESTNET_CHAIN_ID]: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd',
};

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
  if (!runtime) throw new Error('Multicall3: no runtime code at its scratch deployment');
  await ctx.client.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime });
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
  seed: seedCore,
};

import {
  feeCollectorAbi,
  flaskFactoryAbi,
  flaskRouterAbi,
  flaskSplitRouterAbi,
  pairInitCodeHash,
} from '@flaskswap/contracts';
import {
  feeCollectorBytecode,
  flaskFactoryBytecode,
  flaskRouterBytecode,
  flaskSplitRouterBytecode,
} from '@flaskswap/contracts/bytecode';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { type Address, getAddress, isAddress } from 'viem';
import { seedAmm } from './amm.seed.ts';
import { seedUnsupportedToken } from './amm.unsupported.ts';
import type { DeployContext } from './context.ts';
import type { DeployStep } from './steps.ts';

/** Where the fee collector pays the treasury's 0.03%: TREASURY_ADDRESS, or the deployer. */
function treasuryAddress(ctx: DeployContext): Address {
  const configured = process.env.TREASURY_ADDRESS;
  if (!configured) return ctx.deployer;
  if (!isAddress(configured)) throw new Error('TREASURY_ADDRESS is not an address');
  return getAddress(configured);
}

/**
 * The exchange: factory, router, split router and fee collector, on every chain. The protocol fee is on from
 * the start. The devnet seed (amm.seed.ts) adds test tokens, pairs and player balances, and a
 * token on the manifest's unsupported list (amm.unsupported.ts).
 */
/** FEE_COLLECTOR_OPERATOR, or the deployer. */
function feeCollectorOperator(ctx: DeployContext): Address {
  const configured = process.env.FEE_COLLECTOR_OPERATOR?.trim();
  if (!configured) return ctx.deployer;
  if (!isAddress(configured)) throw new Error(`FEE_COLLECTOR_OPERATOR: ${configured} is not an address`);
  return getAddress(configured);
}

export const ammStep: DeployStep = {
  name: 'amm',
  async deploy(ctx) {
    const factory = await ctx.deploy('FlaskFactory', {
      abi: flaskFactoryAbi,
      bytecode: flaskFactoryBytecode,
      args: [ctx.deployer],
    });
    const initCodeHash = await ctx.client.readContract({
      address: factory,
      abi: flaskFactoryAbi,
      functionName: 'INIT_CODE_PAIR_HASH',
    });
    if (initCodeHash !== pairInitCodeHash) {
      throw new Error(
        `FlaskFactory's INIT_CODE_PAIR_HASH ${initCodeHash} differs from the generated pairInitCodeHash ` +
          `${pairInitCodeHash}: rebuild the contracts (npm run build:contracts).`,
      );
    }
    const router = await ctx.deploy('FlaskRouter', {
      abi: flaskRouterAbi,
      bytecode: flaskRouterBytecode,
      args: [factory, ctx.token('WBNB')],
    });
    // Executes split trades (parts over several routes) in one transaction; holds no funds.
    await ctx.deploy('FlaskSplitRouter', {
      abi: flaskSplitRouterAbi,
      bytecode: flaskSplitRouterBytecode,
      args: [factory, ctx.token('WBNB')],
    });
    const collector = await ctx.deploy('FeeCollector', {
      abi: feeCollectorAbi,
      bytecode: feeCollectorBytecode,
      args: [router, ctx.token('FLASK'), treasuryAddress(ctx), ctx.deployer],
    });
    // Outside the devnet (whose deployer stays the owner, who may convert), set before the owner
    // moves to the timelock: FEE_COLLECTOR_OPERATOR, the operations key that converts (default the
    // deployer, which may convert but moves no funds).
    if (ctx.chainId !== DEVNET_CHAIN_ID) {
      const operator = feeCollectorOperator(ctx);
      await ctx.write({
        address: collector,
        abi: feeCollectorAbi,
        functionName: 'setOperator',
        args: [operator, true],
      });
    }
    // The protocol fee is on everywhere: 8/25 of every pair's fee accrues to the collector.
    await ctx.write({ address: factory, abi: flaskFactoryAbi, functionName: 'setFeeTo', args: [collector] });
  },
  async seed(ctx) {
    await seedAmm(ctx);
    await seedUnsupportedToken(ctx);
  },
};

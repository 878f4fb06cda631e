import { flaskMigratorAbi } from '@flaskswap/contracts';
import { flaskMigratorBytecode } from '@flaskswap/contracts/bytecode';
import { computePairAddress } from '@flaskswap/sdk';
import { type Address, getAddress } from 'viem';
import type { DeployContext } from './context.ts';
import {
  type LegacyExchange,
  PANCAKESWAP_V2,
  STAND_IN_LEGACY_NAME,
  UNISWAP_V2_INIT_CODE_HASH,
  uniswapV2Factory,
  uniswapV2Pair,
  uniswapV2Router,
} from './migration.legacy.ts';
import { seedMigration } from './migration.seed.ts';
import type { DeployStep } from './steps.ts';

async function hasCode(ctx: DeployContext, address: Address): Promise<boolean> {
  const code = await ctx.client.getCode({ address });
  return Boolean(code && code !== '0x');
}

/** Uniswap V2's factory and router from their npm build, owned by the deployer. */
async function deployStandIn(ctx: DeployContext): Promise<LegacyExchange> {
  const deploy = async (name: string, artifact: typeof uniswapV2Factory, args: readonly unknown[]) => {
    const hash = await ctx.client.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args });
    const receipt = await ctx.confirm(hash, `deploy ${name}`);
    const address = getAddress(receipt.contractAddress!);
    ctx.log(`  ${name.padEnd(24)} ${address}`);
    return address;
  };
  const factory = await deploy('legacy UniswapV2Factory', uniswapV2Factory, [ctx.deployer]);
  const router = await deploy('legacy UniswapV2Router02', uniswapV2Router, [factory, ctx.token('WBNB')]);
  return { name: STAND_IN_LEGACY_NAME, factory, router, initCodeHash: UNISWAP_V2_INIT_CODE_HASH };
}

/** The cited init code hash must give back the factory's first pair (a wrong one would hide every position). */
async function checkInitCodeHash(ctx: DeployContext, legacy: LegacyExchange): Promise<void> {
  const { abi } = uniswapV2Factory;
  const read = (functionName: string, args: readonly unknown[] = []) =>
    ctx.client.readContract({ address: legacy.factory, abi, functionName, args }) as Promise<unknown>;
  if ((await read('allPairsLength')) === 0n) return;
  const pair = (await read('allPairs', [0n])) as Address;
  const [token0, token1] = (await Promise.all(
    ['token0', 'token1'].map((functionName) =>
      ctx.client.readContract({ address: pair, abi: uniswapV2Pair.abi, functionName }),
    ),
  )) as [Address, Address];
  const computed = computePairAddress({
    factory: legacy.factory,
    initCodeHash: legacy.initCodeHash,
    tokenA: token0,
    tokenB: token1,
  });
  if (computed !== getAddress(pair)) {
    throw new Error(`${legacy.name}: init code hash ${legacy.initCodeHash} does not give its pair ${pair}`);
  }
}

/**
 * The legacy exchange of this chain: PancakeSwap v2 on 56 and 97 (migration.legacy.ts cites where
 * its addresses come from); a stand-in deployed from Uniswap V2's npm build on the devnet, and on
 * a local rehearsal where PancakeSwap's factory has no code, as the core step does for WBNB.
 */
async function legacyExchange(ctx: DeployContext): Promise<LegacyExchange> {
  const known = PANCAKESWAP_V2[ctx.chainId];
  if (known && (await hasCode(ctx, known.factory))) {
    await checkInitCodeHash(ctx, known);
    ctx.log(`  ${`legacy ${known.name}`.padEnd(24)} ${known.factory} (the chain's own)`);
    return known;
  }
  return deployStandIn(ctx);
}

/**
 * LP migration on every chain: FlaskMigrator between the chain's legacy exchange and FlaskSwap's
 * factory, and the manifest's `migration` section naming that exchange. The devnet seed
 * (migration.seed.ts) gives the legacy exchange pairs and the players LP in them.
 */
export const migrationStep: DeployStep = {
  name: 'migration',
  async deploy(ctx) {
    const legacy = await legacyExchange(ctx);
    await ctx.deploy('FlaskMigrator', {
      abi: flaskMigratorAbi,
      bytecode: flaskMigratorBytecode,
      args: [ctx.contract('FlaskFactory'), legacy.factory, ctx.token('WBNB')],
    });
    ctx.manifest.migration = { legacy };
  },
  seed: seedMigration,
};

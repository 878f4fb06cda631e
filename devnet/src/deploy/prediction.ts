import { devnetPriceFeedAbi, feeCollectorAbi, flaskPredictionAbi, iAggregatorV3Abi } from '@flaskswap/contracts';
import { devnetPriceFeedBytecode, flaskPredictionBytecode } from '@flaskswap/contracts/bytecode';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { type Address, getAddress, isAddress, parseEther } from 'viem';
import { oracleKeeperAccount, predictionOperatorAccount } from '../keepers/account.ts';
import { CORE_PRICES } from './amm.seed.ts';
import type { DeployContext } from './context.ts';
import { seedPrediction } from './prediction.seed.ts';
import type { DeployStep } from './steps.ts';

/** SPEC.md §9's defaults; the round lengths can be changed per deployment, never afterwards. */
export const PREDICTION_DEFAULTS = {
  intervalBlocks: 100n,
  bufferBlocks: 20n,
  minBetAmount: parseEther('0.001'),
  rewardRate: 97n,
  oracleUpdateAllowanceSeconds: 300n,
} as const;

/** The devnet's BNB/USD feed: Chainlink's decimals and description. */
export const DEVNET_FEED_DECIMALS = 8;
export const DEVNET_FEED_DESCRIPTION = 'BNB / USD';
/** The feed's first answer: the seeded BNB price (WBNB's in the AMM seed), in the feed's decimals. */
export const DEVNET_BNB_USD_ANSWER = BigInt(Math.round(CORE_PRICES.WBNB!.usd * 10 ** DEVNET_FEED_DECIMALS));

function addressFromEnv(name: string, env: NodeJS.ProcessEnv): Address | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!isAddress(value)) throw new Error(`${name} is not an address (or its mixed-case checksum is wrong)`);
  return getAddress(value);
}

function blocksFromEnv(name: string, fallback: bigint, env: NodeJS.ProcessEnv): bigint {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of blocks`);
  return BigInt(value);
}

/** Round lengths from PREDICTION_INTERVAL_BLOCKS / PREDICTION_BUFFER_BLOCKS (defaults 100 / 20). */
export function predictionBlocks(env: NodeJS.ProcessEnv = process.env): {
  intervalBlocks: bigint;
  bufferBlocks: bigint;
} {
  return {
    intervalBlocks: blocksFromEnv('PREDICTION_INTERVAL_BLOCKS', PREDICTION_DEFAULTS.intervalBlocks, env),
    bufferBlocks: blocksFromEnv('PREDICTION_BUFFER_BLOCKS', PREDICTION_DEFAULTS.bufferBlocks, env),
  };
}

/** Same treasury as the AMM's fee collector and the vault's withdrawal fee (yield.ts). */
async function treasury(ctx: DeployContext): Promise<Address> {
  const collector = ctx.manifest.contracts.FeeCollector;
  if (!collector) return ctx.deployer;
  return ctx.client.readContract({ address: collector, abi: feeCollectorAbi, functionName: 'treasury' });
}

/** On the devnet a DevnetPriceFeed the oracle keeper owns; elsewhere Chainlink's BNB/USD (PREDICTION_PRICE_FEED). */
async function priceFeed(ctx: DeployContext, env: NodeJS.ProcessEnv): Promise<Address> {
  if (ctx.chainId === DEVNET_CHAIN_ID) {
    return ctx.deploy('BnbUsdPriceFeed', {
      abi: devnetPriceFeedAbi,
      bytecode: devnetPriceFeedBytecode,
      args: [DEVNET_FEED_DECIMALS, DEVNET_FEED_DESCRIPTION, DEVNET_BNB_USD_ANSWER, oracleKeeperAccount.address],
    });
  }
  const feed = addressFromEnv('PREDICTION_PRICE_FEED', env);
  if (!feed) throw new Error("PREDICTION_PRICE_FEED is required outside the devnet (Chainlink's BNB/USD feed)");
  // Fails early on an address that is not a feed.
  await ctx.client.readContract({ address: feed, abi: iAggregatorV3Abi, functionName: 'latestRoundData' });
  ctx.manifest.contracts.BnbUsdPriceFeed = feed;
  ctx.log(`  ${'BnbUsdPriceFeed'.padEnd(24)} ${feed} (from PREDICTION_PRICE_FEED)`);
  return feed;
}

/**
 * The BNB price prediction on every chain: contracts.BnbUsdPriceFeed (the oracle it reads) and
 * contracts.FlaskPrediction, owned by the deployer (the timelock step hands it to the timelock),
 * run by PREDICTION_OPERATOR (the devnet's operator keeper by default). The devnet seed
 * (prediction.seed.ts) plays a few rounds and leaves a run going for the keepers.
 */
export const predictionStep: DeployStep = {
  name: 'prediction',
  async deploy(ctx) {
    const env = process.env;
    const feed = await priceFeed(ctx, env);
    const operator =
      addressFromEnv('PREDICTION_OPERATOR', env) ??
      (ctx.chainId === DEVNET_CHAIN_ID ? predictionOperatorAccount.address : undefined);
    if (!operator) throw new Error('PREDICTION_OPERATOR is required outside the devnet (the operator keeper address)');
    const { intervalBlocks, bufferBlocks } = predictionBlocks(env);
    await ctx.deploy('FlaskPrediction', {
      abi: flaskPredictionAbi,
      bytecode: flaskPredictionBytecode,
      args: [
        feed,
        PREDICTION_DEFAULTS.oracleUpdateAllowanceSeconds,
        PREDICTION_DEFAULTS.rewardRate,
        intervalBlocks,
        bufferBlocks,
        PREDICTION_DEFAULTS.minBetAmount,
        ctx.deployer,
        operator,
        await treasury(ctx),
      ],
    });
  },
  seed: seedPrediction,
};

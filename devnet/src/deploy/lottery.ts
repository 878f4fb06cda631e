import { devnetVRFCoordinatorAbi, feeCollectorAbi, flaskLotteryAbi } from '@flaskswap/contracts';
import { devnetVRFCoordinatorBytecode, flaskLotteryBytecode } from '@flaskswap/contracts/bytecode';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { type Address, getAddress, type Hex, isAddress, isHex, parseEther, zeroHash } from 'viem';
import { lotteryOperatorAccount } from '../keepers/account.ts';
import type { DeployContext } from './context.ts';
import { seedLottery } from './lottery.seed.ts';
import type { DeployStep } from './steps.ts';

/**
 * Request settings fixed at deployment. The price bounds hold 5 USD of FLASK for FLASK between
 * about $0.000005 and $5,000,000 (the keeper prices each round from the AMM), so no sane market
 * moves the ticket price outside them; the owner can still move them.
 */
export const LOTTERY_DEPLOY_SETTINGS = {
  requestConfirmations: 3,
  callbackGasLimit: 200_000,
  minPriceTicketInFlask: parseEther('0.000001'),
  maxPriceTicketInFlask: parseEther('1000000'),
} as const;

interface VrfSource {
  coordinator: Address;
  keyHash: Hex;
  subscriptionId: bigint;
}

function required(name: string, env: NodeJS.ProcessEnv): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required outside the devnet (Chainlink VRF v2.5 settings for the lottery)`);
  return value;
}

/** Chainlink's coordinator, key hash and subscription from LOTTERY_VRF_* (outside the devnet). */
export function vrfFromEnv(env: NodeJS.ProcessEnv = process.env): VrfSource {
  const coordinator = required('LOTTERY_VRF_COORDINATOR', env);
  if (!isAddress(coordinator)) {
    throw new Error('LOTTERY_VRF_COORDINATOR is not an address (or its mixed-case checksum is wrong)');
  }
  const keyHash = required('LOTTERY_VRF_KEY_HASH', env);
  if (!isHex(keyHash) || keyHash.length !== 66) throw new Error('LOTTERY_VRF_KEY_HASH must be a 32-byte hex value');
  const subscription = required('LOTTERY_VRF_SUBSCRIPTION_ID', env);
  if (!/^\d+$/.test(subscription)) throw new Error('LOTTERY_VRF_SUBSCRIPTION_ID must be a whole number');
  return { coordinator: getAddress(coordinator), keyHash, subscriptionId: BigInt(subscription) };
}

/** On the devnet a DevnetVRFCoordinator the lottery operator owns (it fulfils requests itself). */
async function vrfSource(ctx: DeployContext): Promise<VrfSource> {
  if (ctx.chainId !== DEVNET_CHAIN_ID) {
    const source = vrfFromEnv();
    ctx.manifest.contracts.LotteryVrfCoordinator = source.coordinator;
    ctx.log(`  ${'LotteryVrfCoordinator'.padEnd(24)} ${source.coordinator} (from LOTTERY_VRF_COORDINATOR)`);
    return source;
  }
  const coordinator = await ctx.deploy('LotteryVrfCoordinator', {
    abi: devnetVRFCoordinatorAbi,
    bytecode: devnetVRFCoordinatorBytecode,
    args: [lotteryOperatorAccount.address],
  });
  return { coordinator, keyHash: zeroHash, subscriptionId: 0n };
}

/** LOTTERY_OPERATOR, or the devnet's lottery keeper; it is both operator and injector. */
function lotteryOperator(ctx: DeployContext, env: NodeJS.ProcessEnv): Address {
  const value = env.LOTTERY_OPERATOR?.trim();
  if (value) {
    if (!isAddress(value)) throw new Error('LOTTERY_OPERATOR is not an address (or its mixed-case checksum is wrong)');
    return getAddress(value);
  }
  if (ctx.chainId === DEVNET_CHAIN_ID) return lotteryOperatorAccount.address;
  throw new Error('LOTTERY_OPERATOR is required outside the devnet (the lottery keeper address)');
}

/** Same treasury as the AMM's fee collector, the vault and the prediction. */
async function treasury(ctx: DeployContext): Promise<Address> {
  const collector = ctx.manifest.contracts.FeeCollector;
  if (!collector) return ctx.deployer;
  return ctx.client.readContract({ address: collector, abi: feeCollectorAbi, functionName: 'treasury' });
}

/**
 * The FLASK lottery on every chain: contracts.LotteryVrfCoordinator (where its randomness comes
 * from) and contracts.FlaskLottery, owned by the deployer (the timelock step hands it to the
 * timelock), run by LOTTERY_OPERATOR (the devnet's lottery keeper by default).
 */
export const lotteryStep: DeployStep = {
  name: 'lottery',
  async deploy(ctx) {
    const operator = lotteryOperator(ctx, process.env);
    const vrf = await vrfSource(ctx);
    await ctx.deploy('FlaskLottery', {
      abi: flaskLotteryAbi,
      bytecode: flaskLotteryBytecode,
      args: [
        ctx.token('FLASK'),
        {
          coordinator: vrf.coordinator,
          keyHash: vrf.keyHash,
          subscriptionId: vrf.subscriptionId,
          requestConfirmations: LOTTERY_DEPLOY_SETTINGS.requestConfirmations,
          callbackGasLimit: LOTTERY_DEPLOY_SETTINGS.callbackGasLimit,
          nativePayment: false,
        },
        LOTTERY_DEPLOY_SETTINGS.minPriceTicketInFlask,
        LOTTERY_DEPLOY_SETTINGS.maxPriceTicketInFlask,
        ctx.deployer,
        operator,
        await treasury(ctx),
        operator,
      ],
    });
  },
  seed: seedLottery,
};

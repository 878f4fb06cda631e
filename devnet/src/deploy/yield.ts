import {
  feeCollectorAbi,
  flaskFactoryAbi,
  flaskTokenAbi,
  flaskVaultAbi,
  masterChefAbi,
  smartChefAbi,
  smartChefFactoryAbi,
  smartChefNativeAbi,
  testTokenAbi,
} from '@flaskswap/contracts';
import { flaskVaultBytecode, masterChefBytecode, smartChefFactoryBytecode } from '@flaskswap/contracts/bytecode';
import {
  type Account,
  type Address,
  erc20Abi,
  getAddress,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { playerAccounts } from '../accounts.ts';
import type { DeployContext } from './context.ts';
import type { DeployStep } from './steps.ts';

/**
 * Yield: the MasterChef (20 FLASK per block; pid 0 stakes FLASK), the auto FLASK vault on pid 0 and
 * the SmartChef pool factory are deployed on every chain. The devnet seed adds the LP farms, fourteen
 * SmartChef pools in every state the app shows, and players already staked. docs/yield.md lists it.
 *
 * Manifest: contracts.MasterChef, contracts.FlaskVault, contracts.SmartChefFactory and one
 * contracts.SmartChef_<STAKED>_<EARNED> per pool (BNB for the native coin). Farms have no address
 * of their own: they are MasterChef pids (poolInfo(pid).lpToken is the pair).
 */

/** pid 0's allocation before the farms exist (then it is the only pool and gets every FLASK). */
const STAKING_ALLOC_POINT = 1000;

/**
 * LP farms in pid order from 1. pid 0 ends with a third of the farms' total (PancakeSwap's 25%
 * share for the staking pool, set explicitly). The last farm is finished: it earns for a few
 * blocks while a player stakes, then its allocation drops to 0.
 */
export const SEED_FARMS: readonly { pid: number; pair: readonly [string, string]; allocPoint: number }[] = [
  { pid: 1, pair: ['FLASK', 'WBNB'], allocPoint: 4000 },
  { pid: 2, pair: ['FLASK', 'BUSD'], allocPoint: 2000 },
  { pid: 3, pair: ['USDT', 'BUSD'], allocPoint: 500 },
  { pid: 4, pair: ['ETH', 'WBNB'], allocPoint: 500 },
  { pid: 5, pair: ['BTCB', 'WBNB'], allocPoint: 500 },
  { pid: 6, pair: ['DOT', 'WBNB'], allocPoint: 300 },
  { pid: 7, pair: ['DOGE', 'WBNB'], allocPoint: 200 },
  { pid: 8, pair: ['BUSD', 'WBNB'], allocPoint: 1000 },
  { pid: 9, pair: ['TWT', 'WBNB'], allocPoint: 0 },
];
const FINISHED_FARM_PID = 9;
const FINISHED_FARM_EARNING_ALLOC = 300;
export const SEED_STAKING_ALLOC_POINT = SEED_FARMS.reduce((sum, farm) => sum + farm.allocPoint, 0) / 3;

export type PoolState = 'live' | 'upcoming' | 'finished';

/** SmartChef pools. `staked` BNB means the native-coin pool; amounts are whole tokens. */
export interface SeedPool {
  staked: string;
  earned: string;
  rewardPerBlock: string;
  state: PoolState;
  /** Per-user stake limit in whole staked tokens (absent: none). */
  limit?: string;
}

export const SEED_POOLS_YIELD: readonly SeedPool[] = [
  { staked: 'FLASK', earned: 'ETH', rewardPerBlock: '0.0005', state: 'live' },
  { staked: 'FLASK', earned: 'DOGE', rewardPerBlock: '20', state: 'live', limit: '100' },
  { staked: 'FLASK', earned: 'BTCB', rewardPerBlock: '0.00002', state: 'live' },
  { staked: 'BNB', earned: 'TWT', rewardPerBlock: '0.5', state: 'live' },
  { staked: 'FLASK', earned: 'LINK', rewardPerBlock: '0.05', state: 'upcoming' },
  { staked: 'FLASK', earned: 'UNI', rewardPerBlock: '0.1', state: 'finished' },
  { staked: 'FLASK', earned: 'ADA', rewardPerBlock: '2', state: 'finished' },
  // More live pools, so the Live tab holds more than one page of 12 (infinite scroll).
  { staked: 'FLASK', earned: 'XRP', rewardPerBlock: '1', state: 'live' },
  { staked: 'FLASK', earned: 'DOT', rewardPerBlock: '0.1', state: 'live' },
  { staked: 'FLASK', earned: 'SFP', rewardPerBlock: '1', state: 'live' },
  { staked: 'FLASK', earned: 'BUSD', rewardPerBlock: '0.5', state: 'live' },
  { staked: 'FLASK', earned: 'USDT', rewardPerBlock: '0.5', state: 'live' },
  { staked: 'BUSD', earned: 'DOT', rewardPerBlock: '0.05', state: 'live' },
  { staked: 'ETH', earned: 'LINK', rewardPerBlock: '0.02', state: 'live' },
];

/** Live and upcoming pools run for 1,000,000 blocks (about 35 days of 3-second blocks). */
const POOL_LENGTH = 1_000_000n;
/** The upcoming pool starts this many blocks after the seed (about 17 hours of 3-second blocks). */
const UPCOMING_DELAY = 20_000n;
/** Finished pools run this many blocks, long enough for the seed's stakes, then end. */
const FINISHED_LENGTH = 100n;

export function poolContractName(pool: Pick<SeedPool, 'staked' | 'earned'>): string {
  return `SmartChef_${pool.staked}_${pool.earned}`;
}

/** Who holds what after the seed (players are devnet accounts #1..#9, index 0 here = #1). */
const FARM_STAKES: readonly { player: number; pid: number }[] = [
  { player: 1, pid: 1 },
  { player: 2, pid: 2 },
  { player: 3, pid: 8 },
  { player: 4, pid: 4 },
  { player: 5, pid: FINISHED_FARM_PID },
];
/** Players #1..#5 get this share (in 1/1000) of the deployer's LP of each farm they use, and keep half unstaked. */
const LP_SHARE_PER_MILLE = 20n;
const PID0_STAKES: readonly { player: number; flask: string }[] = [
  { player: 2, flask: '1000' },
  { player: 6, flask: '500' },
];
const VAULT_DEPOSITS: readonly { player: number; flask: string }[] = [
  { player: 3, flask: '2000' },
  { player: 4, flask: '1000' },
  { player: 7, flask: '500' },
];
const POOL_STAKES: readonly { player: number; pool: string; amount: string }[] = [
  { player: 2, pool: 'SmartChef_FLASK_ETH', amount: '300' },
  { player: 7, pool: 'SmartChef_FLASK_ETH', amount: '150' },
  { player: 3, pool: 'SmartChef_FLASK_DOGE', amount: '100' }, // at the limit
  { player: 8, pool: 'SmartChef_FLASK_DOGE', amount: '40' },
  { player: 5, pool: 'SmartChef_FLASK_BTCB', amount: '250' },
  { player: 4, pool: 'SmartChef_BNB_TWT', amount: '5' },
  { player: 9, pool: 'SmartChef_BNB_TWT', amount: '2' },
  { player: 2, pool: 'SmartChef_FLASK_UNI', amount: '200' },
  { player: 6, pool: 'SmartChef_FLASK_UNI', amount: '100' },
  { player: 3, pool: 'SmartChef_FLASK_ADA', amount: '150' },
  { player: 6, pool: 'SmartChef_FLASK_ADA', amount: '100' },
];
/** Harvests the vault once at the end of the seed, earning the call fee. */
const VAULT_HARVESTER = 8;

const player = (n: number): Account => playerAccounts[n - 1]!;

async function decimalsOf(ctx: DeployContext, token: Address): Promise<number> {
  return ctx.client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
}

async function approve(ctx: DeployContext, token: Address, spender: Address, account?: Account): Promise<void> {
  await ctx.write({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256], account });
}

async function pairOf(ctx: DeployContext, [x, y]: readonly [string, string]): Promise<Address> {
  const pair = await ctx.client.readContract({
    address: ctx.contract('FlaskFactory'),
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [ctx.token(x), ctx.token(y)],
  });
  if (pair === zeroAddress) throw new Error(`No ${x}-${y} pair to farm: the AMM seed must create it first`);
  return pair;
}

/** The treasury the AMM's fee collector pays (TREASURY_ADDRESS or the deployer): it also gets the vault's withdrawal fee. */
async function treasury(ctx: DeployContext): Promise<Address> {
  const collector = ctx.manifest.contracts.FeeCollector;
  if (!collector) return ctx.deployer;
  return ctx.client.readContract({ address: collector, abi: feeCollectorAbi, functionName: 'treasury' });
}

async function seedFarms(ctx: DeployContext, chef: Address): Promise<void> {
  for (const farm of SEED_FARMS) {
    const lp = await pairOf(ctx, farm.pair);
    const alloc = farm.pid === FINISHED_FARM_PID ? FINISHED_FARM_EARNING_ALLOC : farm.allocPoint;
    await ctx.write({ address: chef, abi: masterChefAbi, functionName: 'add', args: [alloc, lp] });
    const pid = Number(
      await ctx.client.readContract({ address: chef, abi: masterChefAbi, functionName: 'poolLength' }),
    );
    if (pid - 1 !== farm.pid) throw new Error(`farm ${farm.pair.join('-')} got pid ${pid - 1}, not ${farm.pid}`);
  }
  // Players get LP tokens from the deployer's liquidity, stake half and keep half in the wallet.
  for (const { player: n, pid } of FARM_STAKES) {
    const farm = SEED_FARMS.find((f) => f.pid === pid)!;
    const lp = await pairOf(ctx, farm.pair);
    const held = await ctx.client.readContract({
      address: lp,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ctx.deployer],
    });
    const share = (held * LP_SHARE_PER_MILLE) / 1000n;
    const account = player(n);
    await ctx.write({ address: lp, abi: erc20Abi, functionName: 'transfer', args: [account.address, share] });
    await approve(ctx, lp, chef, account);
    await ctx.write({
      address: chef,
      abi: masterChefAbi,
      functionName: 'deposit',
      args: [BigInt(pid), share / 2n],
      account,
    });
  }
  for (const { player: n, flask } of PID0_STAKES) {
    await approve(ctx, ctx.token('FLASK'), chef, player(n));
    await ctx.write({
      address: chef,
      abi: masterChefAbi,
      functionName: 'enterStaking',
      args: [parseEther(flask)],
      account: player(n),
    });
  }
}

async function createPools(ctx: DeployContext, factory: Address): Promise<void> {
  for (const pool of SEED_POOLS_YIELD) {
    const reward = ctx.token(pool.earned);
    const rewardDecimals = await decimalsOf(ctx, reward);
    const staked = pool.staked === 'BNB' ? zeroAddress : ctx.token(pool.staked);
    const stakedDecimals = pool.staked === 'BNB' ? 18 : await decimalsOf(ctx, staked);
    const now = await ctx.client.getBlockNumber();
    // Live and finished pools start with the next block; the seed's stakes land inside a finished pool's run.
    const start = pool.state === 'upcoming' ? now + UPCOMING_DELAY : now + 2n;
    const end = start + (pool.state === 'finished' ? FINISHED_LENGTH : POOL_LENGTH);
    const rate = parseUnits(pool.rewardPerBlock, rewardDecimals);
    // The deployer owns every test token: it mints the schedule the factory pulls in.
    await ctx.write({
      address: reward,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [ctx.deployer, rate * (end - start)],
    });
    await approve(ctx, reward, factory);
    const limit = pool.limit ? parseUnits(pool.limit, stakedDecimals) : 0n;
    await ctx.write({
      address: factory,
      abi: smartChefFactoryAbi,
      functionName: 'createPool',
      args: [staked, reward, rate, start, end, limit, ctx.deployer],
    });
    const count = await ctx.client.readContract({
      address: factory,
      abi: smartChefFactoryAbi,
      functionName: 'allPoolsLength',
    });
    const address = await ctx.client.readContract({
      address: factory,
      abi: smartChefFactoryAbi,
      functionName: 'allPools',
      args: [count - 1n],
    });
    const name = poolContractName(pool);
    ctx.manifest.contracts[name] = getAddress(address);
    ctx.log(`  ${name.padEnd(24)} ${address}`);
  }
}

async function stakeInPools(ctx: DeployContext): Promise<void> {
  for (const stake of POOL_STAKES) {
    const pool = ctx.contract(stake.pool);
    const account = player(stake.player);
    if (stake.pool.startsWith('SmartChef_BNB_')) {
      const value = parseEther(stake.amount);
      await ctx.write({
        address: pool,
        abi: smartChefNativeAbi,
        functionName: 'deposit',
        args: [value],
        value,
        account,
      });
    } else {
      const stakedToken = await ctx.client.readContract({
        address: pool,
        abi: smartChefAbi,
        functionName: 'stakedToken',
      });
      const amount = parseUnits(stake.amount, await decimalsOf(ctx, stakedToken));
      await approve(ctx, stakedToken, pool, account);
      await ctx.write({ address: pool, abi: smartChefAbi, functionName: 'deposit', args: [amount], account });
    }
  }
}

async function seedVault(ctx: DeployContext, vault: Address): Promise<void> {
  for (const { player: n, flask } of VAULT_DEPOSITS) {
    await approve(ctx, ctx.token('FLASK'), vault, player(n));
    await ctx.write({
      address: vault,
      abi: flaskVaultAbi,
      functionName: 'deposit',
      args: [parseEther(flask)],
      account: player(n),
    });
  }
}

/** Mines blocks until `block` has passed (devnet only). */
async function mineUntilAfter(ctx: DeployContext, block: bigint): Promise<void> {
  const now = await ctx.client.getBlockNumber();
  if (now > block) return;
  await ctx.client.request({
    method: 'anvil_mine' as never,
    params: [`0x${(block - now + 1n).toString(16)}`] as never,
  });
}

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

  async seed(ctx) {
    const chef = ctx.contract('MasterChef');
    await seedFarms(ctx, chef);
    await createPools(ctx, ctx.contract('SmartChefFactory'));
    await stakeInPools(ctx);
    await seedVault(ctx, ctx.contract('FlaskVault'));

    // End the finished pools and the finished farm, then give pid 0 its third of the farms' total.
    let lastEnd = 0n;
    for (const pool of SEED_POOLS_YIELD.filter((p) => p.state === 'finished')) {
      const end = await ctx.client.readContract({
        address: ctx.contract(poolContractName(pool)),
        abi: smartChefAbi,
        functionName: 'bonusEndBlock',
      });
      if (end > lastEnd) lastEnd = end;
    }
    await mineUntilAfter(ctx, lastEnd);
    await ctx.write({ address: chef, abi: masterChefAbi, functionName: 'set', args: [BigInt(FINISHED_FARM_PID), 0] });
    await ctx.write({ address: chef, abi: masterChefAbi, functionName: 'set', args: [0n, SEED_STAKING_ALLOC_POINT] });
    await ctx.write({
      address: ctx.contract('FlaskVault'),
      abi: flaskVaultAbi,
      functionName: 'harvest',
      account: player(VAULT_HARVESTER),
    });
    ctx.log(
      `  ${SEED_FARMS.length} farms, ${SEED_POOLS_YIELD.length} pools, ` +
        `${FARM_STAKES.length + PID0_STAKES.length + VAULT_DEPOSITS.length + POOL_STAKES.length} player stakes`,
    );
  },
};

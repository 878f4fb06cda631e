// The yield step's devnet seed: LP farms, fourteen SmartChef pools in every state the app shows,
// players already staked, and the manifest's `farms`, `pricePairs` and `pools` sections the app
// lists them from. docs/yield.md describes it.
import {
  flaskFactoryAbi,
  flaskVaultAbi,
  masterChefAbi,
  smartChefAbi,
  smartChefFactoryAbi,
  smartChefNativeAbi,
  testTokenAbi,
} from '@flaskswap/contracts';
import {
  BLOCKS_PER_YEAR,
  type ManifestFarm,
  type ManifestPool,
  type ManifestPricePair,
  NATIVE_SYMBOL,
  type PoolCategory,
} from '@flaskswap/sdk';
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
import { mineTo } from '../kit/chainTime.ts';
import { priceOf, SEED_PAIRS } from './amm.seed.ts';
import type { DeployContext } from './context.ts';

type TokenPair = readonly [token: string, quoteToken: string];

/**
 * LP farms in pid order from 1. pid 0 ends with a third of the farms' total (PancakeSwap's 25%
 * share for the staking pool, set explicitly). The last farm is finished: it earns for a few
 * blocks while a player stakes, then its allocation drops to 0.
 */
export const SEED_FARMS: readonly { pid: number; pair: TokenPair; allocPoint: number }[] = [
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

/** AMM pairs (amm.seed.ts) that price pool rewards no farm prices. */
export const SEED_PRICE_PAIRS: readonly TokenPair[] = [
  ['LINK', 'ETH'],
  ['UNI', 'ETH'],
  ['ADA', 'BUSD'],
];

export type PoolState = 'live' | 'upcoming' | 'finished';

/** SmartChef pools. `staked` BNB means the native-coin pool; amounts are whole tokens. */
export interface SeedPool {
  staked: string;
  earned: string;
  rewardPerBlock: string;
  state: PoolState;
  /** Per-user stake limit in whole staked tokens (absent: none). */
  limit?: string;
  /** Players (devnet accounts #1..#9) staked after the seed. */
  stakes?: readonly { player: number; amount: string }[];
  /** The APR the deployer's own stake brings a live pool to, as on a real market (tens to hundreds of %). */
  targetAprPercent?: number;
}

export const SEED_POOLS_YIELD: readonly SeedPool[] = [
  {
    staked: 'FLASK',
    earned: 'ETH',
    rewardPerBlock: '0.0005',
    state: 'live',
    targetAprPercent: 60,
    stakes: [
      { player: 2, amount: '300' },
      { player: 7, amount: '150' },
    ],
  },
  {
    staked: 'FLASK',
    earned: 'DOGE',
    // The per-user limit keeps the deployer's stake small too: a small rate gives a real APR.
    rewardPerBlock: '0.002',
    state: 'live',
    limit: '100',
    stakes: [
      { player: 3, amount: '100' }, // at the limit
      { player: 8, amount: '40' },
    ],
  },
  {
    staked: 'FLASK',
    earned: 'BTCB',
    rewardPerBlock: '0.00002',
    state: 'live',
    targetAprPercent: 45,
    stakes: [{ player: 5, amount: '250' }],
  },
  {
    staked: 'BNB',
    earned: 'TWT',
    rewardPerBlock: '0.5',
    state: 'live',
    targetAprPercent: 35,
    stakes: [
      { player: 4, amount: '5' },
      { player: 9, amount: '2' },
    ],
  },
  { staked: 'FLASK', earned: 'LINK', rewardPerBlock: '0.05', state: 'upcoming' },
  {
    staked: 'FLASK',
    earned: 'UNI',
    rewardPerBlock: '0.1',
    state: 'finished',
    stakes: [
      { player: 2, amount: '200' },
      { player: 6, amount: '100' },
    ],
  },
  {
    staked: 'FLASK',
    earned: 'ADA',
    rewardPerBlock: '2',
    state: 'finished',
    stakes: [
      { player: 3, amount: '150' },
      { player: 6, amount: '100' },
    ],
  },
  // More live pools, so the Live tab holds more than one page of 12 (infinite scroll).
  { staked: 'FLASK', earned: 'XRP', rewardPerBlock: '1', state: 'live', targetAprPercent: 150 },
  { staked: 'FLASK', earned: 'DOT', rewardPerBlock: '0.1', state: 'live', targetAprPercent: 90 },
  { staked: 'FLASK', earned: 'SFP', rewardPerBlock: '1', state: 'live', targetAprPercent: 120 },
  { staked: 'FLASK', earned: 'BUSD', rewardPerBlock: '0.5', state: 'live', targetAprPercent: 25 },
  { staked: 'FLASK', earned: 'USDT', rewardPerBlock: '0.5', state: 'live', targetAprPercent: 30 },
  { staked: 'BUSD', earned: 'DOT', rewardPerBlock: '0.05', state: 'live', targetAprPercent: 40 },
  { staked: 'ETH', earned: 'LINK', rewardPerBlock: '0.02', state: 'live', targetAprPercent: 70 },
];

const FLASKSWAP_SITE = 'https://flaskswap.finance';

/**
 * What the pools list shows per reward token (SPEC.md §3 "Pool"): category and project site.
 * Other rewards are Community pools linking to FlaskSwap; native-coin pools are Binance pools.
 */
const REWARD_PROJECTS: Readonly<Record<string, { category: PoolCategory; projectLink: string }>> = {
  ETH: { category: 'Core', projectLink: 'https://ethereum.org' },
  BTCB: { category: 'Core', projectLink: 'https://bitcoin.org' },
  DOGE: { category: 'Community', projectLink: 'https://dogecoin.com' },
  TWT: { category: 'Core', projectLink: 'https://trustwallet.com' },
  LINK: { category: 'Community', projectLink: 'https://chain.link' },
  UNI: { category: 'Core', projectLink: 'https://uniswap.org' },
  ADA: { category: 'Community', projectLink: 'https://cardano.org' },
};

/** Live and upcoming pools run for 1,000,000 blocks (about 35 days of 3-second blocks). */
const POOL_LENGTH = 1_000_000n;
/** The upcoming pool starts this many blocks after the seed (about 17 hours of 3-second blocks). */
const UPCOMING_DELAY = 20_000n;
/** Finished pools run this many blocks, long enough for the seed's stakes, then end. */
const FINISHED_LENGTH = 100n;

/** Who holds what after the seed (players are devnet accounts #1..#9, index 0 here = #1). */
const FARM_STAKES: readonly { player: number; pid: number }[] = [
  { player: 1, pid: 1 },
  { player: 2, pid: 2 },
  { player: 3, pid: 8 },
  { player: 4, pid: 4 },
  { player: 5, pid: FINISHED_FARM_PID },
];
/** Players #1..#5 get LP worth about this much of each farm they use, and keep half unstaked. */
const PLAYER_LP_USD = 6_000;
/**
 * The deployer stakes this share (in 1/100) of its remaining LP in every earning farm, so the
 * farms' APRs are a real market's (tens to hundreds of %, not millions): farmApr in sdk/src/yield/apr.ts.
 */
const DEPLOYER_FARM_STAKE_PERCENT = 90n;
/** FLASK the deployer puts in the auto vault, which stakes it in pid 0: pid 0's APR comes to about 130%. */
export const DEPLOYER_VAULT_FLASK = parseEther('40000000');
const PID0_STAKES: readonly { player: number; flask: string }[] = [
  { player: 2, flask: '1000' },
  { player: 6, flask: '500' },
];
const VAULT_DEPOSITS: readonly { player: number; flask: string }[] = [
  { player: 3, flask: '2000' },
  { player: 4, flask: '1000' },
  { player: 7, flask: '500' },
];
/** Harvests the vault once at the end of the seed, earning the call fee. */
const VAULT_HARVESTER = 8;

const player = (n: number): Account => playerAccounts[n - 1]!;

/** The USD depth of each side the AMM seed gave a farm's pair. */
function seedDepthUsd(farm: ManifestFarm): number {
  const seed = SEED_PAIRS.find(
    ([x, y]) => (x === farm.token && y === farm.quoteToken) || (x === farm.quoteToken && y === farm.token),
  );
  if (!seed) throw new Error(`farm ${farm.lpSymbol} has no seed pair`);
  return seed[2];
}

/** Whole tokens the deployer stakes in a live pool to bring its APR to the target (0 without one). */
export function deployerPoolStake(pool: SeedPool): number {
  if (!pool.targetAprPercent) return 0;
  const stakedUsd = priceOf(pool.staked === NATIVE_SYMBOL ? 'WBNB' : pool.staked).usd;
  const yearlyRewardsUsd = Number(pool.rewardPerBlock) * BLOCKS_PER_YEAR * priceOf(pool.earned).usd;
  return Math.round(yearlyRewardsUsd / (pool.targetAprPercent / 100) / stakedUsd);
}

/** FLASK the deployer stakes in the yield seed (the AMM seed mints it while it may still mint). */
export function deployerYieldFlask(): bigint {
  const pools = SEED_POOLS_YIELD.filter((pool) => pool.staked === 'FLASK');
  return pools.reduce((sum, pool) => sum + parseEther(String(deployerPoolStake(pool))), DEPLOYER_VAULT_FLASK);
}

/** 'FLASK-BNB LP': the symbol the farm list shows (WBNB reads as BNB). */
function lpSymbolOf([token, quoteToken]: TokenPair): string {
  const shown = (symbol: string) => (symbol === 'WBNB' ? 'BNB' : symbol);
  return `${shown(token)}-${shown(quoteToken)} LP`;
}

async function decimalsOf(ctx: DeployContext, token: Address): Promise<number> {
  return ctx.client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
}

async function approve(ctx: DeployContext, token: Address, spender: Address, account?: Account): Promise<void> {
  await ctx.write({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256], account });
}

async function pairOf(ctx: DeployContext, [x, y]: TokenPair): Promise<Address> {
  const pair = await ctx.client.readContract({
    address: ctx.contract('FlaskFactory'),
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [ctx.token(x), ctx.token(y)],
  });
  if (pair === zeroAddress) throw new Error(`No ${x}-${y} pair: the AMM seed must create it first`);
  return getAddress(pair);
}

async function pairEntry(ctx: DeployContext, pair: TokenPair): Promise<ManifestPricePair> {
  return { lpSymbol: lpSymbolOf(pair), lpAddress: await pairOf(ctx, pair), token: pair[0], quoteToken: pair[1] };
}

/** Adds the farms to the MasterChef and returns their manifest entries. */
async function addFarms(ctx: DeployContext, chef: Address): Promise<ManifestFarm[]> {
  const farms: ManifestFarm[] = [];
  for (const farm of SEED_FARMS) {
    const entry = { pid: farm.pid, ...(await pairEntry(ctx, farm.pair)) };
    const alloc = farm.pid === FINISHED_FARM_PID ? FINISHED_FARM_EARNING_ALLOC : farm.allocPoint;
    await ctx.write({ address: chef, abi: masterChefAbi, functionName: 'add', args: [alloc, entry.lpAddress] });
    const pid = Number(
      await ctx.client.readContract({ address: chef, abi: masterChefAbi, functionName: 'poolLength' }),
    );
    if (pid - 1 !== farm.pid) throw new Error(`farm ${farm.pair.join('-')} got pid ${pid - 1}, not ${farm.pid}`);
    farms.push(entry);
  }
  return farms;
}

async function stakeInFarms(ctx: DeployContext, chef: Address, farms: readonly ManifestFarm[]): Promise<void> {
  // Players get LP tokens from the deployer's liquidity, stake half and keep half in the wallet.
  for (const { player: n, pid } of FARM_STAKES) {
    const lp = farms.find((farm) => farm.pid === pid)!.lpAddress;
    const held = await ctx.client.readContract({
      address: lp,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ctx.deployer],
    });
    const share = (held * BigInt(PLAYER_LP_USD)) / BigInt(2 * seedDepthUsd(farms.find((farm) => farm.pid === pid)!));
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
  for (const farm of farms) {
    if (farm.pid === FINISHED_FARM_PID) continue;
    const held = await ctx.client.readContract({
      address: farm.lpAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ctx.deployer],
    });
    await approve(ctx, farm.lpAddress, chef);
    const args = [BigInt(farm.pid), (held * DEPLOYER_FARM_STAKE_PERCENT) / 100n] as const;
    await ctx.write({ address: chef, abi: masterChefAbi, functionName: 'deposit', args });
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

/** Creates one pool through the factory and returns its address. */
async function createPool(ctx: DeployContext, factory: Address, pool: SeedPool): Promise<Address> {
  const reward = ctx.token(pool.earned);
  const rewardDecimals = await decimalsOf(ctx, reward);
  const native = pool.staked === NATIVE_SYMBOL;
  const staked = native ? zeroAddress : ctx.token(pool.staked);
  const stakedDecimals = native ? 18 : await decimalsOf(ctx, staked);
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
  return getAddress(address);
}

function poolEntry(pool: SeedPool, sousId: number, address: Address): ManifestPool {
  const native = pool.staked === NATIVE_SYMBOL;
  const project = REWARD_PROJECTS[pool.earned];
  return {
    sousId,
    address,
    stakingToken: pool.staked,
    earningToken: pool.earned,
    category: native ? 'Binance' : (project?.category ?? 'Community'),
    projectLink: project?.projectLink ?? FLASKSWAP_SITE,
    ...(pool.limit ? { hasUserLimit: true } : {}),
  };
}

async function stakeInPool(ctx: DeployContext, pool: SeedPool, address: Address): Promise<void> {
  const deployerStake = deployerPoolStake(pool);
  const stakes: { account: Account; amount: string }[] = (pool.stakes ?? []).map((stake) => ({
    account: player(stake.player),
    amount: stake.amount,
  }));
  if (deployerStake > 0) stakes.push({ account: ctx.client.account, amount: String(deployerStake) });
  for (const stake of stakes) {
    const { account } = stake;
    if (pool.staked === NATIVE_SYMBOL) {
      const value = parseEther(stake.amount);
      await ctx.write({ address, abi: smartChefNativeAbi, functionName: 'deposit', args: [value], value, account });
    } else {
      const stakedToken = ctx.token(pool.staked);
      const amount = parseUnits(stake.amount, await decimalsOf(ctx, stakedToken));
      // The deployer's FLASK was minted by the AMM seed; it owns and mints every test token.
      if (account === ctx.client.account && pool.staked !== 'FLASK') {
        const args = [ctx.deployer, amount] as const;
        await ctx.write({ address: stakedToken, abi: testTokenAbi, functionName: 'mint', args });
      }
      await approve(ctx, stakedToken, address, account);
      await ctx.write({ address, abi: smartChefAbi, functionName: 'deposit', args: [amount], account });
    }
  }
}

async function seedVault(ctx: DeployContext, vault: Address): Promise<void> {
  await approve(ctx, ctx.token('FLASK'), vault);
  await ctx.write({ address: vault, abi: flaskVaultAbi, functionName: 'deposit', args: [DEPLOYER_VAULT_FLASK] });
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

/** Devnet only (DeployStep.seed). */
export async function seedYield(ctx: DeployContext): Promise<void> {
  const chef = ctx.contract('MasterChef');
  const farms = await addFarms(ctx, chef);
  await stakeInFarms(ctx, chef, farms);
  ctx.manifest.farms = farms;
  ctx.manifest.pricePairs = await Promise.all(SEED_PRICE_PAIRS.map((pair) => pairEntry(ctx, pair)));

  const factory = ctx.contract('SmartChefFactory');
  const created: { seed: SeedPool; address: Address }[] = [];
  for (const seed of SEED_POOLS_YIELD) {
    const address = await createPool(ctx, factory, seed);
    created.push({ seed, address });
    ctx.log(`  SmartChef ${`${seed.staked}→${seed.earned}`.padEnd(14)} ${address}`);
  }
  ctx.manifest.pools = created.map(({ seed, address }, i) => poolEntry(seed, i + 1, address));
  for (const { seed, address } of created) await stakeInPool(ctx, seed, address);
  await seedVault(ctx, ctx.contract('FlaskVault'));

  // End the finished pools and the finished farm, then give pid 0 its third of the farms' total.
  let lastEnd = 0n;
  for (const { address } of created.filter(({ seed }) => seed.state === 'finished')) {
    const end = await ctx.client.readContract({ address, abi: smartChefAbi, functionName: 'bonusEndBlock' });
    if (end > lastEnd) lastEnd = end;
  }
  // Until the last end block has passed.
  await mineTo(ctx.client, lastEnd + 1n);
  await ctx.write({ address: chef, abi: masterChefAbi, functionName: 'set', args: [BigInt(FINISHED_FARM_PID), 0] });
  await ctx.write({ address: chef, abi: masterChefAbi, functionName: 'set', args: [0n, SEED_STAKING_ALLOC_POINT] });
  await ctx.write({
    address: ctx.contract('FlaskVault'),
    abi: flaskVaultAbi,
    functionName: 'harvest',
    account: player(VAULT_HARVESTER),
  });
  const poolStakes = SEED_POOLS_YIELD.reduce((sum, pool) => sum + (pool.stakes?.length ?? 0), 0);
  ctx.log(
    `  ${SEED_FARMS.length} farms, ${SEED_POOLS_YIELD.length} pools, ` +
      `${FARM_STAKES.length + PID0_STAKES.length + VAULT_DEPOSITS.length + poolStakes} player stakes`,
  );
}

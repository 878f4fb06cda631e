// The devnet's yield seed: a fresh devnet (port 8603 unless YIELD_SEED_TEST_PORT says otherwise,
// manifest in a temporary DEPLOYMENTS_DIR) has the MasterChef minting FLASK to farms pid 0-9, fourteen
// SmartChef pools in every state, the vault, and players staked in all of them; the manifest's
// farms, pricePairs and pools sections list them.
import {
  flaskFactoryAbi,
  flaskTokenAbi,
  flaskVaultAbi,
  masterChefAbi,
  smartChefAbi,
  smartChefFactoryAbi,
} from '@flaskswap/contracts';
import { DEVNET_CHAIN_ID, farmApr, poolWeight } from '@flaskswap/sdk';
import { type Address, createWalletClient, erc20Abi, http, parseEther, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount, playerAccounts } from '../src/accounts.ts';
import { DEPLOYER_SPARE_FLASK, SEED_PAIRS } from '../src/deploy/amm.seed.ts';
import { AUCTION_SEED_STORY } from '../src/deploy/auction.seed.ts';
import {
  deployerPoolStake,
  SEED_FARMS,
  SEED_POOLS_YIELD,
  SEED_PRICE_PAIRS,
  SEED_STAKING_ALLOC_POINT,
} from '../src/deploy/yield.seed.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { readManifest } from '../src/manifest.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.YIELD_SEED_TEST_PORT ?? 8603);

let devnet: TestDevnet;
let client: TestDevnet['client'];
const contract = (name: string) => devnet.manifest.contracts[name] as Address;
const token = (symbol: string) => devnet.manifest.tokens[symbol] as Address;
const player = (n: number) => playerAccounts[n - 1]!;
/** A pool's address from the manifest's pools section. */
const poolAddress = (staked: string, earned: string) =>
  devnet.manifest.pools!.find((pool) => pool.stakingToken === staked && pool.earningToken === earned)!.address;

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
  client = devnet.client;
});

afterAll(() => devnet?.stop());

const chefRead = <const F extends 'poolInfo' | 'userInfo' | 'pendingFlask' | 'totalAllocPoint' | 'poolLength'>(
  functionName: F,
  args?: readonly unknown[],
) => client.readContract({ address: contract('MasterChef'), abi: masterChefAbi, functionName, args } as never);

const getPair = ([a, b]: readonly [string, string]) =>
  client.readContract({
    address: contract('FlaskFactory'),
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [token(a), token(b)],
  });

describe('devnet yield seed', () => {
  it('makes the MasterChef the FLASK minter, with the deployer as admin', async () => {
    const flask = token('FLASK');
    const minter = await client.readContract({ address: flask, abi: flaskTokenAbi, functionName: 'MINTER_ROLE' });
    const admin = await client.readContract({ address: flask, abi: flaskTokenAbi, functionName: 'DEFAULT_ADMIN_ROLE' });
    const hasRole = (role: `0x${string}`, account: Address) =>
      client.readContract({ address: flask, abi: flaskTokenAbi, functionName: 'hasRole', args: [role, account] });
    expect(await hasRole(minter, contract('MasterChef'))).toBe(true);
    expect(await hasRole(minter, deployerAccount.address)).toBe(false);
    expect(await hasRole(admin, deployerAccount.address)).toBe(true);
  });

  it("leaves the deployer the spare FLASK that tests' fresh accounts are funded from", async () => {
    const held = await client.readContract({
      address: token('FLASK'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [deployerAccount.address],
    });
    expect(held).toBeGreaterThanOrEqual(DEPLOYER_SPARE_FLASK);
  });

  it('adds the farms in pid order on their pairs, pid 0 holding a quarter of the allocation', async () => {
    // The farm auction's winners' farms come after the seeded ones (auction-seed.test.ts).
    expect(await chefRead('poolLength')).toBe(BigInt(SEED_FARMS.length + 1 + AUCTION_SEED_STORY.first.winners.length));
    const [flaskPool, stakingAlloc] = (await chefRead('poolInfo', [0n])) as [Address, number];
    expect(flaskPool).toBe(token('FLASK'));
    expect(stakingAlloc).toBe(SEED_STAKING_ALLOC_POINT);
    let total = stakingAlloc;
    const listed = devnet.manifest.farms!.slice(0, SEED_FARMS.length);
    expect(listed.map((farm) => farm.pid)).toEqual(SEED_FARMS.map((farm) => farm.pid));
    for (const [i, farm] of SEED_FARMS.entries()) {
      const [lp, alloc] = (await chefRead('poolInfo', [BigInt(farm.pid)])) as [Address, number];
      const pair = await getPair(farm.pair);
      expect(lp, `pid ${farm.pid}`).toBe(pair);
      expect(listed[i], `pid ${farm.pid}`).toMatchObject({
        lpAddress: pair,
        token: farm.pair[0],
        quoteToken: farm.pair[1],
      });
      expect(alloc, `pid ${farm.pid}`).toBe(farm.allocPoint);
      total += alloc;
    }
    expect(await chefRead('totalAllocPoint')).toBe(BigInt(total));
    expect(stakingAlloc * 4).toBe(total);
    expect(SEED_FARMS.find((f) => f.pid === 8)?.pair).toEqual(['BUSD', 'WBNB']);
    expect(listed[0]!.lpSymbol).toBe('FLASK-BNB LP');
  });

  it('lists the pairs that price pool rewards without a farm', async () => {
    const listed = devnet.manifest.pricePairs!;
    expect(listed.map((pair) => [pair.token, pair.quoteToken])).toEqual(SEED_PRICE_PAIRS);
    for (const [i, pair] of SEED_PRICE_PAIRS.entries()) expect(listed[i]!.lpAddress).toBe(await getPair(pair));
  });

  it('writes a manifest the shared schema reads back unchanged', () => {
    expect(readManifest(DEVNET_CHAIN_ID)).toEqual(devnet.manifest);
  });

  it('lists every seeded pool in the manifest and in the factory, one in each state the app shows', async () => {
    const now = await client.getBlockNumber();
    const listed = await client.readContract({
      address: contract('SmartChefFactory'),
      abi: smartChefFactoryAbi,
      functionName: 'allPoolsLength',
    });
    expect(listed).toBe(BigInt(SEED_POOLS_YIELD.length));
    const pools = devnet.manifest.pools!;
    expect(pools.map((pool) => pool.sousId)).toEqual(SEED_POOLS_YIELD.map((_, i) => i + 1));
    const decimals = new Set<number>();
    for (const [i, seed] of SEED_POOLS_YIELD.entries()) {
      const { address } = pools[i]!;
      const name = `${seed.staked}→${seed.earned}`;
      expect(pools[i], name).toMatchObject({ stakingToken: seed.staked, earningToken: seed.earned });
      expect(
        await client.readContract({
          address: contract('SmartChefFactory'),
          abi: smartChefFactoryAbi,
          functionName: 'allPools',
          args: [BigInt(i)],
        }),
        name,
      ).toBe(address);
      const read = <const F extends 'startBlock' | 'bonusEndBlock' | 'totalStaked' | 'stakedToken' | 'rewardToken'>(
        functionName: F,
      ) => client.readContract({ address, abi: smartChefAbi, functionName } as never) as Promise<bigint & Address>;
      const [start, end, staked, stakedToken, rewardToken] = await Promise.all([
        read('startBlock'),
        read('bonusEndBlock'),
        read('totalStaked'),
        read('stakedToken'),
        read('rewardToken'),
      ]);
      expect(rewardToken, name).toBe(token(seed.earned));
      expect(stakedToken, name).toBe(seed.staked === 'BNB' ? zeroAddress : token(seed.staked));
      if (seed.state === 'upcoming') expect(start > now, name).toBe(true);
      if (seed.state === 'live') expect(start <= now && now < end, name).toBe(true);
      if (seed.state === 'finished') {
        expect(end < now, name).toBe(true);
        expect(staked > 0n, `${name} has stakes for the Finished tab`).toBe(true);
      }
      decimals.add(await client.readContract({ address: rewardToken, abi: erc20Abi, functionName: 'decimals' }));
    }
    expect(decimals.size).toBeGreaterThan(1);
    const limited = poolAddress('FLASK', 'DOGE');
    expect(pools.filter((pool) => pool.hasUserLimit).map((pool) => pool.address)).toEqual([limited]);
    expect(await client.readContract({ address: limited, abi: smartChefAbi, functionName: 'hasUserLimit' })).toBe(true);
    const [atLimit] = await client.readContract({
      address: limited,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [player(3).address],
    });
    expect(atLimit).toBe(parseEther('100'));
    // Players #4 and #9 stake 7 BNB; the deployer's stake brings the pool's APR to its target.
    const bnbPool = SEED_POOLS_YIELD.find((pool) => pool.staked === 'BNB')!;
    expect(await client.getBalance({ address: poolAddress('BNB', 'TWT') })).toBe(
      parseEther('7') + parseEther(String(deployerPoolStake(bnbPool))),
    );
    expect(pools.filter((pool) => pool.category === 'Binance').map((pool) => pool.address)).toEqual([
      poolAddress('BNB', 'TWT'),
    ]);
  });

  it('has players staked in farms, pid 0 and the vault, earning as blocks pass', async () => {
    const [farmStake] = (await chefRead('userInfo', [1n, player(1).address])) as [bigint];
    expect(farmStake > 0n).toBe(true);
    const [pid0Stake] = (await chefRead('userInfo', [0n, player(2).address])) as [bigint];
    expect(pid0Stake).toBe(parseEther('1000'));
    const [shares] = await client.readContract({
      address: contract('FlaskVault'),
      abi: flaskVaultAbi,
      functionName: 'userInfo',
      args: [player(3).address],
    });
    expect(shares > 0n).toBe(true);
    expect(
      await client.readContract({
        address: token('FLASK'),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player(8).address],
      }),
    ).toBeGreaterThan(parseEther('9960')); // 10,000 minus 40 staked for DOGE, plus the vault's harvest bounty
    const before = (await chefRead('pendingFlask', [1n, player(1).address])) as bigint;
    await client.mine({ blocks: 3 });
    const after = (await chefRead('pendingFlask', [1n, player(1).address])) as bigint;
    expect(after > before).toBe(true);
  });

  it('lets a player harvest a farm and unstake from pid 0', async () => {
    const wallet = createWalletClient({
      account: player(2),
      chain: devnet.chain,
      transport: http(devnet.anvil.rpcUrl),
    });
    const balance = () =>
      client.readContract({
        address: token('FLASK'),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player(2).address],
      });
    const start = await balance();
    const harvest = await wallet.writeContract({
      address: contract('MasterChef'),
      abi: masterChefAbi,
      functionName: 'deposit',
      args: [2n, 0n],
    });
    await sendAndWait(client, harvest);
    const harvested = await balance();
    expect(harvested > start).toBe(true);
    const leave = await wallet.writeContract({
      address: contract('MasterChef'),
      abi: masterChefAbi,
      functionName: 'leaveStaking',
      args: [parseEther('1000')],
    });
    await sendAndWait(client, leave);
    expect((await balance()) - harvested > parseEther('1000')).toBe(true);
  });

  it('gives every earning farm an APR of tens to hundreds of percent, as a real market', async () => {
    const chef = devnet.manifest.contracts.MasterChef!;
    const total = await client.readContract({ address: chef, abi: masterChefAbi, functionName: 'totalAllocPoint' });
    for (const farm of SEED_FARMS.filter((f) => f.allocPoint > 0)) {
      const [lp, allocPoint, , , staked] = await client.readContract({
        address: chef,
        abi: masterChefAbi,
        functionName: 'poolInfo',
        args: [BigInt(farm.pid)],
      });
      const supply = await client.readContract({ address: lp, abi: erc20Abi, functionName: 'totalSupply' });
      const [, , depthUsd] = SEED_PAIRS.find(([x, y]) => x === farm.pair[0] && y === farm.pair[1])!;
      const liquidityUsd = (Number(staked) / Number(supply)) * 2 * depthUsd;
      const apr = farmApr({ poolWeight: poolWeight(BigInt(allocPoint), total), flaskPriceUsd: 10, liquidityUsd })!;
      expect(apr, farm.pair.join('-')).toBeGreaterThan(10);
      expect(apr, farm.pair.join('-')).toBeLessThan(1000);
    }
  });
});

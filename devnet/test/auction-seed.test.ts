// The farm auction on a fresh devnet (port 8666 unless AUCTION_SEED_TEST_PORT says otherwise): the
// manifest's bidders against the whitelist and their pairs, auction #1 as AUCTION_SEED_STORY tells
// it (winners burned, one loser reclaimed), its winners' farms (added, then ended); seeded as the
// e2e stack is (no auction open), then the test helpers' short auction and the playground's live one.
import { flaskFarmAuctionAbi, masterChefAbi } from '@flaskswap/contracts';
import { type Address, erc20Abi, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUCTION_SEED_STORY,
  LIVE_AUCTION_BLOCKS,
  LIVE_AUCTION_DELAY_BLOCKS,
  seedLiveAuction,
} from '../src/deploy/auction.seed.ts';
import { AUCTION_FARM_ALLOC_POINT } from '../src/operator/auctionFarms.ts';
import { deployerContext } from '../src/operator/context.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';
import { closeTestAuction, startTestAuction } from '../src/testing/farmAuction.ts';

const PORT = Number(process.env.AUCTION_SEED_TEST_PORT ?? 8666);

let devnet: TestDevnet;
const auction = () => devnet.manifest.auction!.address;
const read = <T>(functionName: string, args: readonly unknown[] = []) =>
  devnet.client.readContract({
    address: auction(),
    abi: flaskFarmAuctionAbi,
    functionName,
    args,
  } as never) as Promise<T>;
const flaskBalance = (account: Address) =>
  devnet.client.readContract({
    address: devnet.manifest.tokens.FLASK!,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });

beforeAll(async () => {
  devnet = await startTestDevnet(PORT, undefined, { seed: { openAuction: false } });
}, 120_000);

afterAll(() => devnet?.stop());

describe('auction seed', () => {
  it('lists four whitelisted projects, each with its token and FLASK pair holding its LP', async () => {
    const { bidders } = devnet.manifest.auction!;
    expect(auction()).toBe(devnet.manifest.contracts.FlaskFarmAuction);
    expect(bidders.map((bidder) => bidder.address)).toEqual(AUCTION_SEED_STORY.projects.map((p) => p.account));
    for (const bidder of bidders) {
      expect(await read<boolean>('isWhitelisted', [bidder.address])).toBe(true);
      expect(devnet.manifest.tokens[bidder.token]).toMatch(/^0x/);
      expect(bidder.projectUrl).toMatch(/^https:\/\//);
      const lp = await devnet.client.readContract({
        address: bidder.lpAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [bidder.address],
      });
      expect(lp).toBeGreaterThan(0n);
    }
    // Seeded with SeedOptions.openAuction false, as the e2e stack is: no auction after #1.
    expect(await read<bigint>('currentAuctionId')).toBe(1n);
  });

  it('closed auction #1 with the two best bidders winning, their bids burned, a loser reclaimed', async () => {
    const [status, , , initialBid, increment, leaderboard, totalBids] = await read<
      [number, bigint, bigint, bigint, bigint, bigint, bigint]
    >('auctions', [1n]);
    const { terms, projects, first } = AUCTION_SEED_STORY;
    expect({ status, initialBid, increment, leaderboard }).toEqual({
      status: 2,
      initialBid: terms.initialBid,
      increment: terms.increment,
      leaderboard: terms.leaderboard,
    });
    expect(totalBids).toBe(projects.reduce((sum, project) => sum + project.total, 0n));
    expect(await read<Address[]>('viewWinners', [1n])).toEqual(first.winners);
    for (const project of projects) {
      const [amount, claimed, won] = await read<[bigint, boolean, boolean]>('bidOf', [1n, project.account]);
      expect({ amount, claimed, won }, project.name).toEqual({
        amount: project.total,
        claimed: first.reclaimed.includes(project.account),
        won: first.winners.includes(project.account),
      });
      expect(await read<boolean>('claimable', [1n, project.account])).toBe(first.unclaimed.includes(project.account));
    }
    const unclaimed = projects.filter((p) => first.unclaimed.includes(p.account)).reduce((s, p) => s + p.total, 0n);
    expect(first.burned).toBe(parseEther('6000'));
    expect(await flaskBalance(auction())).toBe(unclaimed);
  });

  it("added the winners' farms, listed them, and set them back to 0 once their week was over", async () => {
    const chef = devnet.manifest.contracts.MasterChef!;
    const withFarms = devnet.manifest.auction!.bidders.filter((bidder) => bidder.farmPid !== null);
    expect(withFarms.map((bidder) => bidder.address)).toEqual([...AUCTION_SEED_STORY.first.winners]);
    for (const bidder of withFarms) {
      const [lp, allocPoint] = await devnet.client.readContract({
        address: chef,
        abi: masterChefAbi,
        functionName: 'poolInfo',
        args: [BigInt(bidder.farmPid!)],
      });
      expect({ lp, allocPoint }).toEqual({ lp: bidder.lpAddress, allocPoint: 0 });
      expect(devnet.manifest.farms!.find((farm) => farm.pid === bidder.farmPid)).toEqual({
        pid: bidder.farmPid,
        lpSymbol: `${bidder.token}-FLASK LP`,
        lpAddress: bidder.lpAddress,
        token: bidder.token,
        quoteToken: 'FLASK',
      });
    }
    expect(AUCTION_FARM_ALLOC_POINT).toBeGreaterThan(0);
  });

  it('runs a short test auction with the helpers, then opens the live one as the playground does', async () => {
    const { rpcUrl } = devnet.anvil;
    const newcomer = '0x000000000000000000000000000000000000bEEF' as const;
    const test = await startTestAuction({ rpcUrl, manifest: devnet.manifest, whitelist: [newcomer], length: 30 });
    expect(test.auctionId).toBe(2n);
    expect(await read<boolean>('isWhitelisted', [newcomer])).toBe(true);
    const [openStatus, start, end] = await read<[number, bigint, bigint]>('auctions', [2n]);
    expect({ openStatus, start, end }).toEqual({ openStatus: 1, start: test.startBlock, end: test.endBlock });
    expect(await devnet.client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(test.startBlock);
    await closeTestAuction({ rpcUrl, manifest: devnet.manifest });
    expect((await read<[number]>('auctions', [2n]))[0]).toBe(2);

    const before = await devnet.client.getBlockNumber({ cacheTime: 0 });
    await seedLiveAuction(deployerContext(rpcUrl, devnet.manifest), {});
    const [liveStatus, liveStart, liveEnd] = await read<[number, bigint, bigint]>('auctions', [3n]);
    expect(liveStatus).toBe(0);
    expect(liveStart - before).toBeGreaterThanOrEqual(LIVE_AUCTION_DELAY_BLOCKS);
    expect(liveStart - before).toBeLessThan(LIVE_AUCTION_DELAY_BLOCKS + 5n);
    expect(liveEnd - liveStart).toBe(LIVE_AUCTION_BLOCKS);
  });
});

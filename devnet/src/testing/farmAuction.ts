// Short farm auctions for tests, on the manifest's FlaskFarmAuction (the app reads that one): the
// e2e stack's seed leaves no auction open (SeedOptions.openAuction), so a spec starts its own.
// Sent as the deployer through the node, one transaction at a time, like deployIfoSale.
import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import { AUCTION_DEFAULT_MAX_BIDDERS, auctionPublicCloseBlock, type Manifest } from '@flaskswap/sdk';
import { type Address, parseEther } from 'viem';
import { closeAuctionInPages } from '../deploy/auction.seed.ts';
import { mineTo } from '../kit/chainTime.ts';
import { deployerContext } from '../operator/context.ts';

export interface TestAuctionOptions {
  rpcUrl: string;
  manifest: Manifest;
  /** Whitelisted before the start (already whitelisted ones are fine). */
  whitelist?: Address[];
  /** Blocks from now to the start (default 5), mined before this returns so bids are taken. */
  startIn?: number;
  /** Blocks bids are taken (default 200); closeTestAuction mines through the rest. */
  length?: number;
  /** In FLASK (defaults: a 100 FLASK minimum bid, in steps of 10, two winners). */
  initialBid?: bigint;
  increment?: bigint;
  leaderboard?: number;
  /** Most bidders (default AUCTION_DEFAULT_MAX_BIDDERS). */
  maxBidders?: bigint;
}

export interface TestAuction {
  auctionId: bigint;
  startBlock: bigint;
  endBlock: bigint;
  initialBid: bigint;
  increment: bigint;
  leaderboard: number;
}

function auctionOf(manifest: Manifest): Address {
  const address = manifest.auction?.address;
  if (!address) throw new Error('Test auction: the manifest has no auction section');
  return address;
}

/** Starts the next auction (the last one must be closed) and mines to its start: it takes bids on return. */
export async function startTestAuction(options: TestAuctionOptions): Promise<TestAuction> {
  const ctx = deployerContext(options.rpcUrl, options.manifest);
  const address = auctionOf(options.manifest);
  const initialBid = options.initialBid ?? parseEther('100');
  const increment = options.increment ?? parseEther('10');
  const leaderboard = options.leaderboard ?? 2;
  if (options.whitelist?.length) {
    await ctx.write({ address, abi: flaskFarmAuctionAbi, functionName: 'addWhitelist', args: [options.whitelist] });
  }
  const startBlock = (await ctx.client.getBlockNumber({ cacheTime: 0 })) + BigInt(options.startIn ?? 5);
  const endBlock = startBlock + BigInt(options.length ?? 200);
  await ctx.write({
    address,
    abi: flaskFarmAuctionAbi,
    functionName: 'startAuction',
    args: [
      startBlock,
      endBlock,
      initialBid,
      increment,
      BigInt(leaderboard),
      options.maxBidders ?? AUCTION_DEFAULT_MAX_BIDDERS,
    ],
  });
  await mineTo(ctx.client, startBlock);
  const auctionId = await ctx.client.readContract({
    address,
    abi: flaskFarmAuctionAbi,
    functionName: 'currentAuctionId',
  });
  return { auctionId, startBlock, endBlock, initialBid, increment, leaderboard };
}

/** The end block of the auction `currentAuctionId` names. */
async function currentEndBlock(ctx: ReturnType<typeof deployerContext>, address: Address): Promise<bigint> {
  const auctionId = await ctx.client.readContract({
    address,
    abi: flaskFarmAuctionAbi,
    functionName: 'currentAuctionId',
  });
  const [, , endBlock] = await ctx.client.readContract({
    address,
    abi: flaskFarmAuctionAbi,
    functionName: 'auctions',
    args: [auctionId],
  });
  return endBlock;
}

/**
 * Mines (without moving the chain's clock: other tests sign with time limits) to the first block
 * from which anyone may close the current auction.
 */
export async function mineToPublicClose(options: { rpcUrl: string; manifest: Manifest }): Promise<void> {
  const ctx = deployerContext(options.rpcUrl, options.manifest);
  const address = auctionOf(options.manifest);
  await mineTo(ctx.client, auctionPublicCloseBlock(await currentEndBlock(ctx, address)));
}

/** Mines past the current auction's end and closes it as the owner, in pages (its winners' bids are burned). */
export async function closeTestAuction(options: { rpcUrl: string; manifest: Manifest }): Promise<void> {
  const ctx = deployerContext(options.rpcUrl, options.manifest);
  const address = auctionOf(options.manifest);
  const endBlock = await currentEndBlock(ctx, address);
  await mineTo(ctx.client, endBlock + 1n);
  await closeAuctionInPages(ctx, address);
}

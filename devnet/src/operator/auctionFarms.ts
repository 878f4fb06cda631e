// The operator's side of a closed farm auction (docs/auction.md): each winner's FLASK pair becomes
// a MasterChef farm for a week, then its allocation goes back to 0. On the devnet the deployer owns
// the MasterChef and calls these directly; on 56/97 the same `add` and `set` calls go through the
// timelock.
import { flaskFarmAuctionAbi, masterChefAbi } from '@flaskswap/contracts';
import { blocksIn } from '@flaskswap/sdk';
import { isAddressEqual } from 'viem';
import type { DeployContext } from '../deploy/context.ts';

/** The allocation a won farm gets for its week (the DOGE-BNB farm's: a small farm beside the core ones). */
export const AUCTION_FARM_ALLOC_POINT = 200;
/** A won farm runs this long (7 days); the operator sets it to 0 afterwards. */
export const AUCTION_FARM_BLOCKS = blocksIn(7 * 24 * 60 * 60);

/**
 * Adds the farms of auction `auctionId`'s winners (closed already) with AUCTION_FARM_ALLOC_POINT, in
 * the winners' order; lists them in the manifest's farms and sets each bidder's `farmPid`. Returns
 * the new pids. A winner the manifest does not list as a bidder has no known LP: that fails.
 */
export async function addAuctionFarms(ctx: DeployContext, auctionId: bigint): Promise<number[]> {
  const section = ctx.manifest.auction;
  if (!section) throw new Error('Auction farms: the manifest has no auction section');
  const chef = ctx.contract('MasterChef');
  const winners = await ctx.client.readContract({
    address: section.address,
    abi: flaskFarmAuctionAbi,
    functionName: 'viewWinners',
    args: [auctionId],
  });
  const firstPid = Number(
    await ctx.client.readContract({ address: chef, abi: masterChefAbi, functionName: 'poolLength' }),
  );
  const pids: number[] = [];
  for (const winner of winners) {
    const bidder = section.bidders.find((entry) => isAddressEqual(entry.address, winner));
    if (!bidder) throw new Error(`Auction farms: winner ${winner} is not a listed bidder`);
    await ctx.write({
      address: chef,
      abi: masterChefAbi,
      functionName: 'add',
      args: [AUCTION_FARM_ALLOC_POINT, bidder.lpAddress],
    });
    const pid = firstPid + pids.length;
    pids.push(pid);
    bidder.farmPid = pid;
    ctx.manifest.farms = [
      ...(ctx.manifest.farms ?? []),
      {
        pid,
        lpSymbol: `${bidder.token}-FLASK LP`,
        lpAddress: bidder.lpAddress,
        token: bidder.token,
        quoteToken: 'FLASK',
      },
    ];
  }
  return pids;
}

/** The week is over: the farms' allocation goes back to 0 (they stay listed, as finished farms). */
export async function endAuctionFarms(ctx: DeployContext, pids: readonly number[]): Promise<void> {
  const batch = ctx.batch();
  for (const pid of pids) {
    await batch.write({
      address: ctx.contract('MasterChef'),
      abi: masterChefAbi,
      functionName: 'set',
      args: [BigInt(pid), 0],
    });
  }
  await batch.done();
}

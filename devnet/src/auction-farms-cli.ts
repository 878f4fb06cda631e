// `npm run auction:farms -w @flaskswap/devnet -- [--rpc URL] [--auction N] [--end]`: the devnet
// operator's farm steps after a farm auction (docs/auction.md). Without --end: adds a MasterChef farm
// for each winner of auction N (default: the current one, closed) and lists them in the manifest.
// With --end: the week is over, their allocation goes back to 0. As the deployer (anvil's account
// #0); on 56/97 the same `add`/`set` calls go through the timelock instead.
import { parseArgs } from 'node:util';
import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { isAddressEqual } from 'viem';
import { manifestPath, readManifest, writeManifest } from './manifest.ts';
import { addAuctionFarms, endAuctionFarms } from './operator/auctionFarms.ts';
import { deployerContext } from './operator/context.ts';

const { values } = parseArgs({
  options: {
    rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
    auction: { type: 'string' },
    end: { type: 'boolean' },
  },
});

try {
  const manifest = readManifest(DEVNET_CHAIN_ID);
  if (!manifest?.auction)
    throw new Error(`${manifestPath(DEVNET_CHAIN_ID)} has no farm auction: start the devnet first`);
  const ctx = deployerContext(values.rpc, manifest);
  const auction = manifest.auction.address;
  const auctionId = values.auction
    ? BigInt(values.auction)
    : await ctx.client.readContract({ address: auction, abi: flaskFarmAuctionAbi, functionName: 'currentAuctionId' });
  const winners = await ctx.client.readContract({
    address: auction,
    abi: flaskFarmAuctionAbi,
    functionName: 'viewWinners',
    args: [auctionId],
  });
  if (values.end) {
    const pids = ctx.manifest.auction!.bidders.flatMap((bidder) =>
      bidder.farmPid !== null && winners.some((winner) => isAddressEqual(winner, bidder.address))
        ? [bidder.farmPid]
        : [],
    );
    await endAuctionFarms(ctx, pids);
    console.log(`auction #${auctionId}: farms ${pids.join(', ') || '(none)'} set to 0`);
  } else {
    const pids = await addAuctionFarms(ctx, auctionId);
    console.log(
      `auction #${auctionId}: farms ${pids.join(', ') || '(none)'} added; ${writeManifest(ctx.manifest)} updated`,
    );
  }
  process.exit(0); // viem's keep-alive sockets would keep the process alive
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

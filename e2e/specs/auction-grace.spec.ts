// The public close of an auction its team leaves open. Mining past the 1,200-block grace leaves the
// shared indexer about 100 s behind the chain (it indexes ~12 blocks a second after a burst), so
// this spec runs after every other one (playwright.config.ts: the 'after-long-mines' project);
// alone: `npx playwright test --no-deps specs/auction-grace.spec.ts`.
import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import { parseEther } from 'viem';
import {
  auctionAddress,
  bidAs,
  mineToPublicCloseForTest,
  readBid,
  startAuctionForTest,
  TEST_AUCTION_TERMS,
} from '../support/auctionSupport.ts';
import { expect, test } from '../support/fixtures.ts';
import { createFreshAccount } from '../support/freshAccount.ts';

test.describe('Community farm auction, after the grace', () => {
  test('an ended auction the team leaves open: anyone closes it from the page after the grace', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const bidder = await createFreshAccount(chain, manifest);
    const loser = await createFreshAccount(chain, manifest);
    const auction = await startAuctionForTest(chain, manifest, {
      ...TEST_AUCTION_TERMS,
      length: 20,
      whitelist: [bidder.address, loser.address],
    });
    await bidAs(chain, manifest, bidder.address, parseEther('20'));
    await bidAs(chain, manifest, loser.address, parseEther('10'));
    // Anyone: a wallet that never bid and is not whitelisted.
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/farms/auction');
    const current = page.getByTestId('auction-current');
    await expect(current).toHaveAttribute('data-auction-id', auction.auctionId.toString());
    await expect(current).toHaveAttribute('data-phase', 'ended', { timeout: 30_000 });
    await expect(current.getByTestId('auction-close-waiting')).toContainText('The FlaskSwap team closes the auction.');
    await expect(current.getByTestId('auction-close-button')).toHaveCount(0);

    await mineToPublicCloseForTest(manifest);
    await current.getByTestId('auction-close-button').click();
    await expect(current).toHaveAttribute('data-phase', 'closed', { timeout: 30_000 });
    await expect(current.getByTestId('auction-winner')).toHaveAttribute('data-account', bidder.address);
    const [status] = await chain.readContract({
      address: auctionAddress(manifest),
      abi: flaskFarmAuctionAbi,
      functionName: 'auctions',
      args: [auction.auctionId],
    });
    expect(status).toBe(2);
    expect(await readBid(chain, manifest, auction.auctionId, bidder.address)).toEqual({
      amount: parseEther('20'),
      claimed: false,
      won: true,
    });
    expect(
      await chain.readContract({
        address: auctionAddress(manifest),
        abi: flaskFarmAuctionAbi,
        functionName: 'claimable',
        args: [auction.auctionId, loser.address],
      }),
    ).toBe(true);
  });
});

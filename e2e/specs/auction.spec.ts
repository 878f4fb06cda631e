import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import { AUCTION_SEED_STORY } from '@flaskswap/devnet';
import { parseEther } from 'viem';
import {
  auctionAddress,
  bidAs,
  bidThroughApp,
  closeAuctionForTest,
  openBidModal,
  readBid,
  startAuctionForTest,
  TEST_AUCTION_TERMS,
} from '../support/auctionSupport.ts';
import { tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { createFreshAccount } from '../support/freshAccount.ts';

// Both tests start an auction on the one manifest contract: one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('Community farm auction', () => {
  test('a whitelisted project bids and raises its bid, is outbid, and reclaims its FLASK after the close', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const project = freshAccount.address;
    const rival = await createFreshAccount(chain, manifest);
    const auction = await startAuctionForTest(chain, manifest, {
      ...TEST_AUCTION_TERMS,
      whitelist: [project, rival.address],
    });
    const wallet = await freshAccount.install(page);
    // Reached from the farms page header.
    await wallet.openConnected('/farms');
    await page.getByRole('link', { name: 'Community Farm Auction: bid for a 7-day farm' }).click();
    await expect(page).toHaveURL(/\/farms\/auction$/);
    await expect(page).toHaveTitle(/Community Farm Auction \| FlaskSwap/);

    const current = page.getByTestId('auction-current');
    await expect(current).toHaveAttribute('data-auction-id', auction.auctionId.toString());
    await expect(current).toHaveAttribute('data-phase', 'live');
    await expect(page.getByTestId('auction-countdown')).toContainText('Ends in');

    // The contract's rules are checked before the wallet opens.
    const modal = await openBidModal(page);
    const field = modal.getByRole('textbox');
    await field.fill('5');
    await expect(modal.getByRole('alert')).toHaveText('Your first bid must be at least 10 FLASK');
    await expect(modal.getByTestId('auction-bid-confirm')).toBeDisabled();
    await field.fill('10.5');
    await expect(modal.getByRole('alert')).toHaveText('Bids must be a multiple of 1 FLASK');
    await expect(modal.getByTestId('auction-bid-confirm')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    const flask = manifest.tokens.FLASK!;
    const before = await tokenBalance(chain, flask, project);
    await bidThroughApp(page, '10');
    await expect(page.getByTestId('auction-your-amount')).toHaveText('10 FLASK');
    await bidThroughApp(page, '2');
    await expect(page.getByTestId('auction-your-amount')).toHaveText('12 FLASK');
    expect((await readBid(chain, manifest, auction.auctionId, project)).amount).toBe(parseEther('12'));
    expect(await tokenBalance(chain, flask, project)).toBe(before - parseEther('12'));
    const mine = page.locator(`[data-testid="auction-bid-row"][data-account="${project}"]`);
    await expect(mine).toHaveAttribute('data-winning', 'true');
    await expect(mine.getByTestId('auction-bid-amount')).toHaveText('12 FLASK');

    // Outbid: the rival takes the one winning place, the project's bid drops below the line.
    await bidAs(chain, manifest, rival.address, parseEther('20'));
    await expect(mine).toHaveAttribute('data-winning', 'false');
    await expect(page.getByTestId('auction-bid-row').first()).toHaveAttribute('data-account', rival.address);
    await expect(page.getByTestId('auction-winning-line')).toBeVisible();

    // Closed: the rival won (its bid burned); the project reclaims its 12 FLASK in the app.
    await closeAuctionForTest(manifest);
    await expect(current).toHaveAttribute('data-phase', 'closed');
    await expect(current.getByTestId('auction-winner')).toHaveAttribute('data-account', rival.address);
    const outcome = current.getByTestId('auction-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'lost');
    const beforeReclaim = await tokenBalance(chain, flask, project);
    await outcome.getByTestId('auction-reclaim').click();
    await expect(outcome).toHaveAttribute('data-outcome', 'reclaimed');
    expect(await tokenBalance(chain, flask, project)).toBe(beforeReclaim + parseEther('12'));
    expect(await readBid(chain, manifest, auction.auctionId, project)).toEqual({
      amount: parseEther('12'),
      claimed: true,
      won: false,
    });

    // The seeded first auction is in the history with its winners and their farms.
    const first = page.locator('[data-testid="auction-past"][data-auction-id="1"]');
    const winners = first.getByTestId('auction-winner');
    await expect(winners).toHaveCount(AUCTION_SEED_STORY.first.winners.length);
    for (const [i, winner] of AUCTION_SEED_STORY.first.winners.entries()) {
      await expect(winners.nth(i)).toHaveAttribute('data-account', winner);
    }
    const farmed = manifest.auction!.bidders.filter(
      (bidder) =>
        bidder.farmPid !== null &&
        AUCTION_SEED_STORY.first.winners.some((winner) => winner.toLowerCase() === bidder.address.toLowerCase()),
    );
    expect(farmed.length).toBeGreaterThan(0);
    await expect(first.getByTestId('auction-farm-link')).toHaveCount(farmed.length);
  });

  test('a wallet off the whitelist is refused with the reason', async ({ page, freshAccount, chain, manifest }) => {
    const listed = (await createFreshAccount(chain, manifest)).address;
    await startAuctionForTest(chain, manifest, { ...TEST_AUCTION_TERMS, whitelist: [listed] });
    try {
      const wallet = await freshAccount.install(page);
      await wallet.openConnected('/farms/auction');
      await expect(page.getByTestId('auction-current')).toHaveAttribute('data-phase', 'live');
      await expect(page.getByTestId('auction-not-whitelisted')).toHaveText(
        'Only whitelisted project wallets can bid. This wallet is not whitelisted: contact the FlaskSwap team to apply for a farm.',
      );
      await expect(page.getByTestId('auction-bid-open')).toHaveCount(0);
      // The contract refuses it too: the page tells the truth.
      await expect(
        chain.simulateContract({
          account: freshAccount.address,
          address: auctionAddress(manifest),
          abi: flaskFarmAuctionAbi,
          functionName: 'bid',
          args: [TEST_AUCTION_TERMS.initialBid],
        }),
      ).rejects.toThrow(/NotWhitelisted/);
    } finally {
      // The manifest's contract takes a new auction only once this one is closed.
      await closeAuctionForTest(manifest);
    }
  });
});

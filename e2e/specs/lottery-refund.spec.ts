// A round whose random number never comes: cancelled by anyone after the timeout, refunded through the
// page. A day of chain time passes in one-minute blocks (see warpPast), about 1,440 blocks: the
// shared indexer lags for minutes after it, so this spec runs after every other one
// (playwright.config.ts); alone: `npx playwright test --no-deps specs/lottery-refund.spec.ts`.
import { tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  buyTicketsAs,
  cancelUnanswered,
  currentRound,
  finishedRound,
  flask,
  NEXT_READ,
  openFreshRound,
  ROUND_SECONDS,
  readLottery,
  ticket,
} from '../support/lotterySupport.ts';
import { expectToast } from '../support/poolsSupport.ts';

test.describe('lottery, a round left without randomness', () => {
  test('the randomness never came: anyone cancels, the buyer claims back exactly what they paid', async ({
    page,
    wallet,
    chain,
    manifest,
    accounts,
  }) => {
    test.setTimeout(240_000);
    const lottery = { chain, manifest };
    const id = await openFreshRound(lottery, ROUND_SECONDS);
    const flaskToken = manifest.tokens.FLASK!;
    const before = await tokenBalance(chain, flaskToken, wallet.address);
    await buyTicketsAs(lottery, wallet.address, id, [ticket('111111'), ticket('222222')]);
    await buyTicketsAs(lottery, wallet.address, id, [ticket('333333')]);
    const paid = before - (await tokenBalance(chain, flaskToken, wallet.address));
    expect(paid).toBeGreaterThan(0n);
    await cancelUnanswered(lottery, id, accounts[1]!);
    expect((await readLottery(lottery, id)).status).toBe('cancelled');

    await wallet.openConnected('/lottery');
    const round = currentRound(page);
    await expect(round).toHaveAttribute('data-round-id', id.toString(), NEXT_READ);
    await expect(round).toHaveAttribute('data-status', 'cancelled');
    await expect(round.getByTestId('sales-closed')).toHaveText(
      `Round #${id} was cancelled: its random number never came. The next round opens soon.`,
    );
    await expect(finishedRound(page).getByTestId('winning-number-cancelled')).toHaveText('Cancelled: never drawn');
    const refund = page.locator(`[data-testid="lottery-refund"][data-round-id="${id}"]`);
    await expect(refund).toContainText(
      `Round #${id} was cancelled: claim back the ${flask(paid)} FLASK your tickets cost.`,
    );
    await refund.getByTestId('claim-refund').click();
    await expectToast(page, 'Refund claimed!');
    expect(await tokenBalance(chain, flaskToken, wallet.address)).toBe(before);
    await expect(page.getByTestId('lottery-refunds')).toHaveCount(0, NEXT_READ);
  });
});

import { flaskLotteryAbi } from '@flaskswap/contracts';
import { encodeFunctionData } from 'viem';
import { expectAmountFieldRefusesInvalidText } from '../support/amountField.ts';
import { tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  buyTicketsAs,
  closeAndDraw,
  currentRound,
  finishedRound,
  flask,
  lotteryAddress,
  NEXT_READ,
  openFreshRound,
  ROUND_SECONDS,
  readLottery,
  ticket,
  userTickets,
  warpPast,
} from '../support/lotterySupport.ts';
import { enableIfNeeded, expectToast } from '../support/poolsSupport.ts';

// Rounds are global and the tests move the chain's clock: one worker, one test at a time, in order.
test.describe.configure({ mode: 'serial' });

/** The tickets the UI buys (edited by hand), and the word the draw is fulfilled with. */
const WINNING_DIGITS = '123456';
const THREE_DIGIT_MATCH = '123999';
const LOSING_DIGITS = '654321';

test.describe('lottery', () => {
  let lotteryId: bigint;

  test('the Win menu leads here; buy 3 tickets with edited numbers; they are on chain', async ({
    page,
    wallet,
    chain,
    manifest,
    accounts,
  }) => {
    const lottery = { chain, manifest };
    lotteryId = await openFreshRound(lottery, ROUND_SECONDS);
    // Another player's only ticket, which wins nothing against the draw below.
    await buyTicketsAs(lottery, accounts[1]!, lotteryId, [ticket('777777')]);

    await wallet.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Win/ }).click();
    await page.getByRole('menuitem', { name: 'Lottery' }).click();
    await expect(page).toHaveURL(/\/lottery$/);
    await wallet.connect();

    const round = currentRound(page);
    await expect(round).toHaveAttribute('data-round-id', lotteryId.toString(), NEXT_READ);
    await expect(round).toHaveAttribute('data-phase', 'buying');
    // The pot: what the last draw rolled over plus the other player's ticket.
    const pot = (await readLottery(lottery, lotteryId)).amountCollectedInFlask;
    await expect(round.getByTestId('prize-pot-flask')).toHaveText(`${flask(pot)} FLASK`);
    await expect(round.getByTestId('countdown')).toContainText('until the draw');

    await round.getByRole('button', { name: 'Buy Tickets' }).click();
    const modal = page.getByTestId('buy-tickets-modal');
    await expectAmountFieldRefusesInvalidText(modal.getByTestId('ticket-count'), 'whole');
    await modal.getByTestId('ticket-count').fill('101');
    await expect(modal.getByTestId('purchase-problem')).toHaveText('Max tickets per transaction 100');
    await modal.getByTestId('ticket-count').fill('3');
    await expect(modal.getByTestId('purchase-problem')).toHaveCount(0);
    // 3 tickets at 1 FLASK with the 2000 divisor: 3 × 1998 / 2000 = 2.997 FLASK, 0.10% off.
    await expect(modal.getByTestId('ticket-cost')).toContainText('2.997 FLASK');
    await expect(modal.getByTestId('bulk-discount')).toContainText('0.10%');
    await enableIfNeeded(modal);

    await modal.getByRole('button', { name: 'View/Edit Numbers' }).click();
    const inputs = modal.getByTestId('ticket-input');
    await expect(inputs).toHaveCount(3);
    await inputs.nth(0).fill(WINNING_DIGITS);
    await inputs.nth(1).fill(`${WINNING_DIGITS}`);
    await expect(modal.getByTestId('duplicate-warning')).toBeVisible();
    await inputs.nth(1).fill(`12a3-999`); // digits only
    await expect(inputs.nth(1)).toHaveValue(THREE_DIGIT_MATCH);
    await expect(modal.getByTestId('duplicate-warning')).toHaveCount(0);
    await inputs.nth(2).fill(LOSING_DIGITS);
    await modal.getByRole('button', { name: 'Confirm and buy' }).click();
    await expectToast(page, 'Lottery tickets purchased!');
    await expect(modal).toHaveCount(0);

    const onChain = await userTickets(lottery, wallet.address, lotteryId);
    expect(onChain.map((t) => t.number)).toEqual([WINNING_DIGITS, THREE_DIGIT_MATCH, LOSING_DIGITS].map(ticket));
    await expect(round.getByTestId('current-round-tickets').getByTestId('ticket')).toHaveCount(3, NEXT_READ);
    await expect(round.getByTestId('ticket-digits').first()).toHaveAttribute('data-digits', WINNING_DIGITS);
  });

  test('drawn with a known number: the round, Check now and the claim', async ({ page, wallet, chain, manifest }) => {
    const lottery = { chain, manifest };
    await closeAndDraw(lottery, lotteryId, BigInt(WINNING_DIGITS));
    const drawn = await readLottery(lottery, lotteryId);
    expect(drawn.status).toBe('claimable');
    const expectedPrize = drawn.flaskPerBracket[5] + drawn.flaskPerBracket[2];
    expect(expectedPrize).toBeGreaterThan(0n);

    await wallet.openConnected('/lottery');
    const round = finishedRound(page);
    await expect(round).toHaveAttribute('data-round-id', lotteryId.toString(), NEXT_READ);
    await expect(round).toHaveAttribute('data-status', 'claimable');
    await expect(round.getByTestId('winning-number').getByTestId('ticket-digits')).toHaveAttribute(
      'data-digits',
      WINNING_DIGITS,
    );
    await expect(round.getByTestId('bracket')).toHaveCount(6);
    await expect(round.locator('[data-bracket="5"]').getByTestId('bracket-winners')).toContainText('1 winning ticket');
    const tickets = round.getByTestId('ticket');
    await expect(tickets).toHaveCount(3);
    await expect(tickets.nth(0).locator('[data-matched]')).toHaveCount(6);
    await expect(tickets.nth(1).locator('[data-matched]')).toHaveCount(3);
    // The losing ticket: nothing highlighted, no prize.
    await expect(tickets.nth(2).locator('[data-matched]')).toHaveCount(0);
    await expect(tickets.nth(2).getByTestId('ticket-result')).toHaveText('-');

    const before = await tokenBalance(chain, manifest.tokens.FLASK!, wallet.address);
    await page.getByTestId('check-now').click();
    const claim = page.getByTestId('claim-prizes-modal');
    await expect(claim.getByTestId('prize-total')).toHaveText(`${flask(expectedPrize)} FLASK`);
    await expect(claim.getByTestId('prize-tickets')).toContainText(
      '2 winning tickets in 1 rounds, claimed in 1 transactions',
    );
    await claim.getByTestId('claim-prizes').click();
    await expectToast(page, 'Prizes collected!');
    const after = await tokenBalance(chain, manifest.tokens.FLASK!, wallet.address);
    expect(after - before).toBe(expectedPrize);
    const claimed = await userTickets(lottery, wallet.address, lotteryId);
    expect(claimed.map((t) => t.claimed)).toEqual([true, true, false]);

    await expect(claim).toHaveCount(0);
    await page.getByTestId('check-now').click();
    await expect(page.getByTestId('no-prizes')).toBeVisible();

    // The history tabs, from the indexer.
    const history = page.getByTestId('lottery-history');
    await expect(history).toHaveAttribute('data-source', 'indexer');
    await expect(history.locator(`[data-testid="history-round"][data-lottery-id="${lotteryId}"]`)).toContainText(
      WINNING_DIGITS,
      NEXT_READ,
    );
    await history.getByRole('tab', { name: 'Your History' }).click();
    await expect(history.locator(`[data-testid="user-history-round"][data-lottery-id="${lotteryId}"]`)).toContainText(
      '3 tickets',
      NEXT_READ,
    );
  });

  test('a losing ticket shows no prize; without the indexer the history falls back to the chain', async ({
    page,
    wallet,
    accounts,
  }) => {
    // SPEC.md §8: the indexer's lottery routes fail, the latest 3 rounds come from the chain.
    await page.route('**/lottery/**', (route) => route.abort());
    await wallet.install({ address: accounts[1]! });
    await page.goto('/lottery');
    await wallet.connect();
    const round = finishedRound(page);
    await expect(round).toHaveAttribute('data-round-id', lotteryId.toString(), NEXT_READ);
    const tickets = round.getByTestId('ticket');
    await expect(tickets).toHaveCount(1);
    await expect(tickets.first().getByTestId('ticket-result')).toHaveText('-');
    await page.getByTestId('check-now').click();
    await expect(page.getByTestId('no-prizes')).toHaveText('No prizes to collect... Better luck next time!');
    await expect(page.getByTestId('claim-prizes-modal')).toHaveCount(0);

    const history = page.getByTestId('lottery-history');
    await expect(history).toHaveAttribute('data-source', 'chain', NEXT_READ);
    await expect(history.locator(`[data-testid="history-round"][data-lottery-id="${lotteryId}"]`)).toContainText(
      WINNING_DIGITS,
    );
    await history.getByRole('tab', { name: 'Your History' }).click();
    await expect(history.locator(`[data-testid="user-history-round"][data-lottery-id="${lotteryId}"]`)).toContainText(
      '1 ticket',
    );
  });

  test('buying after the round closed is refused with a clear message', async ({ page, wallet, chain, manifest }) => {
    const lottery = { chain, manifest };
    const id = await openFreshRound(lottery, ROUND_SECONDS);
    await wallet.openConnected('/lottery');
    const round = currentRound(page);
    await expect(round).toHaveAttribute('data-round-id', id.toString(), NEXT_READ);
    await round.getByRole('button', { name: 'Buy Tickets' }).click();
    const modal = page.getByTestId('buy-tickets-modal');
    await expect(modal.getByRole('button', { name: 'Buy Instantly' })).toBeEnabled();

    await warpPast(lottery, (await readLottery(lottery, id)).endTime);
    const closedText = 'Ticket sales for this round are closed: tickets can be bought again when the next round opens.';
    await expect(modal.getByTestId('purchase-problem')).toHaveText(closedText, NEXT_READ);
    await expect(modal.getByRole('button', { name: 'Buy Instantly' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(round).toHaveAttribute('data-phase', 'claiming');
    await expect(round.getByTestId('sales-closed')).toHaveText(closedText);
    await expect(round.getByRole('button', { name: 'Buy Tickets' })).toHaveCount(0);

    // The contract refuses it too.
    const refused = chain.call({
      account: wallet.address,
      to: lotteryAddress(manifest),
      data: encodeFunctionData({ abi: flaskLotteryAbi, functionName: 'buyTickets', args: [id, [1_000_001]] }),
    });
    await expect(refused).rejects.toThrow(/LotteryNotOpen|revert/i);
  });
});

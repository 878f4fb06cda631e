// Runs alone after the shared-chain specs (playwright.config.ts: its 20-block lock windows must not be
// mined past by another spec); alone: `npx playwright test --no-deps specs/prediction.spec.ts`.
import { betPayout, formatAmount } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { expectAmountFieldRefusesInvalidText } from '../support/amountField.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectToast } from '../support/poolsSupport.ts';
import {
  betAs,
  cancelRound,
  lockRound,
  predictionTransactions,
  readLedger,
  readRound,
  setPaused,
  settleRound,
  startFreshRun,
} from '../support/predictionSupport.ts';

// Rounds are global and every test mines: one worker, one test at a time, in this order.
test.describe.configure({ mode: 'serial' });

/** BNB/USD answers with the feed's 8 decimals. */
const LOCK_PRICE = 300_00000000n;
const HIGHER_PRICE = 310_00000000n;
/** A phase change shows on the page's next read (the 10 s tick). */
const NEXT_READ = { timeout: 30_000 };

const roundCard = (page: Page, epoch: bigint) => page.getByTestId(`round-card-${epoch}`);

test.describe('prediction', () => {
  let settledEpoch: bigint | undefined;

  test('the Win menu leads here; no wallet offers Connect Wallet; the minimum bet', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const epoch = await startFreshRun({ chain, manifest });
    await wallet.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Win/ }).click();
    await page.getByRole('menuitem', { name: 'Prediction' }).click();
    await expect(page).toHaveURL(/\/prediction$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prediction');
    const card = roundCard(page, epoch);
    await expect(card).toHaveAttribute('data-phase', 'next', NEXT_READ);
    await expect(card.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Enter UP' })).toHaveCount(0);

    await wallet.connect();
    await card.getByRole('button', { name: 'Enter DOWN' }).click();
    const panel = page.getByTestId('bet-panel');
    await expect(panel.getByTestId('bet-balance')).toContainText('BNB');
    await expectAmountFieldRefusesInvalidText(panel.getByLabel('Commit'));
    await panel.getByLabel('Commit').fill('0.0001');
    await expect(panel.getByRole('alert')).toHaveText('A minimum amount of 0.001 BNB is required');
    await expect(panel.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await panel.getByLabel('Commit').fill('0.001');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  test('paused: a notice, and entries are disabled', async ({ page, wallet, chain, manifest }) => {
    const p = { chain, manifest };
    const epoch = await startFreshRun(p);
    await setPaused(p, true);
    try {
      await wallet.openConnected('/prediction');
      await expect(page.getByTestId('prediction-paused')).toBeVisible(NEXT_READ);
      const card = roundCard(page, epoch);
      await expect(card.getByRole('button', { name: 'Enter UP' })).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Enter DOWN' })).toBeDisabled();
    } finally {
      await setPaused(p, false);
    }
    await expect(page.getByTestId('prediction-paused')).toHaveCount(0, NEXT_READ);
    await expect(roundCard(page, epoch).getByRole('button', { name: 'Enter UP' })).toBeEnabled();
  });

  test('enter UP, watch the round go live and end, collect the winnings', async ({
    page,
    wallet,
    accounts,
    chain,
    manifest,
  }) => {
    test.setTimeout(180_000);
    const p = { chain, manifest };
    const [player, opponent] = accounts as [`0x${string}`, `0x${string}`];
    const epoch = await startFreshRun(p);
    await wallet.openConnected('/prediction');
    const card = roundCard(page, epoch);
    await card.getByRole('button', { name: 'Enter UP' }).click();
    const panel = page.getByTestId('bet-panel');
    await panel.getByLabel('Commit').fill('0.1');
    // Refused in the wallet: SPEC.md §8's text for a position not entered, the panel stays to retry.
    await wallet.rejectNext('eth_sendTransaction');
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByTestId('toast-danger').filter({ hasText: 'An error occurred, unable to enter your position' }),
    ).toContainText('Transaction rejected.');
    expect((await readLedger(p, epoch, player)).amount).toBe(0n);
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success!', 'UP position entered');
    await expect(card.getByTestId('round-entered')).toContainText('Entered');
    expect(await readLedger(p, epoch, player)).toEqual({ position: 'Bull', amount: parseEther('0.1'), claimed: false });

    // Someone on the other side makes the pot worth winning.
    await betAs(p, opponent, epoch, 'Bear', parseEther('0.2'));
    await lockRound(p, epoch, LOCK_PRICE, true);
    await expect(card).toHaveAttribute('data-phase', 'live', NEXT_READ);
    await expect(card.getByTestId('round-lock-price')).toHaveText('$300.000');
    await expect(card.getByTestId('round-entered')).toBeVisible();

    await settleRound(p, epoch, HIGHER_PRICE);
    await expect(card).toHaveAttribute('data-phase', 'expired', NEXT_READ);
    await expect(card.getByTestId('round-close-price')).toHaveText('$310.000');
    await expect(card.getByTestId('round-result')).toHaveAttribute('data-result', 'win');
    await expect(card.getByTestId('round-prize-pool')).toHaveText('0.3 BNB');

    const round = await readRound(p, epoch);
    const payout = betPayout(parseEther('0.1'), round);
    expect(payout).toBe(parseEther('0.291'));
    const before = await chain.getBalance({ address: player });
    const fromBlock = (await chain.getBlockNumber({ cacheTime: 0 })) + 1n;
    await card.getByRole('button', { name: 'Collect Winnings' }).click();
    const modal = page.getByTestId('collect-modal');
    await expect(modal.getByTestId('claim-amount')).toHaveText(`${formatAmount(payout, 18, 4)} BNB`);
    // A refused claim: 'An error occurred confirming transaction', nothing claimed, the modal stays.
    await wallet.rejectNext('eth_sendTransaction');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByTestId('toast-danger').filter({ hasText: 'An error occurred confirming transaction' }),
    ).toContainText('Transaction rejected.');
    expect((await readLedger(p, epoch, player)).claimed).toBe(false);
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Winnings collected!');
    await expect(modal).toHaveCount(0);
    expect((await readLedger(p, epoch, player)).claimed).toBe(true);
    // One claim transaction; the balance rose by the payout less its gas.
    const { count, gas } = await predictionTransactions(p, player, fromBlock);
    expect(count).toBe(1);
    expect((await chain.getBalance({ address: player })) - before).toBe(payout - gas);
    await expect(card.getByRole('button', { name: 'Collect Winnings' })).toHaveCount(0, NEXT_READ);
    settledEpoch = epoch;
  });

  test('a losing bet shows lose and offers nothing to collect', async ({ page, wallet, accounts }) => {
    expect(settledEpoch).toBeDefined();
    await wallet.install({ address: accounts[1]! });
    await page.goto('/prediction');
    await wallet.connect();
    const card = roundCard(page, settledEpoch!);
    await expect(card.getByTestId('round-result')).toHaveAttribute('data-result', 'lose', NEXT_READ);
    await expect(card.getByTestId('round-entered')).toContainText('DOWN');
    await expect(card.getByRole('button', { name: 'Collect Winnings' })).toHaveCount(0);
  });

  test('a canceled round shows the refund and refunds the bet on chain', async ({
    page,
    wallet,
    accounts,
    chain,
    manifest,
  }) => {
    test.setTimeout(120_000);
    const p = { chain, manifest };
    const bettor = accounts[2]!;
    const amount = parseEther('0.05');
    const epoch = await startFreshRun(p);
    await betAs(p, bettor, epoch, 'Bull', amount);
    // Nobody locks it: past its end window it is canceled; a new run starts after it.
    await cancelRound(p, epoch);
    await startFreshRun(p);

    await wallet.install({ address: bettor });
    await page.goto('/prediction');
    await wallet.connect();
    const card = roundCard(page, epoch);
    await expect(card.getByTestId('round-canceled')).toBeVisible(NEXT_READ);
    await expect(card.getByTestId('round-result')).toHaveAttribute('data-result', 'canceled');

    const before = await chain.getBalance({ address: bettor });
    const fromBlock = (await chain.getBlockNumber({ cacheTime: 0 })) + 1n;
    await card.getByRole('button', { name: 'Reclaim Position' }).click();
    const modal = page.getByTestId('refund-modal');
    await expect(modal.getByTestId('claim-amount')).toHaveText('0.05 BNB');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Winnings collected!');
    expect((await readLedger(p, epoch, bettor)).claimed).toBe(true);
    const { count, gas } = await predictionTransactions(p, bettor, fromBlock);
    expect(count).toBe(1);
    expect((await chain.getBalance({ address: bettor })) - before).toBe(amount - gas);
    await expect(card.getByRole('button', { name: 'Reclaim Position' })).toHaveCount(0, NEXT_READ);
  });
});

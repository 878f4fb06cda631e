// Helpers shared by the swap and transactions specs: the swap form, settings, and another account
// moving the price on the devnet (its dev accounts are unlocked, so no keys are needed).

import { flaskRouterAbi } from '@flaskswap/contracts';
import { type DevnetTestClient, sendAndWait } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Address, maxUint256 } from 'viem';
import { walletOf } from './chain.ts';

export const inputField = (page: Page) => page.locator('#swap-currency-input-amount');
export const outputField = (page: Page) => page.locator('#swap-currency-output-amount');

/**
 * Another account buys FLASK with `bnb` wei on each route the page may quote (direct, and through
 * BUSD, which wins once earlier tests moved the direct pool): the price moves whichever is shown.
 */
export async function buyFlaskWithBnb(chain: DevnetTestClient, manifest: Manifest, buyer: Address, bnb: bigint) {
  const { WBNB: wbnb, BUSD: busd, FLASK: flask } = manifest.tokens;
  for (const path of [
    [wbnb!, flask!],
    [wbnb!, busd!, flask!],
  ]) {
    const hash = await walletOf(buyer).writeContract({
      address: manifest.contracts.FlaskRouter!,
      abi: flaskRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, path, buyer, maxUint256],
      value: bnb,
      // A fixed limit: an estimate made within the pair's last second can miss the price
      // accumulator writes of the next block, and the swap would run out of gas.
      gas: 500_000n,
    });
    await sendAndWait(chain, hash, { label: `The price-moving swap ${hash}` });
  }
}

/**
 * The tab goes to the background, as when the user looks elsewhere: the app's 10-second refresh
 * and its block polling stop (both run only while the page is visible), so a price moved now is
 * found by the check at submission, not by a refresh that happened to land first.
 */
export async function sendTabToBackground(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Opens Settings and types a custom slippage tolerance in percent. */
export async function setSlippage(page: Page, percent: string) {
  await page.getByTestId('settings-button').click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Custom slippage tolerance').fill(percent);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Turns expert mode on through its 'confirm' step. */
export async function enableExpertMode(page: Page) {
  await page.getByTestId('settings-button').click();
  await page.getByRole('switch', { name: 'Expert Mode' }).click();
  await page.getByLabel('Please type the word "confirm" to enable expert mode.').fill('confirm');
  await page.getByRole('button', { name: 'Turn On Expert Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Expert Mode' })).toBeChecked();
  await page.keyboard.press('Escape');
}

/** Waits for the quote of the typed amount to show in the other field. */
export async function expectQuote(page: Page) {
  await expect(page.getByTestId('swap-form')).not.toHaveAttribute('data-quote', '');
}

/** Types `amount` into one of the swap form's amount fields and waits for the quote. */
export async function typeAndQuote(field: Locator, amount: string) {
  await field.fill(amount);
  await expectQuote(field.page());
}

/** Approves `symbol` for the router from the swap form and waits until it is approved. */
export async function approveInForm(page: Page, symbol: string) {
  await page.getByRole('button', { name: `Approve ${symbol}` }).click();
  await expect(page.getByTestId('approve-button')).toHaveText('Approved');
}

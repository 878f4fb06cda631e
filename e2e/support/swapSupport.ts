// Helpers shared by the swap and transactions specs: balances on chain, the swap form, settings,
// and other accounts acting on the devnet (its dev accounts are unlocked, so no keys are needed).
import { flaskRouterAbi } from '@flaskswap/contracts';
import { devnetChain } from '@flaskswap/devnet';
import { expect, type Page } from '@playwright/test';
import { type Address, createWalletClient, erc20Abi, http, maxUint256, type PublicClient } from 'viem';
import { RPC_URL, type RunManifest } from './env.ts';

export const inputField = (page: Page) => page.locator('#swap-currency-input-amount');
export const outputField = (page: Page) => page.locator('#swap-currency-output-amount');

export function tokenBalance(chain: PublicClient, token: string, owner: Address): Promise<bigint> {
  return chain.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

export function walletOf(account: Address) {
  return createWalletClient({ account, chain: devnetChain(RPC_URL), transport: http(RPC_URL) });
}

/** Sets the router allowance of `owner` to zero so the approval flow starts from scratch. */
export async function revokeRouterAllowance(chain: PublicClient, manifest: RunManifest, owner: Address, token: string) {
  const hash = await walletOf(owner).writeContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [manifest.contracts.FlaskRouter!, 0n],
  });
  await chain.waitForTransactionReceipt({ hash });
}

/**
 * Another account buys FLASK with `bnb` wei on each route the page may quote (direct, and through
 * BUSD, which wins once earlier tests moved the direct pool): the price moves whichever is shown.
 */
export async function buyFlaskWithBnb(chain: PublicClient, manifest: RunManifest, buyer: Address, bnb: bigint) {
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
    const receipt = await chain.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`The price-moving swap ${hash} reverted`);
  }
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

/** The hash shown by 'Transaction Submitted'. */
export async function submittedHash(page: Page): Promise<`0x${string}`> {
  await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible();
  return (await page.getByTestId('submitted-hash').textContent()) as `0x${string}`;
}

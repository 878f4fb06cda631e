// Helpers of the farms, pools, vault and home specs: on-chain reads of stakes, and the pools/farms
// page controls (balances and other accounts' writes: chain.ts; blocks and time: the devnet kit).
import { flaskVaultAbi, masterChefAbi, smartChefAbi } from '@flaskswap/contracts';
import { type DevnetTestClient, deployerAccount } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Address } from 'viem';

export const DEPLOYER = deployerAccount.address;

export async function chefStake(chain: DevnetTestClient, manifest: Manifest, pid: number, account: Address) {
  const [amount] = await chain.readContract({
    address: manifest.contracts.MasterChef!,
    abi: masterChefAbi,
    functionName: 'userInfo',
    args: [BigInt(pid), account],
  });
  return amount;
}

/** A SmartChef pool's address, from the manifest's pools section ('BNB' stakes the native coin). */
export function poolAddress(manifest: Manifest, staked: string, earned: string): Address {
  const pool = manifest.pools?.find((entry) => entry.stakingToken === staked && entry.earningToken === earned);
  if (!pool) throw new Error(`No ${staked}→${earned} pool in the manifest`);
  return pool.address;
}

export async function poolStake(chain: DevnetTestClient, pool: Address, account: Address) {
  const [amount] = await chain.readContract({
    address: pool,
    abi: smartChefAbi,
    functionName: 'userInfo',
    args: [account],
  });
  return amount;
}

export async function vaultShares(chain: DevnetTestClient, manifest: Manifest, account: Address) {
  const [shares] = await chain.readContract({
    address: manifest.contracts.FlaskVault!,
    abi: flaskVaultAbi,
    functionName: 'userInfo',
    args: [account],
  });
  return shares;
}

export async function lpOf(chain: DevnetTestClient, manifest: Manifest, pid: number): Promise<Address> {
  const [lpToken] = await chain.readContract({
    address: manifest.contracts.MasterChef!,
    abi: masterChefAbi,
    functionName: 'poolInfo',
    args: [BigInt(pid)],
  });
  return lpToken;
}

/** A pool row (table view) by reward symbol, or the vault / manual pool by kind. */
export function poolRow(page: Page, which: { symbol: string } | { kind: 'auto' | 'manual' }): Locator {
  const selector =
    'symbol' in which ? `[data-kind="smartchef"][data-symbol="${which.symbol}"]` : `[data-kind="${which.kind}"]`;
  return page.locator(`[data-testid="pool-row"]${selector}`);
}

export async function expand(row: Locator) {
  await row.getByRole('button', { name: /Details/ }).click();
  await expect(row.getByRole('button', { name: /Hide/ })).toHaveAttribute('aria-expanded', 'true');
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast-success').filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  if (description) await expect(toast).toContainText(description);
}

/** Clicks Enable when the panel offers it, and waits until it is gone. */
export async function enableIfNeeded(scope: Locator) {
  const enable = scope.getByRole('button', { name: 'Enable', exact: true });
  if (await enable.isVisible().catch(() => false)) {
    await enable.click();
    await expect(enable).toHaveCount(0, { timeout: 30_000 });
  }
}

/** The modal's amount: typed, or a shortcut (25%, 50%, 75%, Max). */
export async function confirmAmount(page: Page, title: string, amount: string | { shortcut: string }) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (typeof amount === 'string') await dialog.getByRole('textbox').fill(amount);
  else await dialog.getByRole('button', { name: amount.shortcut, exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

export async function connectOn(
  page: Page,
  path: string,
  wallet: { install(): Promise<void>; connect(): Promise<void> },
) {
  await wallet.install();
  await page.goto(path);
  await wallet.connect();
}

// The approvals page (/approvals): approvals to FlaskSwap contracts listed from the indexer or
// the chain, confirmed on chain, revoked one at a time or together; the 'Exact amount approvals'
// setting. Each test has a fresh account, so its approvals are its own.

import AxeBuilder from '@axe-core/playwright';
import type { DevnetTestClient } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem';
import { settleTransitions, WCAG_21_AA } from '../support/axe.ts';
import { sendAs } from '../support/chain.ts';
import { INDEXER_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { approveInForm, inputField, typeAndQuote } from '../support/swapSupport.ts';

function allowance(chain: DevnetTestClient, token: Address, owner: Address, spender: Address) {
  return chain.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] });
}

async function approveFrom(chain: DevnetTestClient, owner: Address, token: Address, spender: Address, amount: bigint) {
  await sendAs(chain, owner, { address: token, abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
}

/** Opens /approvals the way a user does: the account menu's 'Token Approvals'. */
async function openFromAccountMenu(page: Page) {
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Token Approvals' }).click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByRole('heading', { name: 'Token Approvals', level: 1 })).toBeVisible();
}

/** axe's WCAG 2.1 AA violations on the page's list, light then dark (the a11y spec sees it with no rows). */
async function listViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await settleTransitions(page);
    }
    const results = await new AxeBuilder({ page })
      .withTags(WCAG_21_AA)
      .include('[data-testid="approvals-page"]')
      .analyze();
    found.push(...results.violations.map((violation) => `[${theme}] ${violation.id}: ${violation.help}`));
  }
  return found;
}

const row = (page: Page, spender: string) =>
  page
    .getByTestId('approval-row')
    .filter({ has: page.getByTestId('approval-spender').getByText(spender, { exact: true }) });

function contracts(manifest: Manifest) {
  const pool = manifest.pools!.find((p) => p.stakingToken === 'FLASK')!;
  return {
    flask: manifest.tokens.FLASK as Address,
    router: manifest.contracts.FlaskRouter as Address,
    chef: manifest.contracts.MasterChef as Address,
    pool: pool.address as Address,
    poolName: `Pool: stake FLASK earn ${pool.earningToken}`,
  };
}

test.describe('token approvals', () => {
  test('lists approvals to FlaskSwap contracts and revokes one, then the rest together', async ({
    page,
    chain,
    manifest,
    freshAccount,
  }) => {
    const { flask, router, chef, pool, poolName } = contracts(manifest);
    const owner = freshAccount.address;
    await approveFrom(chain, owner, flask, router, maxUint256);
    await approveFrom(chain, owner, flask, pool, maxUint256);
    await approveFrom(chain, owner, flask, chef, parseEther('2.5'));

    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/swap');
    await openFromAccountMenu(page);

    await expect(page.getByTestId('approval-row')).toHaveCount(3);
    await expect(page.getByTestId('approvals-page')).toHaveAttribute('data-source', 'indexer');
    await expect(row(page, 'Router').getByTestId('approval-amount')).toHaveText('Unlimited');
    await expect(row(page, 'Router').getByTestId('approval-token')).toHaveText('FLASK');
    await expect(row(page, poolName).getByTestId('approval-amount')).toHaveText('Unlimited');
    await expect(row(page, 'Farms').getByTestId('approval-amount')).toHaveText('2.5 FLASK');
    expect(await listViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Revoke FLASK for Router' }).click();
    await expect(row(page, 'Router')).toHaveCount(0);
    await expect(page.getByTestId('approval-row')).toHaveCount(2);
    expect(await allowance(chain, flask, owner, router)).toBe(0n);

    // A refusal in the wallet stops the run cleanly: nothing revoked, the selection kept.
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await wallet.rejectNext('eth_sendTransaction');
    await page.getByRole('button', { name: 'Revoke selected' }).click();
    await expect(page.getByTestId('revoke-progress')).toHaveText(
      'Stopped: you rejected revoke 1 of 2 in your wallet. The approvals not revoked yet are still selected.',
    );
    await expect(page.getByTestId('approval-row')).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: `Select FLASK for ${poolName}` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Select FLASK for Farms' })).toBeChecked();

    await page.getByRole('button', { name: 'Revoke selected' }).click();
    await expect(page.getByTestId('approvals-empty')).toHaveText('No token approvals to FlaskSwap contracts');
    expect(await allowance(chain, flask, owner, pool)).toBe(0n);
    expect(await allowance(chain, flask, owner, chef)).toBe(0n);
  });

  test('with exact amount approvals on, a swap approves only its input', async ({
    page,
    chain,
    manifest,
    freshAccount,
  }) => {
    const { flask, router } = contracts(manifest);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected(`/swap?inputCurrency=${flask}&outputCurrency=${manifest.tokens.BUSD}`);

    await page.getByTestId('settings-button').click();
    await page.getByRole('switch', { name: 'Exact amount approvals' }).click();
    await expect(page.getByRole('switch', { name: 'Exact amount approvals' })).toBeChecked();
    await page.keyboard.press('Escape');

    await typeAndQuote(inputField(page), '1.5');
    await approveInForm(page, 'FLASK');
    await expect.poll(() => allowance(chain, flask, freshAccount.address, router)).toBe(parseEther('1.5'));

    await openFromAccountMenu(page);
    await expect(row(page, 'Router').getByTestId('approval-amount')).toHaveText('1.5 FLASK');
  });

  test('lists from the chain when the indexer cannot be reached', async ({ page, chain, manifest, freshAccount }) => {
    const { flask, pool, poolName } = contracts(manifest);
    await approveFrom(chain, freshAccount.address, flask, pool, parseEther('7'));
    await page.route(`${INDEXER_URL}/approvals/**`, (route) => route.abort('connectionrefused'));

    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/approvals');
    await expect(page.getByTestId('approvals-page')).toHaveAttribute('data-source', 'chain');
    await expect(row(page, poolName).getByTestId('approval-amount')).toHaveText('7 FLASK');
    await expect(page.getByTestId('approval-row')).toHaveCount(1);

    // Below sm the rows are cards, with the same checkbox and Revoke button.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId('approval-table')).toBeHidden();
    const card = page.getByTestId('approval-card');
    await expect(card).toContainText(poolName);
    await expect(card).toContainText('7 FLASK');
    await expect(card.getByRole('button', { name: `Revoke FLASK for ${poolName}` })).toBeVisible();
  });
});

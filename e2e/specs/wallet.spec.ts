import { shortenAddress } from '@flaskswap/sdk';
import { parseEther } from 'viem';
import { tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { inputField } from '../support/swapSupport.ts';

test.describe('wallet', () => {
  test('connects through the injected wallet, survives a reload and disconnects', async ({ page, wallet }) => {
    await wallet.openConnected('/');
    await expect(page.getByTestId('account-button')).toHaveText(
      new RegExp(shortenAddress(wallet.address).replace(/\./g, '\\.')),
    );
    await page.reload();
    await expect(page.getByTestId('account-button')).toBeVisible();
    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  });

  test('copies the address from the account menu', async ({ page, wallet, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await wallet.openConnected('/');
    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Copy Address' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address);
  });

  test('a rejected connection shows the authorization error', async ({ page, wallet }) => {
    await wallet.install();
    await page.goto('/');
    await wallet.rejectNext('wallet_requestPermissions');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('button', { name: 'E2E Wallet' }).click();
    const toast = page.getByTestId('toast-danger');
    await expect(toast).toContainText('Authorization Error');
    await expect(toast).toContainText('Please authorize to access your account');
    await expect(page.getByTestId('account-button')).toHaveCount(0);
  });

  test('the same error again is a new toast with its full duration', async ({ page, wallet }) => {
    await page.clock.install();
    await wallet.install();
    await page.goto('/');
    const rejectedConnection = async () => {
      await wallet.rejectNext('wallet_requestPermissions');
      if (!(await page.getByRole('button', { name: 'E2E Wallet' }).isVisible())) {
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      }
      await page.getByRole('button', { name: 'E2E Wallet' }).click();
    };
    const toast = page.getByTestId('toast-danger').filter({ hasText: 'Authorization Error' });
    await rejectedConnection();
    await expect(toast).toBeVisible();
    await page.clock.runFor(4_000);
    await rejectedConnection();
    await expect(toast).toHaveCount(1);
    // The first toast's 6 s are over; the second one still has 3 of its own.
    await page.clock.runFor(3_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(toast).toHaveCount(0);
  });

  test('without any browser wallet, choosing one says no provider was found', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('button', { name: 'Binance Chain Wallet' }).click();
    await expect(page.getByTestId('toast-danger')).toContainText('Provider Error');
    await expect(page.getByTestId('toast-danger')).toContainText('No provider was found');
  });

  test('a wallet on an unknown chain is offered the switch, which adds the network', async ({ page, wallet }) => {
    await wallet.install({ chainId: 1, knownChainIds: [1] });
    await page.goto('/');
    await wallet.connect();
    const banner = page.getByRole('alert').filter({ hasText: 'Unsupported network' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: /Switch to/ }).click();
    await expect(banner).toBeHidden();
    const state = await wallet.state<{ chainId: number; addedChains: Array<{ chainId: string; rpcUrls: string[] }> }>();
    expect(state.chainId).toBe(31337);
    expect(state.addedChains[0]?.chainId).toBe('0x7a69');
    expect(state.addedChains[0]?.rpcUrls[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('the local test wallet connects without an extension, signs on the devnet, survives a reload and disconnects', async ({
    page,
    chain,
    manifest,
  }) => {
    const wbnb = manifest.tokens.WBNB!;
    const localWallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${wbnb}`);
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('button', { name: 'Local test wallet' }).click();
    await expect(page.getByTestId('account-button')).toHaveText(/0x7099\.\.\.79C8/);
    await page.reload();
    await expect(page.getByTestId('account-button')).toHaveText(/0x7099\.\.\.79C8/);

    const before = await tokenBalance(chain, wbnb, localWallet);
    await inputField(page).fill('0.5');
    await page.getByRole('button', { name: 'Wrap', exact: true }).click();
    await expect.poll(() => tokenBalance(chain, wbnb, localWallet)).toBe(before + parseEther('0.5'));

    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  });

  test('a blocklisted address sees only "Blocked address"', async ({ page, wallet }) => {
    await wallet.install({ address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' });
    await page.goto('/');
    // Not wallet.connect(): a blocked address never gets the account button it waits for.
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('button', { name: 'E2E Wallet' }).click();
    await expect(page.getByText('Blocked address')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Blocked address')).toBeVisible();
  });
});

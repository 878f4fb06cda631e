import { expect, test } from '../support/fixtures.ts';
import { inputField } from '../support/swapSupport.ts';

test.describe('recent transactions', () => {
  test('lists the account’s transactions and clears them', async ({ page, wallet, manifest }) => {
    await wallet.install();
    await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${manifest.tokens.WBNB}`);
    const open = () => page.getByRole('button', { name: 'Recent transactions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recent Transactions' });

    await open();
    await expect(dialog).toContainText('Please connect your wallet to view your recent transactions');
    await page.keyboard.press('Escape');
    await wallet.connect();
    await open();
    await expect(dialog).toContainText('No recent transactions');
    await page.keyboard.press('Escape');

    await inputField(page).fill('0.1');
    await page.getByTestId('wrap-button').click();
    await expect(page.getByTestId('toast-success')).toContainText('Wrap 0.1 BNB to WBNB');
    await open();
    await expect(dialog.getByTestId('transaction-success')).toContainText('Wrap 0.1 BNB to WBNB');
    // Kept across a reload: the list lives in the persisted store.
    await page.reload();
    await open();
    await expect(dialog.getByTestId('transaction-success')).toContainText('Wrap 0.1 BNB to WBNB');
    await dialog.getByRole('button', { name: 'clear all' }).click();
    await expect(dialog).toContainText('No recent transactions');
  });

  test('lists pending transactions first, counts them on the header button, hides old ones', async ({
    page,
    wallet,
    manifest,
  }) => {
    await wallet.openConnected(`/swap?inputCurrency=BNB&outputCurrency=${manifest.tokens.WBNB}`);
    await inputField(page).fill('0.1');
    await page.getByTestId('wrap-button').click();
    await expect(page.getByTestId('toast-success')).toContainText('Wrap 0.1 BNB to WBNB');

    // A transaction the node never heard of stays pending; one from yesterday is no longer recent.
    await page.evaluate((from) => {
      const stored = JSON.parse(localStorage.getItem('flaskswap')!);
      const record = (hash: string, summary: string, addedTime: number) => ({
        hash,
        from,
        chainId: 31337,
        summary,
        addedTime,
      });
      const pending = `0x${'ab'.repeat(32)}`;
      const old = `0x${'cd'.repeat(32)}`;
      stored.state.transactions[31337][pending] = record(pending, 'Still pending', Date.now());
      stored.state.transactions[31337][old] = record(old, 'From yesterday', Date.now() - 25 * 3_600_000);
      localStorage.setItem('flaskswap', JSON.stringify(stored));
    }, wallet.address);
    await page.reload();

    const button = page.getByRole('button', { name: 'Recent transactions' });
    await expect(button).toContainText('1');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Recent Transactions' });
    const lists = dialog.getByRole('list');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0)).toHaveAccessibleName('Pending transactions');
    await expect(lists.nth(0)).toContainText('Still pending');
    await expect(lists.nth(1)).toHaveAccessibleName('Completed transactions');
    await expect(lists.nth(1)).toContainText('Wrap 0.1 BNB to WBNB');
    await expect(dialog).not.toContainText('From yesterday');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(dialog.getByText('Transaction Settings')).toBeVisible();
  await expect(dialog.getByText('Interface Settings')).toBeVisible();
  return dialog;
}

test.describe('settings', () => {
  test('slippage: presets, custom values, warnings and refused text', async ({ page }) => {
    await page.goto('/swap');
    const dialog = await openSettings(page);
    const custom = dialog.getByLabel('Custom slippage tolerance');
    await expect(dialog.getByRole('button', { name: '0.5%', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await custom.fill('0.3');
    await expect(dialog.getByText('Your transaction may fail')).toBeVisible();
    await custom.fill('7');
    await expect(dialog.getByText('Your transaction may be frontrun')).toBeVisible();
    for (const text of ['0.123', '50', 'abc']) {
      await custom.fill(text);
      await expect(dialog.getByText('Enter a valid slippage percentage')).toBeVisible();
    }
    await dialog.getByRole('button', { name: '1%', exact: true }).click();
    await expect(dialog.getByRole('button', { name: '1%', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await custom.fill('2.5');
    await page.keyboard.press('Escape');
    await page.reload();
    const reopened = await openSettings(page);
    await expect(reopened.getByLabel('Custom slippage tolerance')).toHaveValue('2.5');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('flaskswap') ?? '{}').state);
    expect(stored.userSlippageTolerance).toBe(250);
  });

  test('deadline, expert mode (typing confirm), multihops, audio and dark mode survive a reload', async ({ page }) => {
    await page.goto('/swap');
    let dialog = await openSettings(page);
    await dialog.getByLabel('Transaction deadline').fill('30');

    await dialog.getByRole('switch', { name: 'Expert Mode' }).click();
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    const turnOn = dialog.getByRole('button', { name: 'Turn On Expert Mode' });
    const word = dialog.getByLabel('Please type the word "confirm" to enable expert mode.');
    await word.fill('confirmed');
    await expect(turnOn).toBeDisabled();
    await word.fill('confirm');
    await turnOn.click();
    await expect(dialog.getByRole('switch', { name: 'Expert Mode' })).toBeChecked();

    await dialog.getByRole('switch', { name: 'Disable Multihops' }).click();
    await dialog.getByRole('switch', { name: 'Audio' }).click();
    await dialog.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    dialog = await openSettings(page);
    await expect(dialog.getByLabel('Transaction deadline')).toHaveValue('30');
    await expect(dialog.getByRole('switch', { name: 'Expert Mode' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Disable Multihops' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Audio' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('flaskswap') ?? '{}').state);
    expect(stored).toMatchObject({
      userDeadline: 1800,
      userExpertMode: true,
      userSingleHopOnly: true,
      audioPlay: false,
    });

    // Turning expert mode off needs no confirmation.
    await dialog.getByRole('switch', { name: 'Expert Mode' }).click();
    await expect(dialog.getByRole('switch', { name: 'Expert Mode' })).not.toBeChecked();
    await dialog.getByLabel('Transaction deadline').fill('0');
    await expect(dialog.getByLabel('Transaction deadline')).toHaveAttribute('aria-invalid', 'true');
  });
});

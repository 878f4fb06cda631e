import { expect, test } from '../support/fixtures.ts';

test.describe('preferences', () => {
  test('dark mode is remembered across reloads', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('the language selector lists every locale, loads its strings and is remembered', async ({ page }) => {
    await page.goto('/farms');
    await page.getByRole('button', { name: 'Select language' }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(28);
    const stringsLoaded = page.waitForResponse((response) => response.url().endsWith('/locales/de-DE.json'));
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await stringsLoaded;
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Farmen');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Farmen');
    await page.getByRole('button', { name: 'Sprache wählen' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Farms');
  });
});

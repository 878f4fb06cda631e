import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eRoot } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/** German texts from the shipped file, so the test follows the translator's wording. */
const german = JSON.parse(readFileSync(join(e2eRoot, '../app/public/locales/de-DE.json'), 'utf8')) as Record<
  string,
  string
>;
const selectLanguageDe = german['Select language']!;
const farmsDe = german.Farms!;

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
    await expect(page.getByRole('button', { name: selectLanguageDe })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(farmsDe);
    await page.reload();
    await expect(page.getByRole('button', { name: selectLanguageDe })).toBeVisible();
    await page.getByRole('button', { name: selectLanguageDe }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Select language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('English loads no strings or i18next; a language loads once and switching keeps the page', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/locales/') || /\/i18n-[\w-]+\.js$/.test(path)) loaded.push(path);
    });
    await page.goto('/farms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Farms');
    expect(loaded).toEqual([]);
    // A full reload would drop this mark.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    // Each language's menu button is named in that language.
    const choose = async (menu: string, item: string, nextMenu: string, lang: string) => {
      await page.getByRole('button', { name: menu }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('button', { name: nextMenu })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    };
    await choose('Select language', 'Deutsch', selectLanguageDe, 'de-DE');
    await choose(selectLanguageDe, 'English', 'Select language', 'en-US');
    await choose('Select language', 'Deutsch', selectLanguageDe, 'de-DE');

    expect(loaded.filter((path) => path.startsWith('/locales/'))).toEqual(['/locales/de-DE.json']);
    expect(loaded.filter((path) => path.endsWith('.js'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { e2eRoot } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { inputField } from '../support/swapSupport.ts';

// Locale presentation (issue 18): right to left for ar-SA, Intl number formats, translated
// screens with screenshots, and no button label overflowing in the longest locale. Expected
// texts come from the shipped locale files, so the test follows the translators' wording.

type Strings = Record<string, string>;

const LOCALE_LIST = readFileSync(join(e2eRoot, '../app/src/i18n/locales.ts'), 'utf8');
/** Each locale's name in the language menu (its native name), from app/src/i18n/locales.ts. */
const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(
  [...LOCALE_LIST.matchAll(/code: '([a-zA-Z-]+)'.*nativeName: '([^']+)'/g)].map((match) => [match[1]!, match[2]!]),
);
const LOCALE_CODES = Object.keys(LANGUAGE_NAMES);

function strings(code: string): Strings {
  return JSON.parse(readFileSync(join(e2eRoot, `../app/public/locales/${code}.json`), 'utf8')) as Strings;
}

/** The locale's text for an English key; fails the test when the file lacks it. */
function tr(locale: Strings, key: string): string {
  const text = locale[key];
  expect(text, `missing translation of "${key}"`).toBeTruthy();
  return text!;
}

/** Switches language through the header menu, as a user would; `current` is the shown language. */
async function chooseLanguage(page: Page, current: Strings, code: string) {
  await page.getByRole('button', { name: tr(current, 'Select language') }).click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAMES[code]!, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** A quote for 1 BNB → FLASK, so the trade details (price impact, minimum received) show. */
async function quoteOneBnb(page: Page) {
  await inputField(page).fill('1');
  await expect(page.getByTestId('price-impact')).toBeVisible();
}

/** Controls whose text is wider than their box: buttons, tabs, menu items and header links. */
function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, [role="tab"], [role="menuitem"], header a, nav a';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).display === 'inline') continue;
      if (element.scrollWidth > element.clientWidth) {
        found.push(`"${element.textContent?.trim()}" ${element.scrollWidth}px > ${element.clientWidth}px`);
      }
    }
    return found;
  });
}

/** How far the page is wider than the window (a header or row pushed out by long labels). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('locale presentation', () => {
  test('ar-SA: right to left, translated swap page, amounts left to right, kept on reload', async ({
    page,
    manifest,
  }, testInfo) => {
    const en = strings('en-US');
    const ar = strings('ar-SA');
    await page.goto(`/swap?outputCurrency=${manifest.tokens.FLASK}`);
    await expect(page.getByText('Trade tokens in an instant')).toBeVisible();
    // Switching must not reload the page: a mark left on window survives only without one.
    await page.evaluate(() => {
      (window as unknown as { i18nMark: string }).i18nMark = 'same page';
    });
    await chooseLanguage(page, en, 'ar-SA');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => (window as unknown as { i18nMark?: string }).i18nMark)).toBe('same page');

    await expect(page.getByRole('heading', { name: tr(ar, 'Exchange') })).toBeVisible();
    await expect(page.getByText(tr(ar, 'Trade tokens in an instant'))).toBeVisible();
    await expect(page.getByRole('button', { name: tr(ar, 'Connect Wallet') }).first()).toBeVisible();

    // Mirrored: the logo sits at the right edge, the header controls at the left.
    const width = page.viewportSize()!.width;
    const logo = (await page.getByRole('link', { name: 'FlaskSwap' }).boundingBox())!;
    const language = (await page.getByRole('button', { name: tr(ar, 'Select language') }).boundingBox())!;
    expect(logo.x).toBeGreaterThan(width / 2);
    expect(language.x + language.width).toBeLessThan(width / 2);

    // Amounts keep left-to-right order and Latin digits.
    await inputField(page).fill('1234.5');
    await expect(inputField(page)).toHaveValue('1234.5');
    expect(await inputField(page).evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await expect(page.getByTestId('price-impact')).toHaveText(/^<?[0-9]+\.[0-9]{2}\s?[%٪]/);
    await attachScreenshot(page, testInfo, 'ar-SA swap');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(tr(ar, 'Trade tokens in an instant'))).toBeVisible();
  });

  for (const [code, decimalPercent, flaskAmount] of [
    // de-DE: comma decimals, dot groups, a space before %; ja-JP writes numbers like en-US.
    ['de-DE', /^<?[0-9.]+,[0-9]{2}\u00a0%$/, /^[0-9]{1,3}(\.[0-9]{3})*,[0-9]{3} FLASK$/],
    ['ja-JP', /^<?[0-9,]+\.[0-9]{2}%$/, /^[0-9]{1,3}(,[0-9]{3})*\.[0-9]{3} FLASK$/],
  ] as const) {
    test(`${code}: swap, pools and lottery translated, numbers in the locale's format`, async ({
      page,
      manifest,
    }, testInfo) => {
      const locale = strings(code);
      await page.goto(`/swap?outputCurrency=${manifest.tokens.FLASK}`);
      await chooseLanguage(page, strings('en-US'), code);

      await expect(page.getByRole('heading', { name: tr(locale, 'Exchange') })).toBeVisible();
      await expect(page.getByText(tr(locale, 'Trade tokens in an instant'))).toBeVisible();
      await quoteOneBnb(page);
      await expect(page.getByTestId('price-impact')).toHaveText(decimalPercent);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await attachScreenshot(page, testInfo, `${code} swap`);

      await page.goto('/pools');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'Pools'));
      await expect(page.getByText(tr(locale, 'Stake FLASK to earn new tokens'))).toBeVisible();
      const aprs = page.getByTestId('pool-apr');
      await expect(aprs.first()).toBeVisible();
      // Whole-number APRs have no decimals; every known one carries the locale's percent pattern.
      const percentPattern = code === 'de-DE' ? /^[0-9.]+(,[0-9]{1,2})?\u00a0%$/ : /^[0-9,]+(\.[0-9]{1,2})?%$/;
      const shown = (await aprs.allTextContents()).map((text) => text.trim()).filter((text) => text !== '-');
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text).toMatch(percentPattern);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await attachScreenshot(page, testInfo, `${code} pools`);

      await page.goto('/lottery');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'The FlaskSwap Lottery'));
      await expect(page.getByText(tr(locale, 'Prize Pot')).first()).toBeVisible();
      await expect(page.getByTestId('prize-pot-flask').first()).toHaveText(flaskAmount);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await attachScreenshot(page, testInfo, `${code} lottery`);
    });
  }

  test('no button label overflows its button in the longest locale', async ({ page, manifest }, testInfo) => {
    const labels = ['Connect Wallet', 'Enter an amount', 'Add Liquidity', 'Buy Tickets', 'Harvest', 'Enable', 'MAX'];
    const lengthOf = (code: string) => {
      const locale = strings(code);
      return labels.reduce((sum, key) => sum + [...(locale[key] ?? key)].length, 0);
    };
    const longest = LOCALE_CODES.reduce((best, code) => (lengthOf(code) > lengthOf(best) ? code : best));
    testInfo.annotations.push({ type: 'longest locale', description: `${longest} (${lengthOf(longest)} characters)` });

    // Chosen once through the menu; the choice persists across the page loads below.
    await page.goto('/swap');
    await chooseLanguage(page, strings('en-US'), longest);
    const locale = strings(longest);
    for (const path of [
      `/swap?outputCurrency=${manifest.tokens.FLASK}`,
      '/liquidity',
      '/pools',
      '/farms',
      '/lottery',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', longest);
      await expect(page.getByRole('button', { name: tr(locale, 'Connect Wallet') }).first()).toBeVisible();
      expect(await overflowingControls(page), `${longest} ${path}`).toEqual([]);
      expect(await horizontalOverflow(page), `${longest} ${path}`).toBeLessThanOrEqual(0);
    }
    await attachScreenshot(page, testInfo, `${longest} lottery (longest labels)`);
  });

  test('the header fits the window in every locale', async ({ page }) => {
    await page.goto('/swap');
    let shown = strings('en-US');
    for (const code of LOCALE_CODES.filter((code) => code !== 'en-US')) {
      await chooseLanguage(page, shown, code);
      shown = strings(code);
      // The new strings are in once the menu button carries its translated name.
      await expect(page.getByRole('button', { name: tr(shown, 'Select language') })).toBeVisible();
      expect(await horizontalOverflow(page), code).toBeLessThanOrEqual(0);
      expect(await overflowingControls(page), code).toEqual([]);
    }
  });
});

// The main flows with the keyboard alone: Tab, Shift+Tab, Enter, Escape and typing, never a click
// or a fill. Every element focus lands on must show a focus indicator. Results are read on chain.

import { flaskFactoryAbi } from '@flaskswap/contracts';
import type { Locator, Page } from '@playwright/test';
import { erc20Abi, parseEther } from 'viem';
import { tokenBalance } from '../support/chain.ts';
import { expect, type TestWallet, test } from '../support/fixtures.ts';
import { flaskPairOf, provideLegacyLiquidity } from '../support/migrationSupport.ts';
import { poolAddress, poolStake } from '../support/poolsSupport.ts';
import { expectQuote } from '../support/swapSupport.ts';

const MAX_TABS = 120;

/**
 * The focused element shows no outline or ring, nor does the field box around it (an input's
 * container may draw the ring with focus-within): its focus cannot be seen.
 */
async function focusIsInvisible(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return undefined;
    const marked = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outlined || style.boxShadow !== 'none';
    };
    const box = element.tagName === 'INPUT' ? element.parentElement?.closest('div') : null;
    const field = box?.parentElement;
    const seen = marked(element) || (box && marked(box)) || (field && marked(field));
    return seen ? undefined : element.outerHTML.slice(0, 160);
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on the way that every focused
 * element shows a focus indicator.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target).toBeVisible();
  const unseen: string[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const invisible = await focusIsInvisible(page);
    if (invisible) unseen.push(invisible);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(unseen, `focus without a visible indicator:\n${unseen.join('\n')}`).toEqual([]);
      return;
    }
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target}`);
}

/**
 * Records, in the page, every text that lands in a live region a screen reader would speak
 * (role status/alert or aria-live other than "off"): what the user hears announced.
 */
function recordAnnouncements() {
  const announced: string[] = [];
  (window as unknown as { __announced: string[] }).__announced = announced;
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = element?.closest('[aria-live], [role="status"], [role="alert"]');
      if (region && region.getAttribute('aria-live') !== 'off' && region.textContent) {
        announced.push(region.textContent);
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.join('\n'));

/** Tabs to `target` and presses Enter. */
async function activate(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * Opens `path` with the test wallet installed and connects through the app's dialog: Tab to
 * Connect Wallet, Enter, Tab to the wallet, Enter.
 */
async function openConnectedByKeyboard(
  page: Page,
  account: { install(page: Page): Promise<TestWallet> },
  path: string,
) {
  const wallet = await account.install(page);
  await wallet.install();
  await page.goto(path);
  await activate(page, page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }));
  await activate(page, page.getByRole('dialog').getByRole('button', { name: 'E2E Wallet' }));
  await expect(page.getByTestId('account-button')).toBeVisible();
  return wallet;
}

test.describe('accessibility: keyboard only', () => {
  test('swap BNB → FLASK: token selector, amount, review and confirm', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const flask = manifest.tokens.FLASK!;
    const wallet = await openConnectedByKeyboard(page, freshAccount, '/swap');
    const flaskBefore = await tokenBalance(chain, flask, wallet.address);

    // The output token through the selector: its search field has focus, Enter picks the match.
    await activate(page, page.getByTestId('swap-currency-output-currency-button'));
    const selector = page.getByRole('dialog', { name: 'Select a Token' });
    await expect(selector.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('FLASK');
    await expect(selector.getByTestId(`token-row-${flask}`)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(selector).toBeHidden();
    await expect(page.getByTestId('swap-currency-output-currency-button')).toContainText('FLASK');

    await tabTo(page, page.locator('#swap-currency-input-amount'), { backwards: true });
    await page.keyboard.type('0.5');
    await expectQuote(page);
    await activate(page, page.getByTestId('swap-button'));
    const review = page.getByRole('dialog').filter({ has: page.getByTestId('confirm-swap') });
    await expect(review).toBeVisible();
    await activate(page, page.getByTestId('confirm-swap-button'));
    await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible();

    await expect.poll(() => tokenBalance(chain, flask, wallet.address)).toBeGreaterThan(flaskBefore);
    const spent = parseEther('100') - (await chain.getBalance({ address: wallet.address }));
    expect(spent).toBeGreaterThanOrEqual(parseEther('0.5'));
    expect(spent).toBeLessThan(parseEther('0.51'));
  });

  test('add BNB + FLASK liquidity: amount, enable FLASK, supply and confirm', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const flask = manifest.tokens.FLASK!;
    const wbnb = manifest.tokens.WBNB!;
    const wallet = await openConnectedByKeyboard(page, freshAccount, `/add/BNB/${flask}`);

    await tabTo(page, page.locator('#add-liquidity-input-a-amount'), { backwards: true });
    await page.keyboard.type('1');
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-b-amount').inputValue()))
      .toBeGreaterThan(0);
    await activate(page, page.getByRole('button', { name: 'Enable FLASK' }));
    await expect(page.getByTestId('supply-button')).toBeEnabled({ timeout: 30_000 });
    await activate(page, page.getByTestId('supply-button'));
    const review = page.getByRole('dialog', { name: 'You will receive' });
    await expect(review).toBeVisible();
    await activate(page, review.getByRole('button', { name: 'Confirm Supply' }));
    await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible();

    const pair = await chain.readContract({
      address: manifest.contracts.FlaskFactory!,
      abi: flaskFactoryAbi,
      functionName: 'getPair',
      args: [wbnb, flask],
    });
    await expect.poll(() => tokenBalance(chain, pair, wallet.address)).toBeGreaterThan(0n);
  });

  test('migrate a legacy FLASK-BNB position: sign, migrate and confirm', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const flask = manifest.tokens.FLASK!;
    const wbnb = manifest.tokens.WBNB!;
    const { pair: legacyPair } = await provideLegacyLiquidity(
      chain,
      manifest,
      freshAccount.address,
      [flask, parseEther('10')],
      [wbnb, parseEther('0.32')],
    );
    const wallet = await openConnectedByKeyboard(page, freshAccount, '/migrate');

    const position = page.getByTestId('legacy-position').filter({ hasText: /FLASK\/BNB|BNB\/FLASK/ });
    await activate(page, position.getByRole('button', { name: 'Sign' }));
    await expect(position.getByTestId('migrate-enable-button')).toHaveText('Signed');
    await activate(page, position.getByRole('button', { name: 'Migrate' }));
    const review = page.getByRole('dialog', { name: 'Migrate to FlaskSwap' });
    await expect(review).toBeVisible();
    await activate(page, review.getByRole('button', { name: 'Confirm Migration' }));
    await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible();

    await expect.poll(() => tokenBalance(chain, legacyPair, wallet.address)).toBe(0n);
    const pair = await flaskPairOf(chain, manifest, flask, wbnb);
    expect(await tokenBalance(chain, pair, wallet.address)).toBeGreaterThan(0n);
  });

  test('stake FLASK in a pool: find it, expand, enable and stake; the toast is announced', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const pool = poolAddress(manifest, 'FLASK', 'XRP');
    const flask = manifest.tokens.FLASK!;
    await page.addInitScript(recordAnnouncements);
    const wallet = await openConnectedByKeyboard(page, freshAccount, '/pools');

    await tabTo(page, page.getByRole('searchbox'));
    await page.keyboard.type('XRP');
    const row = page.locator('[data-testid="pool-row"][data-kind="smartchef"][data-symbol="XRP"]');
    await expect(page.getByTestId('pool-row')).toHaveCount(1);
    await activate(page, row.getByRole('button', { name: /Details/ }));
    await expect(row.getByRole('button', { name: /Hide/ })).toHaveAttribute('aria-expanded', 'true');
    await activate(page, row.getByRole('button', { name: 'Enable', exact: true }));
    await expect
      .poll(() =>
        chain.readContract({ address: flask, abi: erc20Abi, functionName: 'allowance', args: [wallet.address, pool] }),
      )
      .toBeGreaterThan(0n);
    const stake = row.getByRole('button', { name: 'Stake', exact: true });
    await expect(stake).toBeEnabled({ timeout: 30_000 });
    await activate(page, stake);
    const dialog = page.getByRole('dialog', { name: 'Stake in Pool' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox'));
    await page.keyboard.type('10');
    await activate(page, dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Staked!' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => announcements(page)).toContain('Staked!');

    await expect.poll(() => poolStake(chain, pool, wallet.address)).toBe(parseEther('10'));
    expect(await tokenBalance(chain, flask, wallet.address)).toBe(parseEther('90'));
  });

  test('info search: type, arrow to a pair, Enter opens it; Escape closes the list', async ({ page, manifest }) => {
    await page.goto('/info');
    const search = page.getByRole('combobox', { name: 'Search tokens and pairs' });
    const results = page.getByRole('listbox', { name: 'Search tokens and pairs' });
    await tabTo(page, search);
    await page.keyboard.type('flask bnb');
    await expect(results.getByTestId('search-pair').first()).toBeVisible();
    // Tokens come first: Down steps through them to the first pair.
    const kinds = await results.getByRole('option').evaluateAll((all) => all.map((o) => o.getAttribute('data-testid')));
    const firstPair = kinds.indexOf('search-pair');
    for (let i = 0; i <= firstPair; i++) await page.keyboard.press('ArrowDown');
    const active = page.locator(`[id="${await search.getAttribute('aria-activedescendant')}"]`);
    await expect(active).toHaveAttribute('data-testid', 'search-pair');
    const address = await active.getAttribute('data-address');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/info/pair/${address}`);

    await tabTo(page, search);
    await page.keyboard.type(manifest.tokens.FLASK!);
    await expect(results).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();
    await expect(search).toBeFocused();
  });

  test('info watchlist: Tab to a token page’s star, Enter stars it, the overview lists it', async ({
    page,
    manifest,
  }) => {
    const flask = manifest.tokens.FLASK!.toLowerCase();
    await page.goto(`/info/token/${flask}`);
    const star = page.getByRole('button', { name: 'Watch FLASK', exact: true });
    await activate(page, star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await activate(page, page.getByRole('navigation', { name: 'Info' }).getByRole('link', { name: 'Overview' }));
    await expect(page.getByTestId('watched-tokens').getByTestId('token-link')).toHaveAttribute('data-address', flask);
  });

  test('settings: the dialog keeps focus inside, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/swap');
    const trigger = page.getByTestId('settings-button');
    await activate(page, trigger);
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    // Twice as many presses as the dialog has stops: focus goes round and never leaves it.
    const stops = await dialog.locator('button, input, [tabindex="0"], [role="switch"]').count();
    for (let i = 0; i < stops * 2; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(await focusIsInvisible(page)).toBeUndefined();
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // From a field: on a help icon, the first Escape closes its tooltip, not the dialog.
    await tabTo(page, dialog.getByLabel('Custom slippage tolerance'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

// Every page and the main dialogs pass axe's WCAG 2.1 A/AA rules in light and in dark mode.
// One page load per route: the light scan, then the theme switch, then the dark scan.
import AxeBuilder from '@axe-core/playwright';
import type { Manifest } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import { settleTransitions, WCAG_21_AA } from '../support/axe.ts';
import { HUB_URL } from '../support/env.ts';
import { expect, type TestWallet, test } from '../support/fixtures.ts';
import { inputField, typeAndQuote } from '../support/swapSupport.ts';

interface PageCase {
  /** The path, from this run's manifest when it needs real addresses. */
  path: (manifest: Manifest, proposalId: string) => string;
  /** Opened with the wallet connected: the page shows balances, positions and forms. */
  connected?: boolean;
  /** Something that shows once the page's data has loaded (besides no skeleton left). */
  ready?: (page: Page) => ReturnType<Page['getByTestId']>;
}

const pages: Record<string, PageCase> = {
  home: { path: () => '/' },
  farms: { path: () => '/farms', connected: true, ready: (page) => page.getByTestId('farm-row').first() },
  'farms history': { path: () => '/farms/history' },
  'farm auction': { path: () => '/farms/auction', connected: true },
  pools: { path: () => '/pools', connected: true },
  'pools history': { path: () => '/pools/history' },
  swap: { path: (m) => `/swap?outputCurrency=${m.tokens.FLASK}`, connected: true },
  find: { path: () => '/find', connected: true },
  liquidity: { path: () => '/liquidity', connected: true },
  add: { path: (m) => `/add/BNB/${m.tokens.FLASK}`, connected: true },
  remove: { path: (m) => `/remove/BNB/${m.tokens.FLASK}`, connected: true },
  migrate: { path: () => '/migrate', connected: true, ready: (page) => page.getByTestId('legacy-position').first() },
  info: { path: () => '/info' },
  'info tokens': { path: () => '/info/tokens' },
  'info pairs': { path: () => '/info/pairs' },
  'info token': { path: (m) => `/info/token/${m.tokens.FLASK}` },
  'info pair': { path: (m) => `/info/pair/${m.farms?.[0]?.lpAddress}` },
  competition: { path: () => '/competition', connected: true },
  prediction: { path: () => '/prediction', connected: true },
  lottery: { path: () => '/lottery', connected: true },
  collectibles: { path: () => '/collectibles' },
  ifo: { path: () => '/ifo', connected: true },
  'ifo history': { path: () => '/ifo/history' },
  teams: { path: () => '/teams' },
  team: { path: () => '/teams/1' },
  profile: { path: () => '/profile', connected: true },
  'task center': { path: () => '/profile/tasks', connected: true },
  voting: { path: () => '/voting' },
  'create proposal': { path: () => '/voting/proposal/create', connected: true },
  proposal: { path: (_m, id) => `/voting/proposal/${id}`, connected: true },
  approvals: { path: () => '/approvals', connected: true },
  'not found': { path: () => '/this/does/not/exist' },
};

/** axe's violations, one readable block each: rule, impact, help, and the offending elements. */
function describeViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map(
        (node) =>
          `    ${node.target.join(' ')}  ${node.html.slice(0, 160)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
      ),
    ].join('\n'),
  );
}

/** The page's data has arrived: the first heading shows and no skeleton is left. */
async function waitForContent(page: Page, ready?: PageCase['ready']) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByRole('heading').first()).toBeVisible();
  if (ready) await expect(ready(page)).toBeVisible();
  await expect(page.locator('[data-skeleton]:visible')).toHaveCount(0);
}

/**
 * Scans the page as it is now, light then dark. The theme switch needs no reload; with a dialog
 * open (the header's toggle is behind it) the class is set directly, as the toggle does.
 */
async function scanBothThemes(page: Page, include?: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark' && include) {
      await page.evaluate(() => document.documentElement.classList.add('dark'));
    } else if (theme === 'dark') {
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    if (theme === 'dark') await settleTransitions(page);
    const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
    if (include) builder.include(include);
    const results = await builder.analyze();
    found.push(...describeViolations(results).map((text) => `[${theme}] ${text}`));
  }
  return found;
}

async function open(page: Page, wallet: TestWallet, path: string, connected?: boolean) {
  if (connected) await wallet.openConnected(path);
  else await page.goto(path);
}

test.describe('accessibility: axe, WCAG 2.1 AA, light and dark', () => {
  test.describe.configure({ mode: 'parallel' });

  let proposalId = '';
  test.beforeAll(async () => {
    const response = await fetch(`${HUB_URL}/api/voting/proposals?state=active`);
    const body = (await response.json()) as { id: string }[] | { proposals: { id: string }[] };
    const list = Array.isArray(body) ? body : body.proposals;
    proposalId = list[0]!.id;
  });

  for (const [name, { path, connected, ready }] of Object.entries(pages)) {
    test(`${name}${connected ? ' (connected)' : ''}`, async ({ page, wallet, manifest }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, wallet, path(manifest, proposalId), connected);
      await waitForContent(page, ready);
      const violations = await scanBothThemes(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }

  test('charts: a figure named by its label and described by a text summary', async ({ page, manifest }) => {
    await page.goto(`/info/token/${manifest.tokens.FLASK}`);
    const chart = page.getByTestId('info-chart');
    await expect(chart).toHaveAttribute('data-points', /^[1-9]/);
    await expect(page.getByRole('figure', { name: /price/i })).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/^\d+ data points? from \S+ to \S+, latest \S+$/);
  });

  test('info search: the open list of results', async ({ page }) => {
    await page.goto('/info');
    await page.getByRole('combobox', { name: 'Search tokens and pairs' }).fill('flask');
    const results = page.getByRole('listbox', { name: 'Search tokens and pairs' });
    await expect(results.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results.getByRole('option', { selected: true })).toBeVisible();
    const violations = await scanBothThemes(page, '[data-testid="info-search"]');
    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('dialogs: connect wallet', async ({ page }) => {
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const violations = await scanBothThemes(page, '[role="dialog"]');
    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('dialogs: settings, token selector, swap review', async ({ page, wallet, manifest }) => {
    await wallet.openConnected(`/swap?outputCurrency=${manifest.tokens.FLASK}`);
    const violations: string[] = [];

    await page.getByTestId('settings-button').click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    violations.push(...(await scanBothThemes(page, '[role="dialog"]')));
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.keyboard.press('Escape');

    await page.getByTestId('swap-currency-output-currency-button').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Select a Token' })).toBeVisible();
    violations.push(...(await scanBothThemes(page, '[role="dialog"]')));
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.keyboard.press('Escape');

    await typeAndQuote(inputField(page), '0.1');
    await page.getByTestId('swap-button').click();
    await expect(page.getByTestId('confirm-swap')).toBeVisible();
    violations.push(...(await scanBothThemes(page, '[role="dialog"]')));
    expect(violations, violations.join('\n')).toEqual([]);
  });
});

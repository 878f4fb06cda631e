import { expect, test } from '../support/fixtures.ts';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';

/** The page title, led by the FLASK price ('$10.000 - ') once prices have loaded. */
const titled = (title: string) => new RegExp(`^(\\$\\d+\\.\\d{3} - )?${title.replace(/[|$.]/g, '\\$&')}$`);

test.describe('routes and page titles', () => {
  const pages: Array<[string, string, string]> = [
    ['/', 'Home | FlaskSwap', 'FlaskSwap'],
    ['/farms', 'Farms | FlaskSwap', 'Farms'],
    ['/pools', 'Pools | FlaskSwap', 'Pools'],
    ['/pools/history', 'Pools | FlaskSwap', 'Pools'],
    ['/competition', 'Trading Battle | FlaskSwap', 'Trading Battle'],
    ['/prediction', 'Prediction | FlaskSwap', 'Prediction'],
    ['/lottery', 'Lottery | FlaskSwap', 'Lottery'],
    ['/collectibles', 'Collectibles | FlaskSwap', 'Collectibles'],
    ['/ifo', 'Initial Farm Offering | FlaskSwap', 'Initial Farm Offering'],
    ['/teams', 'Leaderboard | FlaskSwap', 'Leaderboard'],
    ['/profile', 'Your Profile | FlaskSwap', 'Your Profile'],
    ['/profile/tasks', 'Task Center | FlaskSwap', 'Task Center'],
    ['/swap', 'FlaskSwap', 'Exchange'],
    ['/liquidity', 'FlaskSwap', 'Your Liquidity'],
    ['/find', 'FlaskSwap', 'Import Pool'],
    ['/add', 'FlaskSwap', 'Add Liquidity'],
    ['/create', 'FlaskSwap', 'Add Liquidity'],
    [`/remove/${A}/${B}`, 'FlaskSwap', 'Remove Liquidity'],
  ];
  for (const [path, title, heading] of pages) {
    test(`${path} shows "${heading}" titled "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expect(page).toHaveTitle(titled(title));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /FlaskSwap/);
    });
  }

  const redirects: Array<[string, string]> = [
    [`/swap/${A}`, `/swap?outputCurrency=${A}`],
    [`/swap/BNB?exactAmount=1`, '/swap?exactAmount=1&outputCurrency=BNB'],
    ['/send', '/swap'],
    [`/send?inputCurrency=${A}`, `/swap?inputCurrency=${A}`],
    ['/pool', '/liquidity'],
    ['/staking', '/pools'],
    ['/syrup', '/pools'],
    [`/remove/${A}-${B}`, `/remove/${A}/${B}`],
    ['/remove/not-addresses', '/liquidity'],
    [`/add/${A}-${B}`, `/add/${A}/${B}`],
    [`/add/BNB-${A}`, `/add/BNB/${A}`],
    [`/add/${A}/${A}`, `/add/${A}`],
    [`/create/${A}-${B}`, `/add/${A}/${B}`],
    ['/create/BNB/BNB', '/add/BNB'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
    });
  }

  test('unknown paths show the not-found page with a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('Oops, page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(titled('Home | FlaskSwap'));
  });

  test('the menu reaches every section, Exchange with FLASK preselected', async ({ page, manifest }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: /Trade/ }).click();
    await page.getByRole('menuitem', { name: 'Exchange' }).click();
    await expect(page).toHaveURL(`/swap?outputCurrency=${manifest.tokens.FLASK}`);
    await nav.getByRole('button', { name: /Trade/ }).click();
    await page.getByRole('menuitem', { name: 'Liquidity' }).click();
    await expect(page).toHaveURL(/\/liquidity$/);
    await nav.getByRole('link', { name: 'Farms' }).click();
    await expect(page).toHaveTitle(titled('Farms | FlaskSwap'));
    await nav.getByRole('link', { name: 'Pools' }).click();
    await expect(page).toHaveTitle(titled('Pools | FlaskSwap'));
    // Profile: the profile, its tasks, the teams and the collectibles, without a registered profile.
    for (const [item, path, title] of [
      ['Your Profile', '/profile', 'Your Profile'],
      ['Task Center', '/profile/tasks', 'Task Center'],
      ['Leaderboard', '/teams', 'Leaderboard'],
      ['Collectibles', '/collectibles', 'Collectibles'],
    ] as const) {
      await nav.getByRole('button', { name: /Profile/ }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(titled(`${title} | FlaskSwap`));
    }
    for (const name of ['Docs', 'Website', 'Marketing Solutions']) {
      const link = nav.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('link', { name: 'Need help ?' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pools' }).click();
    await expect(page).toHaveTitle(titled('Pools | FlaskSwap'));
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the mobile menu and the account menu reach the tasks, the teams and the collectibles', async ({
    page,
    wallet,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Task Center' }).click();
    await expect(page).toHaveTitle(titled('Task Center | FlaskSwap'));

    await page.setViewportSize({ width: 1280, height: 800 });
    await wallet.openConnected('/swap');
    for (const [item, title] of [
      ['Task Center', 'Task Center'],
      ['Leaderboard', 'Leaderboard'],
      ['Collectibles', 'Collectibles'],
    ] as const) {
      await page.getByTestId('account-button').click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await expect(page).toHaveTitle(titled(`${title} | FlaskSwap`));
    }
  });

  test('the block clock shows the chain height', async ({ page, chain }) => {
    // Read before the page loads: other workers mine blocks at any time, so the page's own
    // first read can only be at this height or above.
    const block = Number(await chain.getBlockNumber());
    await page.goto('/');
    await expect(page.getByTestId('current-block')).toContainText(/Block \d+/);
    const shown = Number((await page.getByTestId('current-block').textContent())?.replace(/\D/g, ''));
    expect(shown).toBeGreaterThanOrEqual(block);
  });
});

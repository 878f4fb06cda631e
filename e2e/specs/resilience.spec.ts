import { RPC_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('resilience', () => {
  test('a node that stops answering shows a clear message and recovers by itself', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('current-block')).toContainText(/Block \d+/);
    await page.route(`${RPC_URL}/**`, (route) => route.abort('connectionrefused'));
    await page.route(RPC_URL, (route) => route.abort('connectionrefused'));
    const banner = page.getByRole('alert').filter({ hasText: 'The network is not responding' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unrouteAll();
    await expect(banner).toBeHidden({ timeout: 30_000 });
  });

  test('a page error never leaves a blank screen', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of [
      '/',
      '/swap?inputCurrency=0xnotanaddress&exactAmount=abc',
      '/add/garbage/0x12',
      '/remove/x/y',
    ]) {
      await page.goto(path);
      await expect(page.locator('main, [role="alert"]').first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

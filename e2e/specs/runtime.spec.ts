import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDir } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/** Every module the global setup's production build bundled, from its source maps. */
function bundledModules(): string[] {
  const assets = join(runDir, 'app', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources);
}

test.describe('runtime', () => {
  test('the production build bundles react-dom and no preact module', () => {
    const modules = bundledModules();
    expect(modules.filter((module) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(module))).not.toEqual([]);
    expect(modules.filter((module) => /[\\/]node_modules[\\/](@preact[\\/]|preact)/.test(module))).toEqual([]);
  });

  test('React 19 renders the page', async ({ page }) => {
    await page.goto('/swap');
    await expect(page.getByRole('heading', { name: 'Exchange' })).toBeVisible();
    // React's createRoot marks the element it renders into.
    const rootKeys = await page.locator('#root').evaluate((root) => Object.keys(root));
    expect(rootKeys.some((key) => key.startsWith('__reactContainer$'))).toBe(true);
  });
});

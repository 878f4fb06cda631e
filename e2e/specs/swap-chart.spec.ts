import { parseEther } from 'viem';
import { submittedHash, tokenBalance } from '../support/chain.ts';
import { INDEXER_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { clientOf, deployTestToken } from '../support/liquiditySupport.ts';
import { inputField, typeAndQuote } from '../support/swapSupport.ts';

const PRICE = /^\d+(\.\d+)?$/;

test.describe('swap price chart', () => {
  test('draws the seeded pair, shows its price and switches ranges', async ({ page, manifest }) => {
    const flask = manifest.tokens.FLASK!;
    await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${flask}`);
    const chart = page.getByTestId('price-chart');
    await expect(chart.getByRole('heading', { name: 'BNB/FLASK' })).toBeVisible();
    // The indexer catches up with the seed on its own time: wait for the drawn chart, not a clock.
    await expect(chart.getByTestId('price-chart-canvas').locator('canvas').first()).toBeVisible();
    await expect(chart.getByTestId('price-chart-price')).toHaveText(PRICE);
    // The seed prices FLASK at about 1/30 BNB.
    const lastPrice = Number(await chart.getByTestId('price-chart-price').textContent());
    expect(lastPrice).toBeGreaterThan(10);
    expect(lastPrice).toBeLessThan(100);
    await expect(chart.getByTestId('price-chart-change')).toHaveText(/^[+-]?\d+\.\d\d% \(24H\)$/);

    // Hovering the canvas shows the price under the crosshair, still a number.
    const canvas = chart.getByTestId('price-chart-canvas');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
    await expect(chart.getByTestId('price-chart-price')).toHaveText(PRICE);

    for (const range of ['1W', '1M', '1Y', '24H']) {
      await chart.getByRole('button', { name: range, exact: true }).click();
      await expect(chart.getByRole('button', { name: range, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(chart.getByTestId('price-chart-change')).toContainText(`(${range})`);
      await expect(chart.getByTestId('price-chart-canvas').locator('canvas').first()).toBeVisible();
    }

    // Hiding the chart is remembered across visits.
    await chart.getByRole('button', { name: 'Hide chart' }).click();
    await expect(chart.getByTestId('price-chart-body')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('price-chart').getByRole('button', { name: 'Show chart' })).toBeVisible();
    await page.getByTestId('price-chart').getByRole('button', { name: 'Show chart' }).click();
    await expect(page.getByTestId('price-chart-price')).toHaveText(PRICE);
  });

  test('says so when the pair has no price history', async ({ page, wallet }) => {
    // A token deployed now: no pair, no USD price, nothing for the indexer to chart.
    const token = await deployTestToken(clientOf(wallet.address), 'NOHIST', wallet.address, parseEther('1'));
    await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${token}`);
    const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
    await dialog.getByText('I understand').click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const chart = page.getByTestId('price-chart');
    await expect(chart.getByRole('heading', { name: 'BNB/NOHIST' })).toBeVisible();
    await expect(chart).toContainText('No price history for this pair yet');
    await expect(chart.getByTestId('price-chart-body')).toHaveAttribute('data-status', 'ready');
    await expect(chart.locator('canvas')).toHaveCount(0);
  });

  test('with the indexer unreachable, the form still quotes and swaps', async ({ page, wallet, chain, manifest }) => {
    const flask = manifest.tokens.FLASK!;
    let blockedRequests = 0;
    await page.route(`${INDEXER_URL}/**`, (route) => {
      blockedRequests++;
      return route.abort();
    });
    await wallet.openConnected(`/swap?inputCurrency=BNB&outputCurrency=${flask}`);
    const chart = page.getByTestId('price-chart');
    await expect(chart).toContainText('Chart unavailable: the indexer cannot be reached');
    expect(blockedRequests).toBeGreaterThan(0);

    const flaskBefore = await tokenBalance(chain, flask, wallet.address);
    await typeAndQuote(inputField(page), '0.1');
    await page.getByTestId('swap-button').click();
    await page.getByTestId('confirm-swap-button').click();
    await submittedHash(page);
    await expect.poll(() => tokenBalance(chain, flask, wallet.address)).toBeGreaterThan(flaskBefore);
    await expect(chart).toContainText('Chart unavailable: the indexer cannot be reached');
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { deployUnlistedToken, serveLists } from '../support/tokensSupport.ts';

/** An image that loaded its picture (a broken image has no natural width). */
async function expectPicture(image: Locator, src: string) {
  await expect(image).toHaveAttribute('src', src);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function openTokenModal(page: Page, side: 'input' | 'output') {
  await page.getByTestId(`swap-currency-${side}-currency-button`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Select a Token' })).toBeVisible();
  return dialog;
}

test.describe('token logos', () => {
  test('seeded tokens and BNB show their drawn logos on /swap and in the token selector', async ({
    page,
    manifest,
  }) => {
    await page.goto(`/swap?outputCurrency=${manifest.tokens.FLASK}`);
    const output = page.getByTestId('swap-currency-output-currency-button');
    await expectPicture(output.getByTestId('logo-image'), '/tokens/flask.svg');
    await expect(output.getByTestId('currency-logo-placeholder')).toHaveCount(0);
    const input = page.getByTestId('swap-currency-input-currency-button');
    await expect(input).toContainText('BNB');
    await expectPicture(input.getByTestId('logo-image'), '/tokens/bnb.svg');

    const dialog = await openTokenModal(page, 'output');
    await dialog.getByPlaceholder('Search name or paste address').fill('busd');
    const row = dialog.getByTestId(`token-row-${manifest.tokens.BUSD}`);
    await expectPicture(row.getByTestId('logo-image'), '/tokens/busd.svg');
    await expect(row.getByTestId('currency-logo-placeholder')).toHaveCount(0);
  });

  test('an imported token without a logo shows its symbol placeholder', async ({ page, wallet, accounts }) => {
    const address = await deployUnlistedToken(accounts[2]!, wallet.address, 'NLG');
    await wallet.openConnected('/swap');
    const dialog = await openTokenModal(page, 'output');
    await dialog.getByPlaceholder('Search name or paste address').fill(address);
    const row = dialog.getByTestId(`token-row-${address}`);
    await expect(row.getByTestId('currency-logo-placeholder')).toHaveText('NLG');
    await expect(row.getByTestId('logo-image')).toHaveCount(0);
    await row.getByRole('button', { name: 'Import' }).click();
    await dialog.getByLabel('I understand').check();
    await dialog.getByRole('button', { name: 'Import' }).click();
    const output = page.getByTestId('swap-currency-output-currency-button');
    await expect(output.getByTestId('currency-logo-placeholder')).toHaveText('NLG');
    await expect(output.getByTestId('logo-image')).toHaveCount(0);
  });

  test('a list logo that fails to load, or is not https/ipfs, falls back to the placeholder', async ({
    page,
    wallet,
    accounts,
  }) => {
    const broken = await deployUnlistedToken(accounts[2]!, wallet.address, 'BRKN');
    const unsafe = await deployUnlistedToken(accounts[2]!, wallet.address, 'JSLG');
    const token = (address: string, symbol: string, logoURI: string) => ({
      chainId: 31337,
      address,
      name: `${symbol} Token`,
      symbol,
      decimals: 18,
      logoURI,
    });
    const { url, server } = await serveLists({
      '/logos.json': {
        name: 'E2E Logo List',
        timestamp: new Date().toISOString(),
        version: { major: 1, minor: 0, patch: 0 },
        tokens: [
          // Nothing listens on port 9: the image fails to load.
          token(broken, 'BRKN', 'https://127.0.0.1:9/brkn.svg'),
          token(unsafe, 'JSLG', 'javascript:alert(1)'),
        ],
      },
    });
    try {
      await page.goto('/swap');
      const dialog = await openTokenModal(page, 'output');
      await dialog.getByRole('button', { name: 'Manage Tokens' }).click();
      await dialog.getByPlaceholder('https:// or {address} or ENS name').fill(`${url}/logos.json`);
      await dialog.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click();
      await dialog.getByLabel('I understand').check();
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect(dialog.getByRole('heading', { name: 'Manage' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Back' }).click();

      const search = dialog.getByPlaceholder('Search name or paste address');
      await search.fill('brkn');
      const brokenRow = dialog.getByTestId(`token-row-${broken}`);
      await expect(brokenRow).toContainText('BRKN Token');
      await expect(brokenRow.getByTestId('currency-logo-placeholder')).toHaveText('BRK');
      await expect(brokenRow.getByTestId('logo-image')).toHaveCount(0);

      await search.fill('jslg');
      const unsafeRow = dialog.getByTestId(`token-row-${unsafe}`);
      await expect(unsafeRow).toContainText('JSLG Token');
      await expect(unsafeRow.getByTestId('currency-logo-placeholder')).toHaveText('JSL');
      await expect(unsafeRow.getByTestId('logo-image')).toHaveCount(0);
    } finally {
      server.close();
    }
  });
});

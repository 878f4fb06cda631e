import { testTokenAbi } from '@flaskswap/contracts';
import { shortenAddress } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import { submittedHash, tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import { inputField, typeAndQuote } from '../support/swapSupport.ts';
import { deployUnlistedToken, serveLists } from '../support/tokensSupport.ts';

async function openTokenModal(page: Page, side: 'input' | 'output') {
  await page.getByTestId(`swap-currency-${side}-currency-button`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Select a Token' })).toBeVisible();
  return dialog;
}

test.describe('tokens: Select a Token modal', () => {
  test('searches by symbol, name and address; no results; common bases', async ({ page, wallet, manifest }) => {
    await wallet.openConnected('/swap');
    const dialog = await openTokenModal(page, 'output');
    const search = dialog.getByPlaceholder('Search name or paste address');
    const rows = dialog.getByRole('option');

    // Empty text: the native coin first, then the lists' tokens with the wallet's balances.
    await expect(rows.first()).toContainText('BNB');
    await expect(dialog.getByTestId(`token-row-${manifest.tokens.BURN}`)).toContainText(/\d/);

    await search.fill('doge');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Dogecoin');

    await search.fill('polkadot'); // a word of the name
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('DOT');

    await search.fill(manifest.tokens.ETH!.toLowerCase()); // an address in any case
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Ethereum Token');

    await search.fill('zzzz');
    await expect(dialog.getByText('No results found.')).toBeVisible();

    // A common base picks the token and closes the dialog; reopened, its tile and row are disabled.
    await search.fill('');
    await dialog.getByTestId('common-base').filter({ hasText: 'BUSD' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('swap-currency-output-currency-button')).toContainText('BUSD');
    const reopened = await openTokenModal(page, 'output');
    await expect(reopened.getByTestId('common-base').filter({ hasText: 'BUSD' })).toBeDisabled();
    await expect(reopened.getByTestId(`token-row-${manifest.tokens.BUSD}`)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
  });

  test('Enter picks the native coin for bnb, an exact symbol, or the only result', async ({ page }) => {
    await page.goto('/swap');
    let dialog = await openTokenModal(page, 'output');
    await dialog.getByPlaceholder('Search name or paste address').fill('usdt');
    await dialog.getByPlaceholder('Search name or paste address').press('Enter');
    await expect(page.getByTestId('swap-currency-output-currency-button')).toContainText('USDT');

    dialog = await openTokenModal(page, 'output');
    await dialog.getByPlaceholder('Search name or paste address').fill('usd'); // BUSD and USDT: no pick
    await expect(dialog.getByRole('option')).toHaveCount(2);
    await dialog.getByPlaceholder('Search name or paste address').press('Enter');
    await expect(dialog).toBeVisible();
    // Arrow keys move through the results (USDT first: its symbol starts with the text) and Enter picks.
    await dialog.getByPlaceholder('Search name or paste address').press('ArrowDown');
    await dialog.getByPlaceholder('Search name or paste address').press('ArrowDown');
    await expect(dialog.getByRole('option', { selected: true })).toContainText('BUSD');
    await dialog.getByPlaceholder('Search name or paste address').press('ArrowUp');
    await expect(dialog.getByRole('option', { selected: true })).toContainText('USDT');
    await dialog.getByPlaceholder('Search name or paste address').fill('cardano'); // the only result
    await dialog.getByPlaceholder('Search name or paste address').press('Enter');
    await expect(page.getByTestId('swap-currency-output-currency-button')).toContainText('ADA');

    dialog = await openTokenModal(page, 'input');
    await dialog.getByPlaceholder('Search name or paste address').fill('flask');
    await dialog.getByPlaceholder('Search name or paste address').press('Enter');
    await expect(page.getByTestId('swap-currency-input-currency-button')).toContainText('FLASK');
    dialog = await openTokenModal(page, 'input');
    await dialog.getByPlaceholder('Search name or paste address').fill('bnb');
    await dialog.getByPlaceholder('Search name or paste address').press('Enter');
    await expect(page.getByTestId('swap-currency-input-currency-button')).toContainText(/^BNB/);
  });

  test('imports an unknown token by address; custom tokens and Clear all', async ({
    page,
    wallet,
    accounts,
    chain,
  }) => {
    const address = await deployUnlistedToken(accounts[2]!, wallet.address, 'FTI');
    expect(await chain.readContract({ address, abi: testTokenAbi, functionName: 'symbol' })).toBe('FTI');
    await wallet.openConnected('/swap');
    let dialog = await openTokenModal(page, 'output');
    await dialog.getByPlaceholder('Search name or paste address').fill(address);
    const row = dialog.getByTestId(`token-row-${address}`);
    await expect(row).toContainText('FTI');
    await row.getByRole('button', { name: 'Import' }).click();

    await expect(dialog.getByRole('heading', { name: 'Import Tokens' })).toBeVisible();
    await expect(dialog.getByText('Unknown Source')).toBeVisible();
    await expect(dialog.getByText(/Anyone can create a token/)).toBeVisible();
    const importButton = dialog.getByRole('button', { name: 'Import' });
    await expect(importButton).toBeDisabled();
    await dialog.getByLabel('I understand').check();
    await importButton.click();
    await expect(page.getByTestId('swap-currency-output-currency-button')).toContainText('FTI');
    await expect(page.getByTestId('swap-currency-output-balance')).toHaveText('Balance: 1234.5');

    // It is now a custom token: listed under Manage → Tokens until cleared. (Pick another output
    // first: the swap page treats a selected token that is no longer known as one to import.)
    dialog = await openTokenModal(page, 'output');
    await dialog.getByTestId('common-base').filter({ hasText: 'BUSD' }).click();
    dialog = await openTokenModal(page, 'input');
    await dialog.getByPlaceholder('Search name or paste address').fill('fti');
    await expect(dialog.getByTestId(`token-row-${address}`)).toContainText('1235'); // 4 significant digits
    await dialog.getByRole('button', { name: 'Manage Tokens' }).click();
    await dialog.getByRole('tab', { name: 'Tokens' }).click();
    await expect(dialog.getByTestId('custom-token-count')).toHaveText('1 Custom Token');
    await expect(dialog.getByTestId('custom-token')).toContainText('FTI');
    await dialog.getByPlaceholder('0x0000').fill('0x1234');
    await expect(dialog.getByText('Enter valid token address')).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect(dialog.getByTestId('custom-token-count')).toHaveText('0 Custom Tokens');
    await page.reload();
    dialog = await openTokenModal(page, 'input');
    await dialog.getByPlaceholder('Search name or paste address').fill('fti');
    await expect(dialog.getByText('No results found.')).toBeVisible();
  });

  test('imports a token list from a URL, refuses an invalid one, removes lists but never the last', async ({
    page,
    accounts,
    wallet,
  }) => {
    const token = await deployUnlistedToken(accounts[2]!, wallet.address, 'LSTX');
    const validList = {
      name: 'E2E Served List',
      timestamp: new Date().toISOString(),
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [{ chainId: 31337, address: token, name: 'Listed Token', symbol: 'LSTX', decimals: 18 }],
    };
    const { url, server } = await serveLists({
      '/good.json': validList,
      '/invalid.json': { name: 'Broken', tokens: 'nope' },
    });
    try {
      await page.goto('/swap');
      const dialog = await openTokenModal(page, 'output');
      await dialog.getByRole('button', { name: 'Manage Tokens' }).click();
      await expect(dialog.getByRole('heading', { name: 'Manage' })).toBeVisible();
      const location = dialog.getByPlaceholder('https:// or {address} or ENS name');

      await location.fill('not a list');
      await expect(dialog.getByText('Enter valid list location')).toBeVisible();
      await location.fill(`${url}/invalid.json`);
      await expect(dialog.getByText(/^Token list failed validation: /)).toBeVisible();
      await location.fill(`${url}/missing.json`);
      await expect(dialog.getByText(`Failed to download list ${url}/missing.json`)).toBeVisible();

      await location.fill(`${url}/good.json`);
      const preview = dialog.getByTestId('list-preview');
      await expect(preview).toContainText('E2E Served List');
      await expect(preview).toContainText('1 token');
      await preview.getByRole('button', { name: 'Import' }).click();

      await expect(dialog.getByRole('heading', { name: 'Import List' })).toBeVisible();
      await expect(dialog.getByText('Import at your own risk')).toBeVisible();
      const importButton = dialog.getByRole('button', { name: 'Import' });
      await expect(importButton).toBeDisabled();
      await dialog.getByLabel('I understand').check();
      await importButton.click();

      // Back in Manage with the list on; its token is now searchable.
      await expect(dialog.getByRole('heading', { name: 'Manage' })).toBeVisible();
      const listRows = dialog.getByTestId('list-row');
      const served = listRows.filter({ hasText: 'E2E Served List' });
      await expect(served.getByRole('switch')).toBeChecked();
      await location.fill(`${url}/good.json`);
      await expect(dialog.getByRole('button', { name: 'Loaded' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.getByPlaceholder('Search name or paste address').fill('lstx');
      await expect(dialog.getByTestId(`token-row-${token}`)).toContainText('Listed Token');
      await dialog.getByRole('button', { name: 'Manage Tokens' }).click();

      // Remove asks first; the last remaining list cannot be removed.
      await expect(listRows).toHaveCount(3);
      for (const name of ['E2E Served List', 'FlaskSwap Default']) {
        await listRows.filter({ hasText: name }).getByRole('button', { name: 'List settings' }).click();
        await page.getByRole('menuitem', { name: 'Remove' }).click();
        await expect(dialog.getByText('Please confirm you would like to remove this list')).toBeVisible();
        await dialog.getByRole('button', { name: 'Remove' }).click();
      }
      await expect(listRows).toHaveCount(1);
      await listRows.getByRole('button', { name: 'List settings' }).click();
      await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveCount(0);
      await expect(page.getByRole('menu').getByText('Remove')).toHaveAttribute('aria-disabled', 'true');
    } finally {
      server.close();
    }
  });

  test('a served list: a failed import is not kept; minor bump applied on refresh, major waits for Update list', async ({
    page,
  }) => {
    const entry = (n: number) => ({
      chainId: 31337,
      address: getAddress(`0x${n.toString(16).padStart(40, '0')}`),
      name: `Versioned ${n}`,
      symbol: `VER${n}`,
      decimals: 18,
    });
    const files: Record<string, unknown> = {};
    const publish = (major: number, minor: number, tokens: number[]) => {
      files['/versioned.json'] = {
        name: 'Versioned List',
        timestamp: new Date().toISOString(),
        version: { major, minor, patch: 0 },
        tokens: tokens.map(entry),
      };
    };
    publish(1, 0, [1]);
    const { url, server } = await serveLists(files);
    try {
      await page.goto('/swap');
      let dialog = await openTokenModal(page, 'output');
      await dialog.getByRole('button', { name: 'Manage Tokens' }).click();
      const importThroughPreview = async () => {
        await dialog.getByPlaceholder('https:// or {address} or ENS name').fill(`${url}/versioned.json`);
        await dialog.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click();
        await dialog.getByLabel('I understand').check();
        await dialog.getByRole('button', { name: 'Import' }).click();
      };

      // The host breaks the list between the preview and the import: the error shows, the list is not kept.
      await dialog.getByPlaceholder('https:// or {address} or ENS name').fill(`${url}/versioned.json`);
      await expect(dialog.getByTestId('list-preview')).toContainText('Versioned List');
      files['/versioned.json'] = { name: 'Versioned List', tokens: [] };
      await importThroughPreview();
      await expect(dialog.getByText(/^Token list failed validation: /)).toBeVisible();
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.getByRole('button', { name: 'Manage Tokens' }).click();
      await expect(dialog.getByTestId('list-row')).toHaveCount(2);

      publish(1, 0, [1]);
      await importThroughPreview();
      const row = dialog.getByTestId('list-row').filter({ hasText: 'Versioned List' });
      await expect(row).toContainText('1 token • v1.0.0');

      const reopenManage = async () => {
        await page.reload(); // lists refresh when the app starts, then every 10 minutes
        dialog = await openTokenModal(page, 'output');
        await dialog.getByRole('button', { name: 'Manage Tokens' }).click();
        return dialog.getByTestId('list-row').filter({ hasText: 'Versioned List' });
      };

      publish(1, 1, [1, 2]); // a token added: minor, applied without asking
      await expect(await reopenManage()).toContainText('2 tokens • v1.1.0');

      publish(2, 0, [2]); // a token removed: major, the user decides
      const pending = await reopenManage();
      await expect(pending).toContainText('Update available: v2.0.0');
      await expect(pending).toContainText('2 tokens • v1.1.0');
      await pending.getByRole('button', { name: 'List settings' }).click();
      await page.getByRole('menuitem', { name: 'Update list' }).click();
      await expect(pending).toContainText('1 token • v2.0.0');
      await expect(pending).not.toContainText('Update available');

      // Switched off, the list's token is no longer offered, but importing it names the list.
      await pending.getByRole('switch').click();
      await expect(pending.getByRole('switch')).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Back' }).click();
      await dialog.getByPlaceholder('Search name or paste address').fill(entry(2).address);
      const importRow = dialog.getByTestId(`token-row-${entry(2).address}`);
      await expect(importRow).toContainText('via Versioned List');
      await importRow.getByRole('button', { name: 'Import' }).click();
      await expect(dialog.getByText('via Versioned List')).toBeVisible();
      await expect(dialog.getByText('Unknown Source')).toHaveCount(0);
    } finally {
      server.close();
    }
  });
});

test.describe('tokens: Unsupported Assets', () => {
  test('a token on the unsupported list disables the swap and explains why; a supported pair still swaps', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    // The devnet's deploy lists one token as unsupported on chain 31337; the app adds it to its built-in list.
    const unsupported = manifest.unsupportedTokens?.[0];
    expect(unsupported?.symbol).toBe('UNSUP');
    const { address } = unsupported!;
    expect(await tokenBalance(chain, address, wallet.address)).toBeGreaterThan(0n);

    await wallet.install();
    await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${address}`);
    // On no list the user has: the link's token must be imported first, as any unknown token.
    const importDialog = page.getByRole('dialog', { name: 'Import Tokens' });
    await importDialog.getByText('I understand').click();
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importDialog).toBeHidden();
    await wallet.connect();
    await expect(page.getByTestId('swap-currency-output-currency-button')).toContainText('UNSUP');

    await inputField(page).fill('1');
    await expect(page.getByRole('button', { name: 'Unsupported Asset', exact: true })).toBeDisabled();
    await expect(page.getByTestId('swap-button')).toHaveCount(0);
    await page.getByRole('button', { name: 'Read more about unsupported assets' }).click();
    const notice = page.getByRole('dialog', { name: 'Unsupported Assets' });
    await expect(notice).toContainText('UNSUP');
    await expect(notice).toContainText(shortenAddress(address));
    await expect(notice).not.toContainText('BNB'); // only the unsupported side is listed
    await expect(notice).toContainText(
      'Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.',
    );
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();

    // A supported output: the notice goes and the swap goes through.
    await page.getByTestId('swap-currency-output-currency-button').click();
    const picker = page.getByRole('dialog', { name: 'Select a Token' });
    await picker.getByPlaceholder('Search name or paste address').fill('flask');
    await picker.getByPlaceholder('Search name or paste address').press('Enter');
    await expect(page.getByTestId('swap-currency-output-currency-button')).toContainText('FLASK');
    await expect(page.getByRole('button', { name: 'Read more about unsupported assets' })).toHaveCount(0);
    const flask = manifest.tokens.FLASK!;
    const flaskBefore = await tokenBalance(chain, flask, wallet.address);
    await typeAndQuote(inputField(page), '1');
    await page.getByTestId('swap-button').click();
    await page.getByTestId('confirm-swap-button').click();
    await submittedHash(page);
    await expect.poll(() => tokenBalance(chain, flask, wallet.address)).toBeGreaterThan(flaskBefore);
  });
});

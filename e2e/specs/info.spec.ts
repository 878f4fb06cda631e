import { flaskFactoryAbi, flaskPairAbi } from '@flaskswap/contracts';
import { sendAndWait } from '@flaskswap/devnet';
import type { Locator, Page } from '@playwright/test';
import { parseEventLogs } from 'viem';
import { submittedHash } from '../support/chain.ts';
import { INDEXER_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { isIndexed, latestHourCandle, pairsOf } from '../support/infoSupport.ts';
import { flaskPairOf } from '../support/migrationSupport.ts';
import { inputField, typeAndQuote } from '../support/swapSupport.ts';

const DOWN_TEXT =
  'Info data is unavailable: the indexer cannot be reached. Swaps and liquidity still work from the chain.';

/** Every link of a table with the given test id points at one of these addresses. */
async function linkedAddresses(page: Page, tableId: string, linkId: string) {
  const links = page.getByTestId(tableId).getByTestId(linkId);
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('data-address')));
}

/** Waits for the table's request of one page to the indexer (`query` as the app writes it). */
function tableRequest(page: Page, subject: 'tokens' | 'pairs', query: string) {
  return page.waitForResponse(
    (response) => response.url().endsWith(`/amm/tables/${subject}?${query}`) && [200, 304].includes(response.status()),
  );
}

/** A USD figure as the info tables write it ('$1.2M', '$12,345.67', '<$0.01') as a number. */
function usd(text: string): number {
  if (text.startsWith('<')) return 0.005;
  const match = /^\$([\d,.]+)([KMBT]?)$/.exec(text.trim());
  if (!match) throw new Error(`not a USD figure: ${text}`);
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[match[2]!]!;
  return Number(match[1]!.replaceAll(',', '')) * scale;
}

/** The current page's figures in one column, once the page has arrived, in the order shown. */
async function expectColumnOrdered(table: Locator, header: string, direction: 'asc' | 'desc'): Promise<number[]> {
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.replace(/[↑↓]/g, '').trim() === header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  const rows = table.locator('tbody tr');
  const texts = await rows.evaluateAll((trs, i) => trs.map((tr) => tr.children[i]?.textContent ?? ''), column);
  const values = texts.map(usd);
  const ordered = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
  expect(values, `${header} ${direction}`).toEqual(ordered);
  return values;
}

test.describe('info', () => {
  test('/info charts the TVL and lists the seeded tokens and every pair', async ({ page, chain, manifest }) => {
    const pairCount = await chain.readContract({
      address: manifest.contracts.FlaskFactory!,
      abi: flaskFactoryAbi,
      functionName: 'allPairsLength',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Info' }).click();
    await expect(page).toHaveURL(/\/info$/);
    await expect(page.getByRole('heading', { name: 'FlaskSwap Info & Analytics' })).toBeVisible();

    // Every pair the factory created is in the table, ten on the first page.
    await expect(page.getByTestId('top-pairs')).toHaveAttribute('data-row-count', String(pairCount));
    await expect(page.getByTestId('top-pairs').getByTestId('pair-link')).toHaveCount(Math.min(10, Number(pairCount)));
    await expect(page.getByTestId('top-pairs')).toContainText(`Page 1 of ${Math.ceil(Number(pairCount) / 10)}`);

    const { FLASK, BUSD, WBNB } = manifest.tokens;
    const tokens = await linkedAddresses(page, 'top-tokens', 'token-link');
    for (const token of [FLASK!, BUSD!, WBNB!]) expect(tokens).toContain(token.toLowerCase());

    await expect(page.getByTestId('tvl-figure')).toHaveText(/^\$\d/);
    await expect(page.getByTestId('tvl-chart')).not.toHaveAttribute('data-points', '0');
    await expect(page.getByTestId('tvl-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('transactions-table').getByTestId('transaction').first()).toBeVisible();
  });

  test('pairs and tokens sort and page on the indexer, by mouse or keyboard, with 24h and 7d columns', async ({
    page,
  }) => {
    await page.goto('/info/pairs');
    const table = page.getByTestId('pairs-table');
    const header = (name: string) => table.getByRole('columnheader', { name, exact: true });
    for (const name of ['Pair', 'TVL', 'Volume 24H', 'Volume 7D', 'Fees 24H', 'Transactions']) {
      await expect(header(name)).toBeVisible();
    }
    await expect(header('TVL')).toHaveAttribute('aria-sort', 'descending');
    await expect(table).toHaveAttribute('data-row-count', /^[1-9]\d*$/);
    const rowCount = Number(await table.getAttribute('data-row-count'));
    const pageCount = Math.ceil(rowCount / 10);
    expect(pageCount).toBeGreaterThan(1);
    await expectColumnOrdered(table, 'TVL', 'desc');

    // A header asks the indexer for that order; the browser sorts nothing.
    let asked = tableRequest(page, 'pairs', 'orderBy=volume7d&direction=desc&first=10&skip=0');
    await header('Volume 7D').getByRole('button').click();
    await asked;
    await expect(header('Volume 7D')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('TVL')).toHaveAttribute('aria-sort', 'none');
    await expectColumnOrdered(table, 'Volume 7D', 'desc');

    // By keyboard: Enter on the header flips the order, Enter on Next page asks for the next ten.
    asked = tableRequest(page, 'pairs', 'orderBy=volume7d&direction=asc&first=10&skip=0');
    await header('Volume 7D').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await asked;
    await expect(header('Volume 7D')).toHaveAttribute('aria-sort', 'ascending');
    const firstPage = await expectColumnOrdered(table, 'Volume 7D', 'asc');
    await expect(table).toContainText(`Page 1 of ${pageCount}`);
    await expect(table.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    asked = tableRequest(page, 'pairs', 'orderBy=volume7d&direction=asc&first=10&skip=10');
    await table.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await asked;
    await expect(table).toContainText(`Page 2 of ${pageCount}`);
    await expect(table.getByTestId('pair-link')).toHaveCount(Math.min(10, rowCount - 10));
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('11');
    const secondPage = await expectColumnOrdered(table, 'Volume 7D', 'asc');
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    // A new order starts again from the first page.
    await header('Pair').getByRole('button').click();
    await expect(header('Pair')).toHaveAttribute('aria-sort', 'descending');
    await expect(table).toContainText(`Page 1 of ${pageCount}`);

    await page.goto('/info/tokens');
    const tokens = page.getByTestId('tokens-table');
    const tokenHeader = (name: string) => tokens.getByRole('columnheader', { name, exact: true });
    for (const name of ['Name', 'Price', 'Price Change', 'Volume 24H', 'Volume 7D', 'TVL']) {
      await expect(tokenHeader(name)).toBeVisible();
    }
    asked = tableRequest(page, 'tokens', 'orderBy=volume24h&direction=desc&first=10&skip=0');
    await tokenHeader('Volume 24H').getByRole('button').click();
    await asked;
    await expectColumnOrdered(tokens, 'Volume 24H', 'desc');
    asked = tableRequest(page, 'tokens', 'orderBy=priceChange24h&direction=desc&first=10&skip=0');
    await tokenHeader('Price Change').getByRole('button').click();
    await asked;
    await expect(tokenHeader('Price Change')).toHaveAttribute('aria-sort', 'descending');
    await expect(tokens.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  test('a token page and a pair page show figures, charts and links', async ({ page, manifest, chain }) => {
    const { FLASK, WBNB } = manifest.tokens;
    const flask = FLASK!.toLowerCase();
    await page.goto(`/info/token/${FLASK}`);
    await expect(page.getByRole('heading', { name: /FLASK/ })).toBeVisible();
    await expect(page.getByTestId('figure-price')).toHaveText(/^\$\d/);
    await expect(page.getByTestId('figure-tvl')).toHaveText(/^\$\d/);
    await expect(page.getByTestId('info-chart')).not.toHaveAttribute('data-points', '0');
    await expect(page.getByTestId('swap-link')).toHaveAttribute('href', `/swap?outputCurrency=${flask}`);
    const tokenPairs = page.getByTestId('token-pairs').getByTestId('pair-link');
    await expect(tokenPairs.first()).toBeVisible();
    await expect(tokenPairs.first()).toContainText('FLASK');

    const pair = (await flaskPairOf(chain, manifest, FLASK!, WBNB!)).toLowerCase();
    await page.getByTestId('token-pairs').locator(`[data-address="${pair}"]`).click();
    await expect(page).toHaveURL(`/info/pair/${pair}`);
    await expect(page.getByTestId('figure-price')).toContainText(/^1 (FLASK|WBNB) = /);
    await expect(page.getByTestId('info-chart')).not.toHaveAttribute('data-points', '0');
    for (const view of ['Volume', 'TVL', 'Price']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expect(page.getByTestId('chart-panel')).toHaveAttribute('data-view', view.toLowerCase());
      await expect(page.getByTestId('info-chart').locator('canvas').first()).toBeVisible();
    }
    await page.getByRole('button', { name: '1M' }).click();
    await expect(page.getByTestId('info-chart')).not.toHaveAttribute('data-points', '0');
    const [token0, token1] = flask < WBNB!.toLowerCase() ? [flask, WBNB!.toLowerCase()] : [WBNB!.toLowerCase(), flask];
    await expect(page.getByTestId('add-liquidity-link')).toHaveAttribute('href', `/add/${token0}/${token1}`);
    await expect(page.getByTestId('swap-link')).toHaveAttribute(
      'href',
      `/swap?inputCurrency=${token0}&outputCurrency=${token1}`,
    );
  });

  test('search finds tokens and pairs by symbol, pair name or address on every info page', async ({
    page,
    manifest,
    chain,
  }) => {
    const { FLASK, WBNB } = manifest.tokens;
    const flask = FLASK!.toLowerCase();
    const wbnb = WBNB!.toLowerCase();
    const flaskBnb = (await flaskPairOf(chain, manifest, FLASK!, WBNB!)).toLowerCase();
    const search = page.getByRole('combobox', { name: 'Search tokens and pairs' });
    const results = page.getByRole('listbox', { name: 'Search tokens and pairs' });
    for (const path of ['/info', '/info/tokens', '/info/pairs', `/info/token/${flask}`, `/info/pair/${flaskBnb}`]) {
      await page.goto(path);
      await expect(search).toBeVisible();
    }

    // A symbol in another letter case; the arrows move to FLASK, Enter opens its page.
    await search.fill('fLaSk');
    await expect(results.locator(`[data-testid="search-token"][data-address="${flask}"]`)).toBeVisible();
    await expect(results.getByRole('group', { name: 'Pairs' }).getByRole('option').first()).toBeVisible();
    const addresses = await results
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('data-address')));
    for (let i = 0; i <= addresses.indexOf(flask); i++) await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('data-address', flask);
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(`/info/token/${flask}`);
    await expect(search).toHaveValue('');

    // A pair by its two symbols, picked with the mouse.
    await search.fill('FLASK/BNB');
    const pairOption = results.locator(`[data-testid="search-pair"][data-address="${flaskBnb}"]`);
    await expect(pairOption).toContainText(/FLASK\/WBNB|WBNB\/FLASK/);
    await pairOption.click();
    await expect(page).toHaveURL(`/info/pair/${flaskBnb}`);

    // An address in capitals: that token first, its pairs after it; Enter alone opens the first.
    await search.fill(WBNB!.toUpperCase().replace('0X', '0x'));
    await expect(results.getByRole('option').first()).toHaveAttribute('data-address', wbnb);
    await expect(results.locator(`[data-testid="search-pair"][data-address="${flaskBnb}"]`)).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(`/info/token/${wbnb}`);

    // Nothing found says so; Escape closes the list, then clears the text.
    await search.fill('no token is called this');
    await expect(page.getByTestId('info-search').getByRole('status')).toHaveText('No results found.');
    await search.press('Escape');
    await expect(page.getByTestId('info-search').getByRole('status')).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.press('Escape');
    await expect(search).toHaveValue('');
  });

  test('the watchlist: stars on a token page and a pair row, shown first on the overview, kept after a reload', async ({
    page,
    manifest,
  }) => {
    const flask = manifest.tokens.FLASK!.toLowerCase();
    await page.goto('/info');
    // The overview opens with the watchlist, empty until something is starred.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Watchlist');
    await expect(page.getByTestId('watchlist-empty')).toHaveText('Star tokens and pairs to see them here.');

    await page.goto(`/info/token/${flask}`);
    const tokenStar = page.getByRole('button', { name: 'Watch FLASK', exact: true });
    await expect(tokenStar).toHaveAttribute('aria-pressed', 'false');
    await tokenStar.click();
    await expect(tokenStar).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/info/pairs');
    const firstPair = page.getByTestId('pairs-table').getByTestId('pair-link').first();
    const pair = (await firstPair.getAttribute('data-address'))!;
    const pairRow = page
      .getByTestId('pairs-table')
      .getByRole('row')
      .filter({ has: page.locator(`[data-testid="pair-link"][data-address="${pair}"]`) });
    await pairRow.getByTestId('watch-star').click();
    await expect(pairRow.getByTestId('watch-star')).toHaveAttribute('aria-pressed', 'true');

    // A new page load reads them back from the persisted store.
    await page.goto('/info');
    const watchedTokens = page.getByTestId('watched-tokens');
    const watchedPairs = page.getByTestId('watched-pairs');
    await expect(watchedTokens.getByTestId('token-link')).toHaveCount(1);
    await expect(watchedTokens.getByTestId('token-link')).toHaveAttribute('data-address', flask);
    await expect(watchedPairs.getByTestId('pair-link')).toHaveCount(1);
    await expect(watchedPairs.getByTestId('pair-link')).toHaveAttribute('data-address', pair);
    await expect(page.getByTestId('watchlist-empty')).toHaveCount(0);
    // The same star in the top tokens table shows it is on.
    const topFlaskRow = page
      .getByTestId('top-tokens')
      .getByRole('row')
      .filter({ has: page.locator(`[data-address="${flask}"]`) });
    await expect(topFlaskRow.getByTestId('watch-star')).toHaveAttribute('aria-pressed', 'true');

    // Unstarred from the watchlist itself: the token leaves it, the pair stays, after a reload too.
    await watchedTokens.getByTestId('watch-star').click();
    await expect(watchedTokens).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('watched-tokens')).toHaveCount(0);
    await expect(page.getByTestId('watched-pairs').getByTestId('pair-link')).toHaveAttribute('data-address', pair);
  });

  test('a bad address in the URL gets a message', async ({ page }) => {
    await page.goto('/info/token/not-an-address');
    await expect(page.getByTestId('info-unknown')).toHaveText(
      'This is not a token address. Check the link and try again.',
    );
    await page.goto('/info/pair/0x0000000000000000000000000000000000000001');
    await expect(page.getByTestId('info-unknown')).toHaveText('No pair with this address has been indexed.');
  });

  test('a swap made in the UI appears in its pair’s transactions and moves the candle', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    test.slow();
    const { FLASK } = manifest.tokens;
    // The route ends in one of FLASK's pairs: note each one's candle before the swap.
    const flaskPairs = await pairsOf(FLASK!);
    const before = new Map(
      await Promise.all(flaskPairs.map(async (pair) => [pair, await latestHourCandle(pair)] as const)),
    );

    await wallet.openConnected(`/swap?outputCurrency=${FLASK}`);
    await typeAndQuote(inputField(page), '1');
    await page.getByTestId('swap-button').click();
    await page.getByTestId('confirm-swap-button').click();
    const hash = await submittedHash(page);
    const receipt = await sendAndWait(chain, hash);
    const swaps = parseEventLogs({ abi: flaskPairAbi, logs: receipt.logs, eventName: 'Swap' });
    const traded = swaps.at(-1)!.address.toLowerCase();
    expect(before.has(traded)).toBe(true);

    // The indexer follows a 1-second chain; two busy workers can hold it back for a while.
    await expect.poll(() => isIndexed(hash), { timeout: 60_000 }).toBe(true);
    const moved = await latestHourCandle(traded);
    expect(moved).toBeDefined();
    expect(moved!.close).not.toBe(before.get(traded)?.close);

    await page.goto(`/info/pair/${traded}`);
    const row = page.getByTestId('transactions-table').locator(`[data-tx-hash="${hash.toLowerCase()}"]`);
    await expect(row).toHaveAttribute('data-kind', 'swap');
    await expect(row).toContainText(/^Swap \S+ for FLASK$/);
    // The price chart ends on the pair's newest candle (other specs may trade it meanwhile).
    await page.getByRole('button', { name: '1D' }).click();
    const chartClose = page.getByTestId('info-chart');
    await expect
      .poll(
        async () =>
          (await chartClose.getAttribute('data-last-value')) === String((await latestHourCandle(traded))!.close),
      )
      .toBe(true);
  });

  test('info pages render and say so when the indexer is unreachable', async ({ page, manifest }) => {
    await page.route(`${INDEXER_URL}/**`, (route) => route.abort());
    for (const path of ['/info', '/info/tokens', '/info/pairs', `/info/token/${manifest.tokens.FLASK}`]) {
      await page.goto(path);
      await expect(page.getByTestId('indexer-notice')).toHaveText(DOWN_TEXT);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The token page (the last one) shows dashes, not endless placeholders.
    await expect(page.getByTestId('figure-price')).toHaveText('-');
    await page.getByRole('combobox', { name: 'Search tokens and pairs' }).fill('FLASK');
    await expect(page.getByTestId('info-search').getByRole('status')).toHaveText(
      'Search is unavailable: the indexer cannot be reached.',
    );
  });

  test('info pages say how many blocks the index is behind', async ({ page, chain }) => {
    // The indexer answers but reports block 1 as its last: the chain is far ahead.
    await page.route(`${INDEXER_URL}/status`, (route) =>
      route.fulfill({ json: { flaskswap: { id: 31337, block: { number: 1, timestamp: 0 } } } }),
    );
    await page.goto('/info');
    const notice = page.getByTestId('indexer-notice');
    await expect(notice).toHaveText(/^Data is delayed: the indexer is \d+ blocks? behind the chain\.$/);
    const head = Number(await chain.getBlockNumber());
    const behind = Number(/is (\d+) blocks?/.exec((await notice.textContent()) ?? '')?.[1]);
    // The app's chain head is at most the head read just now, and far past block 1.
    expect(behind).toBeGreaterThan(5);
    expect(behind).toBeLessThanOrEqual(head - 1);
  });
});

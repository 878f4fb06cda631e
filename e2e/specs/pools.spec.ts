import { masterChefAbi, smartChefAbi } from '@flaskswap/contracts';
import { deployerAccount, devnetAccounts } from '@flaskswap/devnet';
import { type Address, erc20Abi, formatEther, maxUint256, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expectAmountFieldRefusesInvalidText } from '../support/amountField.ts';
import { sendAs, tokenBalance } from '../support/chain.ts';
import { APP_URL } from '../support/env.ts';
import { expect, TestWallet, test } from '../support/fixtures.ts';
import {
  chefStake,
  confirmAmount,
  connectOn,
  enableIfNeeded,
  expand,
  expectToast,
  poolAddress,
  poolRow,
  poolStake,
} from '../support/poolsSupport.ts';

const FINISHED_TEXT = 'These pools are no longer distributing rewards. Please unstake your tokens.';

test.describe('pools page', () => {
  test('header, default table view and the connect button under "Start earning"', async ({ page, manifest }) => {
    await page.goto('/pools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pools');
    await expect(page.getByText('Stake FLASK to earn new tokens')).toBeVisible();
    await expect(page.getByText('Rewards are calculated per block.')).toBeVisible();
    await expect(page).toHaveTitle(/^\$\d+\.\d{3} - Pools \| FlaskSwap$/);
    await expect(page.getByTestId('pools-table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Table View' })).toHaveAttribute('aria-pressed', 'true');
    await expect(poolRow(page, { kind: 'auto' })).toContainText('Auto FLASK');
    await expect(poolRow(page, { kind: 'manual' })).toContainText('Manual FLASK');
    // Without a wallet the finished tab is not offered.
    await expect(page.getByRole('link', { name: 'Finished' })).toHaveCount(0);

    const eth = poolRow(page, { symbol: 'ETH' });
    await expand(eth);
    await expect(eth.getByText('Start earning')).toBeVisible();
    await expect(eth.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(eth.getByText('Ends in').first()).toBeVisible();
    await expect(eth.getByTestId('pool-total-staked')).toContainText('FLASK');
    await expect(eth.getByRole('link', { name: 'View Project Site' })).toHaveAttribute('href', 'https://ethereum.org');
    // The devnet has no block explorer: the token's info page alone, no explorer link beside it.
    const ethAddress = manifest.tokens.ETH!.toLowerCase();
    await expect(eth.getByRole('link', { name: 'See Token Info' })).toHaveAttribute(
      'href',
      `/info/token/${ethAddress}`,
    );
    await expect(eth.getByRole('link', { name: 'View on BscScan' })).toHaveCount(0);
    await expect(eth.getByTestId('pool-badge').filter({ hasText: 'Core' })).toBeVisible();
    await expect(eth.getByTestId('pool-badge').filter({ hasText: 'Manual' })).toBeVisible();
    await expect(poolRow(page, { symbol: 'LINK' })).toContainText('Starts in');

    // The ROI calculator: 1, 7, 30 and 365 days on $1,000, compounding once a day by default.
    await eth.getByRole('button', { name: 'Open the ROI calculator' }).first().click();
    const roi = page.getByRole('dialog', { name: 'ROI' });
    await expect(roi.getByTestId('roi-table').locator('tbody tr td:first-child')).toHaveText([
      '1d',
      '7d',
      '30d',
      '365d (APY)',
    ]);
    await expect(roi.getByRole('button', { name: '1x daily' })).toHaveAttribute('aria-pressed', 'true');
    await expect(roi.getByTestId('roi-table')).toContainText('ETH per $1,000');
    await expect(roi.getByTestId('roi-table').locator('tbody tr td:nth-child(2)').first()).toHaveText(
      /^\d[\d.,]*\.\d{2}%$/,
    );
    await page.keyboard.press('Escape');

    const auto = poolRow(page, { kind: 'auto' });
    await expand(auto);
    await expect(auto.getByText('Performance Fee')).toBeVisible();
    await auto.getByRole('button', { name: 'Open the ROI calculator' }).first().click();
    await expect(page.getByRole('dialog', { name: 'ROI' })).toContainText('compounding 288x daily');
    await page.keyboard.press('Escape');
    await expect(auto.getByTestId('pool-badge').filter({ hasText: 'Auto' })).toBeVisible();

    // See Token Info opens the info page of the token the pool pays.
    await eth.getByRole('link', { name: 'See Token Info' }).click();
    await expect(page).toHaveURL(`/info/token/${ethAddress}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ETH');
  });

  test('the Finished tab appears only with a stake in a finished pool', async ({
    page,
    freshAccount,
    chain,
    manifest,
    browser,
  }) => {
    // A new account has no stake anywhere; the yield seed's player #2 keeps 200 FLASK in the
    // finished UNI pool (devnet/src/deploy/yield.seed.ts), which no spec unstakes.
    const withStake = devnetAccounts[2]!.address;
    expect(await poolStake(chain, poolAddress(manifest, 'FLASK', 'UNI'), withStake)).toBeGreaterThan(0n);

    const wallet = await freshAccount.install(page);
    await wallet.install();
    await page.goto('/pools');
    await wallet.connect();
    await expect(page.getByTestId('pools-page')).toHaveAttribute('data-user-loaded', 'true');
    await expect(page.getByRole('link', { name: 'Live' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Finished' })).toHaveCount(0);

    const context = await browser.newContext({ baseURL: APP_URL });
    const second = await context.newPage();
    const secondWallet = new TestWallet(second, withStake);
    await secondWallet.install();
    await second.goto('/pools');
    await secondWallet.connect();
    await expect(second.getByRole('link', { name: 'Finished' })).toBeVisible();
    await second.getByRole('link', { name: 'Finished' }).click();
    await expect(second).toHaveURL(/\/pools\/history$/);
    await expect(second.getByText(FINISHED_TEXT)).toBeVisible();
    await expect(poolRow(second, { symbol: 'UNI' })).toBeVisible();
    await expect(poolRow(second, { symbol: 'ETH' })).toHaveCount(0);
    await second.getByRole('button', { name: 'Card View' }).click();
    await expect(
      second.locator('[data-testid="pool-card"][data-symbol="UNI"]').getByTestId('finished-ribbon'),
    ).toHaveText('Finished');
    await context.close();
  });

  test('stake FLASK in pool 0, compound, then harvest', async ({ page, wallet, chain, manifest }) => {
    const flask = manifest.tokens.FLASK!;
    await connectOn(page, '/pools', wallet);
    const row = poolRow(page, { kind: 'manual' });
    await expand(row);
    await enableIfNeeded(row);
    const stakedBefore = await chefStake(chain, manifest, 0, wallet.address);

    await row.getByRole('button', { name: stakedBefore > 0n ? 'Stake more' : 'Stake' }).click();
    await expectAmountFieldRefusesInvalidText(page.getByRole('dialog', { name: 'Stake in Pool' }).getByRole('textbox'));
    await confirmAmount(page, 'Stake in Pool', '10');
    await expectToast(page, 'Staked!', 'Your FLASK funds have been staked in the pool!');
    expect(await chefStake(chain, manifest, 0, wallet.address)).toBe(stakedBefore + parseEther('10'));

    await chain.mine({ blocks: 5 });
    const earned = row.getByTestId('pool-earnings').getByTestId('pool-earned');
    await expect(earned).not.toHaveText('0.00000', { timeout: 20_000 });
    const beforeCompound = await chefStake(chain, manifest, 0, wallet.address);
    await row.getByTestId('pool-earnings').getByRole('button', { name: 'Harvest' }).click();
    const collect = page.getByRole('dialog', { name: 'FLASK Harvest' });
    await expect(collect.getByRole('radio', { name: 'Compound' })).toBeChecked();
    await collect.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Compounded!', 'Your FLASK earnings have been re-invested into the pool!');
    expect(await chefStake(chain, manifest, 0, wallet.address)).toBeGreaterThan(beforeCompound);

    await chain.mine({ blocks: 5 });
    await expect(earned).not.toHaveText('0.00000', { timeout: 20_000 });
    const walletBefore = await tokenBalance(chain, flask, wallet.address);
    const stakeBefore = await chefStake(chain, manifest, 0, wallet.address);
    await row.getByTestId('pool-earnings').getByRole('button', { name: 'Harvest' }).click();
    await collect.getByText('Harvest', { exact: true }).click();
    await expect(collect.getByRole('radio', { name: 'Harvest' })).toBeChecked();
    await collect.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Harvested!', 'Your FLASK earnings have been sent to your wallet!');
    expect(await tokenBalance(chain, flask, wallet.address)).toBeGreaterThan(walletBefore);
    expect(await chefStake(chain, manifest, 0, wallet.address)).toBe(stakeBefore);
  });

  test('stake in a SmartChef pool up to its per-user limit', async ({ page, freshAccount, chain, manifest }) => {
    // A new account starts with no stake, and with more FLASK than the limit.
    const pool = poolAddress(manifest, 'FLASK', 'DOGE');
    const limit = await chain.readContract({ address: pool, abi: smartChefAbi, functionName: 'poolLimitPerUser' });
    await sendAs(chain, deployerAccount.address, {
      address: manifest.tokens.FLASK as Address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [freshAccount.address, 2n * limit],
    });
    const limitText = formatEther(limit);
    const wallet = await freshAccount.install(page);

    await connectOn(page, '/pools', wallet);
    const row = poolRow(page, { symbol: 'DOGE' });
    await expand(row);
    await expect(row.getByText('Max stake per user')).toBeVisible();
    // The injected wallet is offered the reward token (wallet_watchAsset).
    await row.getByRole('button', { name: 'Add DOGE to Metamask' }).click();
    await expect(row.getByRole('button', { name: 'Added DOGE' })).toBeVisible();
    const { watchedAssets } = await wallet.state<{ watchedAssets: unknown[] }>();
    expect(JSON.stringify(watchedAssets)).toContain(manifest.tokens.DOGE!);
    await enableIfNeeded(row);
    await row.getByRole('button', { name: 'Stake', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Stake in Pool' });
    await expect(dialog.getByTestId('stake-limit-banner')).toHaveText(`Max stake for this pool: ${limitText} FLASK`);
    await dialog.getByRole('textbox').fill(String(Number(limitText) + 50));
    await expect(dialog.getByRole('alert')).toHaveText(`Maximum total stake: ${limitText} FLASK`);
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('button', { name: '25%' }).click();
    await expect(dialog.getByRole('slider')).toHaveValue('25');
    await dialog.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(dialog.getByRole('slider')).toHaveValue('100');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Staked!', 'Your FLASK funds have been staked in the pool!');
    expect(await poolStake(chain, pool, wallet.address)).toBe(limit);

    const add = row.getByTestId('stake-limit-reached');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await add.hover();
    await expect(page.getByRole('tooltip')).toContainText(
      'You’ve already staked the maximum amount you can stake in this pool!',
    );
  });

  test('stake BNB in the native pool, then unstake half', async ({ page, wallet, chain, manifest }) => {
    const pool = poolAddress(manifest, 'BNB', 'TWT');
    const stakedBefore = await poolStake(chain, pool, wallet.address);
    const bnbBefore = await chain.getBalance({ address: wallet.address });
    await connectOn(page, '/pools', wallet);
    const row = poolRow(page, { symbol: 'TWT' });
    await expand(row);
    await expect(row.getByRole('button', { name: 'Enable', exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: stakedBefore > 0n ? 'Stake more' : 'Stake' }).click();
    await confirmAmount(page, 'Stake in Pool', '1');
    await expectToast(page, 'Staked!', 'Your BNB funds have been staked in the pool!');
    const staked = await poolStake(chain, pool, wallet.address);
    expect(staked).toBe(stakedBefore + parseEther('1'));
    const spent = bnbBefore - (await chain.getBalance({ address: wallet.address }));
    expect(spent).toBeGreaterThanOrEqual(parseEther('1'));
    expect(spent).toBeLessThan(parseEther('1.01'));

    await row.getByRole('button', { name: 'Unstake' }).click();
    await confirmAmount(page, 'Unstake', { shortcut: '50%' });
    await expectToast(page, 'Unstaked!', 'Your TWT earnings have also been harvested to your wallet!');
    expect(await poolStake(chain, pool, wallet.address)).toBe(staked - staked / 2n);
  });

  test('unstake part of pool 0', async ({ page, wallet, chain, manifest }) => {
    const chef = manifest.contracts.MasterChef!;
    const flask = manifest.tokens.FLASK!;
    if ((await chefStake(chain, manifest, 0, wallet.address)) === 0n) {
      await sendAs(chain, wallet.address, {
        address: flask,
        abi: erc20Abi,
        functionName: 'approve',
        args: [chef, maxUint256],
      });
      await sendAs(chain, wallet.address, {
        address: chef,
        abi: masterChefAbi,
        functionName: 'enterStaking',
        args: [parseEther('10')],
      });
    }
    const staked = await chefStake(chain, manifest, 0, wallet.address);
    const flaskBefore = await tokenBalance(chain, flask, wallet.address);
    await connectOn(page, '/pools', wallet);
    const row = poolRow(page, { kind: 'manual' });
    await expand(row);
    await row.getByRole('button', { name: 'Unstake' }).click();
    await confirmAmount(page, 'Unstake', { shortcut: '50%' });
    await expectToast(page, 'Unstaked!', 'Your FLASK earnings have also been harvested to your wallet!');
    expect(await chefStake(chain, manifest, 0, wallet.address)).toBe(staked - staked / 2n);
    // leaveStaking pays the pending FLASK with the unstaked half.
    expect(await tokenBalance(chain, flask, wallet.address)).toBeGreaterThanOrEqual(flaskBefore + staked / 2n);
  });

  test('enable, stake, harvest and unstake in a SmartChef pool', async ({ page, wallet, chain, manifest }) => {
    const pool = poolAddress(manifest, 'FLASK', 'XRP');
    const flask = manifest.tokens.FLASK!;
    const xrp = manifest.tokens.XRP!;
    // Start from no allowance, so Enable is offered whatever an earlier run left.
    await sendAs(chain, wallet.address, { address: flask, abi: erc20Abi, functionName: 'approve', args: [pool, 0n] });
    const stakedBefore = await poolStake(chain, pool, wallet.address);

    await connectOn(page, '/pools', wallet);
    await page.getByRole('searchbox').fill('XRP');
    const row = poolRow(page, { symbol: 'XRP' });
    await expand(row);
    await row.getByRole('button', { name: 'Enable', exact: true }).click();
    const stakeButton = row.getByRole('button', { name: stakedBefore > 0n ? 'Stake more' : 'Stake', exact: true });
    await expect(stakeButton).toBeEnabled({ timeout: 30_000 });
    expect(
      await chain.readContract({
        address: flask,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [wallet.address, pool],
      }),
    ).toBeGreaterThan(0n);

    await stakeButton.click();
    await confirmAmount(page, 'Stake in Pool', '10');
    await expectToast(page, 'Staked!', 'Your FLASK funds have been staked in the pool!');
    const staked = await poolStake(chain, pool, wallet.address);
    expect(staked).toBe(stakedBefore + parseEther('10'));

    await chain.mine({ blocks: 5 });
    await expect(row.getByTestId('pool-earned')).not.toHaveText('0.00000', { timeout: 20_000 });
    const xrpBefore = await tokenBalance(chain, xrp, wallet.address);
    await row.getByTestId('pool-earnings').getByRole('button', { name: 'Harvest' }).click();
    await expectToast(page, 'Harvested!', 'Your XRP earnings have been sent to your wallet!');
    expect(await tokenBalance(chain, xrp, wallet.address)).toBeGreaterThan(xrpBefore);
    expect(await poolStake(chain, pool, wallet.address)).toBe(staked);

    const flaskBefore = await tokenBalance(chain, flask, wallet.address);
    await row.getByRole('button', { name: 'Unstake' }).click();
    await confirmAmount(page, 'Unstake', { shortcut: '50%' });
    await expectToast(page, 'Unstaked!', 'Your XRP earnings have also been harvested to your wallet!');
    expect(await poolStake(chain, pool, wallet.address)).toBe(staked - staked / 2n);
    expect(await tokenBalance(chain, flask, wallet.address)).toBe(flaskBefore + staked / 2n);
  });

  test('an empty wallet gets the get-token modal instead of the stake modal', async ({ page, wallet, chain }) => {
    // A fresh address: no BNB, no FLASK. The wallet can still show the pools.
    const empty: Address = privateKeyToAccount(generatePrivateKey()).address;
    await wallet.install({ address: empty });
    await page.goto('/pools');
    await wallet.connect();
    const bnbPool = poolRow(page, { symbol: 'TWT' });
    await expand(bnbPool);
    await bnbPool.getByRole('button', { name: 'Stake', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'BNB required' });
    await expect(modal).toContainText('You’ll need BNB to stake in this pool!');
    await expect(modal.getByRole('link', { name: 'Buy BNB' })).toHaveAttribute('href', '/swap?outputCurrency=BNB');
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(await chain.getBalance({ address: empty })).toBe(0n);
  });

  test('sorting, search, view and staked-only preferences, and the list end', async ({ page, wallet }) => {
    await connectOn(page, '/pools', wallet);
    const rows = page.getByTestId('pool-row');
    await expect(rows.first()).toBeVisible();
    const hot = await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-kind')));
    expect(hot.slice(0, 2)).toEqual(['auto', 'manual']);
    // Every live pool fits in the first page of 12; the list ends with To Top.
    const count = await rows.count();
    expect(count).toBeLessThanOrEqual(12);
    if (count === 12) {
      await page.getByRole('button', { name: /To Top/ }).scrollIntoViewIfNeeded();
      await expect.poll(() => rows.count()).toBeGreaterThan(12);
    }
    await page.getByRole('button', { name: /To Top/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByTestId('sort-select').click();
    await page.getByRole('menuitem', { name: 'APR' }).click();
    const aprs = await page.getByTestId('pool-apr').allTextContents();
    const values = aprs.map((text) =>
      text === '∞%' ? Number.POSITIVE_INFINITY : text === '-' ? -1 : Number.parseFloat(text.replace(/,/g, '')),
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await page.getByTestId('sort-select').click();
    await page.getByRole('menuitem', { name: 'Total staked' }).click();
    await expect(rows.first()).toHaveAttribute('data-kind', 'auto');

    await page.getByRole('searchbox').fill('eth');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-symbol', 'ETH');
    await page.getByRole('searchbox').fill('nothing-like-this');
    await expect(page.getByTestId('pools-empty')).toBeVisible();
    await page.getByRole('searchbox').fill('');

    await page.getByRole('button', { name: 'Card View' }).click();
    await expect(page.getByTestId('pools-cards')).toBeVisible();
    await page.getByRole('switch', { name: 'Staked only' }).click();
    await page.reload();
    await expect(page.getByTestId('pools-cards')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Staked only' })).toBeChecked();
    await page.getByRole('switch', { name: 'Staked only' }).click();
    await page.getByRole('button', { name: 'Table View' }).click();
    await expect(page.getByTestId('pools-table')).toBeVisible();
  });
});

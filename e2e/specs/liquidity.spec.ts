import { testTokenAbi } from '@flaskswap/contracts';
import { formatEther, getAddress, maxUint256, parseEther, zeroAddress } from 'viem';
import { expectAmountFieldRefusesInvalidText } from '../support/amountField.ts';
import { minedRouterCall, revokeRouterAllowance, sendAs, submittedHash } from '../support/chain.ts';
import { INDEXER_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  addLiquidityEthDirectly,
  allowanceOf,
  balanceOf,
  clientOf,
  confirmRemoval,
  deployTestToken,
  enableRemoval,
  enableTokens,
  ethPositionOf,
  lpBalance,
  pairOf,
  pairState,
  reviewSupply,
  swapDirectly,
} from '../support/liquiditySupport.ts';
import { DEPLOYER } from '../support/poolsSupport.ts';
import { setSlippage } from '../support/swapSupport.ts';

test.describe('add liquidity', () => {
  test('token + token into an existing pool: the other amount follows the pool, LP arrives', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const { FLASK: flask, BUSD: busd } = manifest.tokens;
    const client = clientOf(wallet.address);
    await revokeRouterAllowance(chain, manifest, wallet.address, flask!);
    await revokeRouterAllowance(chain, manifest, wallet.address, busd!);
    const lpBefore = await lpBalance(client, manifest, flask!, busd!, wallet.address);
    const flaskBefore = await balanceOf(client, flask!, wallet.address);
    const busdBefore = await balanceOf(client, busd!, wallet.address);

    await wallet.install();
    await page.goto(`/add/${flask}/${busd}`);
    await expect(page.getByRole('heading', { name: 'Add Liquidity' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/pool');
    await expect(page.getByTestId('supply-button')).toHaveCount(0);
    await wallet.connect();
    await expect(page.getByTestId('supply-button')).toHaveText('Enter an amount');

    await page.locator('#add-liquidity-input-a-amount').fill('10');
    // FLASK ≈ $10 and BUSD $1: the pool asks for about 100 BUSD.
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-b-amount').inputValue()))
      .toBeGreaterThan(90);
    expect(Number(await page.locator('#add-liquidity-input-b-amount').inputValue())).toBeLessThan(110);
    await expect(page.getByText('Prices and pool share')).toBeVisible();
    await expect(page.getByTestId('price-b-per-a')).toHaveText(/^(9\.\d+|10(\.\d+)?)$/);
    await expect(page.getByTestId('pair-share')).toHaveText(/%$/);
    await expect(page.getByTestId('supply-button')).toBeDisabled();
    await enableTokens(page);
    // SPEC.md section 7: the approval is for the maximum amount.
    expect(await allowanceOf(client, flask!, wallet.address, manifest.contracts.FlaskRouter!)).toBe(maxUint256);

    await page.getByTestId('supply-button').click();
    const modal = page.getByRole('dialog', { name: 'You will receive' });
    await expect(modal).toContainText('FLASK/BUSD Pool Tokens');
    await expect(modal).toContainText(
      'These amounts are estimates: if the price moves more than 0.5% before your transaction is mined, it is cancelled.',
    );
    const shownLp = parseEther((await modal.getByTestId('confirm-lp-amount').textContent())!.trim());
    await modal.getByRole('button', { name: 'Confirm Supply' }).click();
    const hash = await submittedHash(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.locator('#add-liquidity-input-a-amount')).toHaveValue('');

    const { receipt, call } = await minedRouterCall(chain, hash);
    expect(call.functionName).toBe('addLiquidity');
    // Minimums are the amounts less the default 0.5%.
    const [, , desiredA, desiredB, minA, minB] = call.args as readonly bigint[];
    expect(minA).toBe((desiredA! * 9950n) / 10000n);
    expect(minB).toBe((desiredB! * 9950n) / 10000n);
    // The deadline is the chain's time plus the default 20 minutes.
    const { timestamp } = await chain.getBlock({ blockNumber: receipt.blockNumber });
    const deadline = call.args[7] as bigint;
    expect(deadline > timestamp + 1100n && deadline <= timestamp + 1200n).toBe(true);

    expect(await balanceOf(client, flask!, wallet.address)).toBe(flaskBefore - parseEther('10'));
    const busdSpent = busdBefore - (await balanceOf(client, busd!, wallet.address));
    expect(busdSpent).toBeGreaterThan(parseEther('90'));
    expect(busdSpent).toBeLessThan(parseEther('110'));
    const minted = (await lpBalance(client, manifest, flask!, busd!, wallet.address)) - lpBefore;
    const tolerance = shownLp / 1000n;
    expect(minted > shownLp - tolerance && minted < shownLp + tolerance).toBe(true);

    // The position shows below the form, and on /liquidity.
    const pairName = /FLASK\/BUSD|BUSD\/FLASK/;
    await expect(page.getByTestId('minimal-position-card')).toContainText(pairName);
    await page.goto('/liquidity');
    await expect(page.getByTestId('position-card').filter({ hasText: pairName })).toBeVisible();
  });

  test('token + BNB: addLiquidityETH sends the BNB as value', async ({ page, wallet, chain, manifest }) => {
    const { DOT: dot, WBNB: wbnb } = manifest.tokens;
    const client = clientOf(wallet.address);
    const lpBefore = await lpBalance(client, manifest, dot!, wbnb!, wallet.address);
    const dotBefore = await balanceOf(client, dot!, wallet.address);

    await wallet.openConnected(`/add/BNB/${dot}`);
    await expectAmountFieldRefusesInvalidText(page.locator('#add-liquidity-input-a-amount'));
    await page.locator('#add-liquidity-input-a-amount').fill('1');
    // DOT ≈ $6 and BNB $300: about 50 DOT per BNB.
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-b-amount').inputValue()))
      .toBeGreaterThan(40);
    expect(Number(await page.locator('#add-liquidity-input-b-amount').inputValue())).toBeLessThan(60);
    await enableTokens(page);
    await page.getByTestId('supply-button').click();
    await page.getByRole('button', { name: 'Confirm Supply' }).click();
    const hash = await submittedHash(page);

    const { tx, call } = await minedRouterCall(chain, hash);
    expect(call.functionName).toBe('addLiquidityETH');
    expect(tx.value).toBe(parseEther('1'));
    expect(await lpBalance(client, manifest, dot!, wbnb!, wallet.address)).toBeGreaterThan(lpBefore);
    const dotSpent = dotBefore - (await balanceOf(client, dot!, wallet.address));
    expect(dotSpent).toBeGreaterThan(parseEther('40'));
    expect(dotSpent).toBeLessThan(parseEther('60'));
  });

  test('a new pair: the first provider sets the price and gets sqrt(a × b) − 1000 LP', async ({
    page,
    wallet,
    chain,
    manifest,
    accounts,
  }) => {
    // Tokens come from the worker's third account, whose nonces no other worker uses.
    const deployer = clientOf(accounts[2]!);
    const alpha = await deployTestToken(deployer, 'ALPHA', wallet.address, parseEther('1000'));
    const beta = await deployTestToken(deployer, 'BETA', wallet.address, parseEther('1000'));
    const client = clientOf(wallet.address);

    await wallet.openConnected(`/create/${alpha}/${beta}`);
    await expect(page.getByText('You are the first liquidity provider.')).toBeVisible();
    await expect(page.getByText('The two amounts you deposit fix this pool’s starting price.')).toBeVisible();
    await page.locator('#add-liquidity-input-a-amount').fill('100');
    await page.locator('#add-liquidity-input-b-amount').fill('400');
    // Both amounts stay as typed.
    await expect(page.locator('#add-liquidity-input-a-amount')).toHaveValue('100');
    await expect(page.getByText('Initial prices and pool share')).toBeVisible();
    await expect(page.getByTestId('price-b-per-a')).toHaveText('4');
    await expect(page.getByTestId('price-a-per-b')).toHaveText('0.25');
    await expect(page.getByTestId('pair-share')).toHaveText('100%');
    await enableTokens(page);
    await page.getByTestId('supply-button').click();
    const modal = page.getByRole('dialog', { name: 'You are creating a pool' });
    await expect(modal).toContainText('ALPHA/BETA');
    await modal.getByRole('button', { name: 'Create Pool & Supply' }).click();
    const hash = await submittedHash(page);

    const { call } = await minedRouterCall(chain, hash);
    // A new pool takes no slippage: both minimums are 0.
    expect((call.args as readonly unknown[]).slice(4, 6)).toEqual([0n, 0n]);
    const pair = await pairOf(client, manifest, alpha, beta);
    expect(pair).not.toBe(zeroAddress);
    expect(await balanceOf(client, pair, wallet.address)).toBe(parseEther('200') - 1000n);
    const { totalSupply } = await pairState(client, pair);
    expect(totalSupply).toBe(parseEther('200'));
  });

  test('picking a token rewrites the route, and picking the other side swaps them', async ({ page, manifest }) => {
    const { FLASK: flask, BUSD: busd } = manifest.tokens;
    await page.goto(`/add/${flask}/${busd}`);
    await expect(page.getByTestId('add-liquidity-input-b-currency-button')).toContainText('BUSD');
    await page.getByTestId('add-liquidity-input-b-currency-button').click();
    const search = page.getByRole('dialog').getByPlaceholder('Search name or paste address');
    await search.fill('flask');
    await expect(page.getByTestId(`token-row-${flask}`)).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/add/${busd}/${flask}$`));
    await expect(page.getByTestId('add-liquidity-input-a-currency-button')).toContainText('BUSD');
    await page.getByTestId('add-liquidity-input-a-currency-button').click();
    await page.getByRole('dialog').getByPlaceholder('Search name or paste address').fill('bnb');
    await page.getByRole('dialog').getByPlaceholder('Search name or paste address').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/add/BNB/${flask}$`));
  });

  test('a price move beyond the slippage shows why the supply would fail', async ({
    page,
    wallet,
    chain,
    manifest,
    accounts,
  }) => {
    const { FLASK: flask, BUSD: busd } = manifest.tokens;
    await wallet.openConnected(`/add/${flask}/${busd}`);
    await reviewSupply(page, '10');
    await expect(page.getByRole('button', { name: 'Confirm Supply' })).toBeVisible();
    // Someone buys FLASK with 1.5M BUSD meanwhile (the pair is 100M BUSD deep, so farm APRs are
    // realistic): about 3% more BUSD per FLASK than reviewed. The deployer mints them the BUSD.
    const bought = parseEther('1500000');
    await sendAs(chain, DEPLOYER, {
      address: busd!,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [accounts[1]!, bought],
    });
    await swapDirectly(clientOf(accounts[1]!), manifest, busd!, flask!, bought);
    await page.getByRole('button', { name: 'Confirm Supply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('The transaction cannot succeed due to error: FlaskRouter: INSUFFICIENT_');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // No hash was sent, so the amounts stay for another try.
    await expect(page.locator('#add-liquidity-input-a-amount')).toHaveValue('10');
  });

  test('a rejected wallet prompt goes quietly back to the review', async ({ page, wallet, manifest }) => {
    const { FLASK: flask, WBNB: wbnb } = manifest.tokens;
    await wallet.openConnected(`/add/${flask}/BNB`);
    await reviewSupply(page, '1');
    await wallet.rejectNext('eth_sendTransaction');
    await page.getByRole('button', { name: 'Confirm Supply' }).click();
    await expect(page.getByRole('button', { name: 'Confirm Supply' })).toBeVisible();
    await expect(page.getByRole('dialog')).not.toContainText('Error');
    expect(wbnb).toBeDefined();
  });
});

test.describe('remove liquidity', () => {
  test('50% with the slider and a permit signature, then the rest in detailed mode as BNB', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const { ETH: eth, WBNB: wbnb } = manifest.tokens;
    const client = clientOf(wallet.address);
    // A position of our own, added outside the app, and no allowance: only a permit can help.
    const { pair, lp } = await ethPositionOf(client, manifest, eth!, parseEther('0.3'), parseEther('2'));
    await revokeRouterAllowance(chain, manifest, wallet.address, pair);
    const ethBefore = await balanceOf(client, eth!, wallet.address);
    const wbnbBefore = await balanceOf(client, wbnb!, wallet.address);

    await wallet.openConnected(`/remove/${eth}/${wbnb}`);
    await expect(page.getByRole('heading', { name: 'Remove Liquidity' })).toBeVisible();
    await expect(page.getByTestId('remove-button')).toHaveText('Enter an amount');
    const slider = page.getByRole('slider', { name: 'Amount to remove' });
    await slider.focus();
    await slider.press('End');
    await expect(page.getByTestId('remove-percent')).toHaveText('100%');
    await page.getByRole('button', { name: '50%' }).click();
    await expect(slider).toHaveValue('50');
    await expect(page.getByTestId('remove-percent')).toHaveText('50%');
    await expect(page.getByTestId('receive-a')).not.toHaveText('-');

    await enableRemoval(page);
    expect((await wallet.state<{ requests: string[] }>()).requests).toContain('eth_signTypedData_v4');
    await page.getByTestId('remove-button').click();
    const modal = page.getByRole('dialog', { name: 'You will receive' });
    await expect(modal).toContainText('FLASK-LP ETH/WBNB Burned');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    const { call: firstCall } = await minedRouterCall(chain, await submittedHash(page));
    expect(firstCall.functionName).toBe('removeLiquidityWithPermit');
    expect(firstCall.args[2]).toBe(lp / 2n);
    expect(await balanceOf(client, pair, wallet.address)).toBe(lp - lp / 2n);
    expect(await balanceOf(client, eth!, wallet.address)).toBeGreaterThan(ethBefore);
    const wbnbAfterFirst = await balanceOf(client, wbnb!, wallet.address);
    expect(wbnbAfterFirst).toBeGreaterThan(wbnbBefore);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByTestId('remove-percent')).toHaveText('0%');

    // The rest, typed as an LP amount, coming back as BNB.
    await page.getByRole('link', { name: 'Receive BNB' }).click();
    await expect(page).toHaveURL(new RegExp(`/remove/${eth}/BNB$`));
    await page.getByRole('button', { name: 'Detailed' }).click();
    const rest = lp - lp / 2n;
    await page.locator('#remove-liquidity-lp-amount').fill(formatEther(rest));
    await expect(page.locator('#remove-liquidity-b-amount')).not.toHaveValue('');
    await enableRemoval(page);
    const bnbBefore = await chain.getBalance({ address: wallet.address });
    const { receipt, call: secondCall } = await minedRouterCall(chain, await confirmRemoval(page));
    expect(secondCall.functionName).toBe('removeLiquidityETHWithPermit');
    expect(await balanceOf(client, pair, wallet.address)).toBe(0n);
    expect(await balanceOf(client, wbnb!, wallet.address)).toBe(wbnbAfterFirst);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await chain.getBalance({ address: wallet.address })) + gas).toBeGreaterThan(bnbBefore);
  });
});

test.describe('remove liquidity fallbacks', () => {
  test('a wallet that cannot sign typed data approves with a transaction instead', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const { ETH: eth, WBNB: wbnb } = manifest.tokens;
    const client = clientOf(wallet.address);
    const { pair, lp } = await ethPositionOf(client, manifest, eth!, parseEther('0.03'), parseEther('0.2'));
    await revokeRouterAllowance(chain, manifest, wallet.address, pair);

    await wallet.openConnected(`/remove/${eth}/${wbnb}`);
    await wallet.cannotSignTypedData();
    await page.getByRole('button', { name: 'Max' }).click();
    await enableRemoval(page);
    expect(await allowanceOf(client, pair, wallet.address, manifest.contracts.FlaskRouter!)).toBe(maxUint256);
    const { call } = await minedRouterCall(chain, await confirmRemoval(page));
    expect(call.functionName).toBe('removeLiquidity');
    expect(call.args[2]).toBe(lp);
    expect(await balanceOf(client, pair, wallet.address)).toBe(0n);
  });

  test('BNB out of a fee-on-transfer pool uses the fee-on-transfer variant', async ({
    page,
    wallet,
    chain,
    manifest,
  }) => {
    const burn = manifest.tokens.BURN;
    const client = clientOf(wallet.address);
    const { lp } = await ethPositionOf(client, manifest, burn!, parseEther('1000'), parseEther('0.15'));
    const burnBefore = await balanceOf(client, burn!, wallet.address);

    await wallet.openConnected(`/remove/BNB/${burn}`);
    // The swap spec sells BURN into this small pool in the other worker: a 5% tolerance keeps its
    // price move from failing this removal's minimum amounts (what is checked is the method).
    await setSlippage(page, '5');
    await page.getByRole('button', { name: 'Max' }).click();
    await enableRemoval(page);
    const { call } = await minedRouterCall(chain, await confirmRemoval(page));
    expect(call.functionName).toBe('removeLiquidityETHWithPermitSupportingFeeOnTransferTokens');
    expect(call.args[1]).toBe(lp);
    expect(await balanceOf(client, burn!, wallet.address)).toBeGreaterThan(burnBefore);
  });
});

test.describe('pool finder', () => {
  test('finds a pool the wallet holds LP in but does not track, and imports it', async ({ page, wallet, manifest }) => {
    const { TWT: twt, WBNB: wbnb } = manifest.tokens;
    const client = clientOf(wallet.address);
    await addLiquidityEthDirectly(client, manifest, twt!, parseEther('30'), parseEther('0.1'));
    const lp = await lpBalance(client, manifest, twt!, wbnb!, wallet.address);
    expect(lp).toBeGreaterThan(0n);

    await wallet.openConnected('/find');
    await expect(page.getByRole('heading', { name: 'Import Pool' })).toBeVisible();
    await expect(page.getByTestId('find-currency-0')).toContainText('BNB');
    await expect(page.getByText('Select a token to find your liquidity.')).toBeVisible();
    await page.getByTestId('find-currency-1').click();
    const search = page.getByRole('dialog').getByPlaceholder('Search name or paste address');
    await search.fill('twt');
    await expect(page.getByTestId(`token-row-${manifest.tokens.TWT}`)).toBeVisible();
    await search.press('Enter');
    await expect(page.getByTestId('find-currency-1')).toContainText('TWT');
    await expect(page.getByText('Pool Found!')).toBeVisible();
    await expect(page.getByTestId('minimal-position-card')).toContainText(/BNB\/TWT|TWT\/BNB/);
    await page.getByTestId('import-pair-button').click();
    await expect(page.getByTestId('import-pair-button')).toHaveText('Imported');
    await expect(page.getByRole('link', { name: 'Manage this pool.' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('flaskswap') ?? '');
    expect(stored.toLowerCase()).toContain(twt!.toLowerCase());

    await page.goto('/liquidity');
    const card = page.getByTestId('position-card').filter({ hasText: /BNB\/TWT|TWT\/BNB/ });
    await expect(card).toBeVisible();
    await card.getByRole('button').first().click();
    await expect(card.getByTestId('position-share')).toHaveText(/%$/);
    await expect(card.getByRole('link', { name: 'Remove' })).toHaveAttribute('href', /\/remove\//);
  });

  test('says when no pool exists and links to creating it', async ({ page, wallet, accounts }) => {
    const token = await deployTestToken(clientOf(accounts[2]!), 'LONELY', wallet.address, parseEther('1'));
    await wallet.openConnected('/find');
    await page.getByTestId('find-currency-1').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Search name or paste address').fill(token);
    await dialog.getByRole('button', { name: 'Import' }).first().click();
    const understand = dialog.getByRole('checkbox');
    if (await understand.isVisible().catch(() => false)) await understand.check();
    await dialog.getByRole('button', { name: 'Import' }).last().click();
    await expect(page.getByText('No pool found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create pool.' })).toHaveAttribute(
      'href',
      `/add/BNB/${getAddress(token)}`,
    );
  });
});

test.describe('positions', () => {
  test('lists pairs found from LP transfers, without tracking them, and resumes the saved scan', async ({
    page,
    wallet,
    manifest,
  }) => {
    const { UNI: uni, WBNB: wbnb } = manifest.tokens;
    const client = clientOf(wallet.address);
    // The Transfer-log scan is what /liquidity falls back to without the indexer.
    await page.route(`${INDEXER_URL}/**`, (route) => route.abort());
    await addLiquidityEthDirectly(client, manifest, uni!, parseEther('10'), parseEther('0.2'));
    expect(await lpBalance(client, manifest, uni!, wbnb!, wallet.address)).toBeGreaterThan(0n);
    await wallet.install();
    await page.goto('/liquidity');
    await expect(page.getByText('Connect to a wallet to view your liquidity.')).toBeVisible();
    await wallet.connect();
    await expect(page.getByTestId('position-card').filter({ hasText: /UNI\/BNB|BNB\/UNI/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import it.' })).toHaveAttribute('href', '/find');
    await expect(page.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute('href', '/add');

    // The scan is saved in the browser; after a reload it resumes past the saved block and finds newer LP.
    const savedScans = () =>
      page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('flaskswap') ?? '{}').state?.lpScans ?? {}));
    await expect.poll(async () => (await savedScans()).length).toBe(1);
    const { DOT: dot } = manifest.tokens;
    await addLiquidityEthDirectly(client, manifest, dot!, parseEther('10'), parseEther('0.2'));
    await page.reload();
    await expect(page.getByTestId('position-card').filter({ hasText: /DOT\/BNB|BNB\/DOT/ })).toBeVisible();
    await expect(page.getByTestId('position-card').filter({ hasText: /UNI\/BNB|BNB\/UNI/ })).toBeVisible();
  });

  test('lists a position added in the UI from the index, and from the chain scan without it', async ({
    page,
    wallet,
    manifest,
  }) => {
    const { ADA: ada, BUSD: busd } = manifest.tokens;
    const client = clientOf(wallet.address);
    const lpBefore = await lpBalance(client, manifest, ada!, busd!, wallet.address);
    await wallet.openConnected(`/add/${ada}/${busd}`);
    await reviewSupply(page, '10');
    await page
      .getByRole('dialog', { name: 'You will receive' })
      .getByRole('button', { name: 'Confirm Supply' })
      .click();
    await submittedHash(page);
    await expect.poll(() => lpBalance(client, manifest, ada!, busd!, wallet.address)).toBeGreaterThan(lpBefore);

    // Every load from here on forgets the pairs the browser knew (tracked pairs, saved scans), so
    // only the index or a fresh chain scan can list the position.
    await page.addInitScript(() => localStorage.removeItem('flaskswap'));
    const savedScans = () =>
      page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('flaskswap') ?? '{}').state?.lpScans ?? {}));
    const adaCard = page.getByTestId('position-card').filter({ hasText: /ADA\/BUSD|BUSD\/ADA/ });
    await page.goto('/liquidity');
    // The index refreshes on the app's 10-second tick: allow it one tick to catch up.
    await expect(adaCard).toBeVisible({ timeout: 30_000 });
    expect(await savedScans()).toHaveLength(0);

    // Indexer unreachable: the chain scan finds it again.
    await page.route(`${INDEXER_URL}/**`, (route) => route.abort());
    await page.reload();
    await expect(adaCard).toBeVisible();
    await expect.poll(async () => (await savedScans()).length).toBe(1);
  });
});

// LP migration (docs/migration.md): /migrate lists the account's positions on the legacy exchange
// (the devnet's Uniswap V2 stand-in) beside FlaskSwap's prices, and moves one through the UI with a
// permit signature or an approval; both pairs' reserves and the account's balances are read on chain.
import { flaskMigratorAbi } from '@flaskswap/contracts';
import { MINIMUM_LIQUIDITY, sqrt } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import { type Address, decodeFunctionData, erc20Abi, maxUint256, parseEther } from 'viem';
import { submittedHash, tokenBalance } from '../support/chain.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  flaskPairOf,
  legacyOf,
  minedMigration,
  mintTestToken,
  provideLegacyLiquidity,
  reservesOf,
} from '../support/migrationSupport.ts';

const FLASK_BNB = /FLASK\/BNB|BNB\/FLASK/;

/** The position card of a pair named like `name`. */
const card = (page: Page, name: RegExp) => page.getByTestId('legacy-position').filter({ hasText: name });

/** Opens the review and confirms it: the hash of the submitted migration. */
async function confirmMigration(page: Page, name: RegExp) {
  await card(page, name).getByTestId('migrate-button').click();
  const review = page.getByRole('dialog', { name: 'Migrate to FlaskSwap' });
  await expect(review).toContainText('Pool Tokens');
  await review.getByRole('button', { name: 'Confirm Migration' }).click();
  return submittedHash(page);
}

test.describe('migration', () => {
  test('reached from /liquidity and the menu: the seeded positions beside both prices, warning where they differ', async ({
    page,
    wallet,
    manifest,
  }) => {
    const { name } = legacyOf(manifest);
    await wallet.openConnected('/liquidity');
    await page.getByRole('link', { name: 'Migrate it to FlaskSwap.' }).click();
    await expect(page).toHaveURL(/\/migrate$/);
    await expect(page.getByRole('heading', { name: 'Migrate Liquidity' })).toBeVisible();
    await expect(page.getByText(`Move your ${name} liquidity to FlaskSwap in one transaction`)).toBeVisible();
    await expect(page).toHaveTitle(/Migrate Liquidity \| FlaskSwap/);

    // FLASK is 4% cheaper on the legacy exchange: more than the 0.5% tolerance.
    const flaskBnb = card(page, FLASK_BNB);
    await expect(flaskBnb).toContainText(`${name} price`);
    await expect(flaskBnb).toContainText('FlaskSwap price');
    await expect(flaskBnb.getByTestId('price-gap-warning')).toContainText(
      /The two prices differ by 4\.\d\d%, more than your 0\.5% slippage tolerance/,
    );
    // ETH is 0.3% off: within the tolerance, no warning.
    const ethBnb = card(page, /ETH\/BNB|BNB\/ETH/);
    await expect(ethBnb).toContainText('FlaskSwap price');
    await expect(ethBnb.getByTestId('price-gap-warning')).toHaveCount(0);
    // FlaskSwap has no SFP-BUSD pair: migrating would create it.
    await expect(card(page, /SFP\/BUSD|BUSD\/SFP/)).toContainText(/FlaskSwap has no (SFP\/BUSD|BUSD\/SFP) pair yet/);
    await expect(flaskBnb.getByTestId('migrate-enable-button')).toHaveText('Sign');
    await expect(flaskBnb.getByTestId('migrate-button')).toBeDisabled();

    // The menu reaches it too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Trade/ }).click();
    await page.getByRole('menuitem', { name: 'Migrate' }).click();
    await expect(page).toHaveURL(/\/migrate$/);
  });

  test('moves a FLASK-BNB position with a permit signature: both pairs and the balances on chain, then /liquidity', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const { FLASK: flask, WBNB: wbnb } = manifest.tokens as Record<string, Address>;
    const owner = freshAccount.address;
    const { pair: legacyPair, lp } = await provideLegacyLiquidity(
      chain,
      manifest,
      owner,
      [flask!, parseEther('50')],
      [wbnb!, parseEther('1.6')],
    );
    const flaskPair = await flaskPairOf(chain, manifest, flask!, wbnb!);
    const legacyBefore = await reservesOf(chain, legacyPair);
    const flaskBefore = await reservesOf(chain, flaskPair);
    const flaskTokenBefore = await tokenBalance(chain, flask!, owner);
    const bnbBefore = await chain.getBalance({ address: owner });

    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/migrate');
    const position = card(page, FLASK_BNB);
    await expect(position.getByTestId('legacy-lp-balance')).not.toBeEmpty();
    await position.getByTestId('migrate-enable-button').click();
    await expect(position.getByTestId('migrate-enable-button')).toHaveText('Signed');
    const hash = await confirmMigration(page, FLASK_BNB);

    const { receipt, transaction, paid, migrated } = await minedMigration(chain, hash);
    const call = decodeFunctionData({ abi: flaskMigratorAbi, data: transaction.input });
    expect(call.functionName).toBe('migrateWithPermit');
    const [sentPair, sentLp, min0, min1, to] = call.args as readonly [
      Address,
      bigint,
      bigint,
      bigint,
      Address,
      ...unknown[],
    ];
    expect([sentPair, sentLp, to]).toEqual([legacyPair, lp, owner]);
    expect(migrated.amount0 >= min0 && migrated.amount1 >= min1).toBe(true);

    // The legacy pair paid out exactly what FlaskSwap's pair took plus what came back.
    const legacyAfter = await reservesOf(chain, legacyPair);
    expect([legacyBefore.reserve0 - legacyAfter.reserve0, legacyBefore.reserve1 - legacyAfter.reserve1]).toEqual([
      ...paid,
    ]);
    const flaskAfter = await reservesOf(chain, flaskPair);
    expect([flaskAfter.reserve0 - flaskBefore.reserve0, flaskAfter.reserve1 - flaskBefore.reserve1]).toEqual([
      migrated.amount0,
      migrated.amount1,
    ]);
    expect(await tokenBalance(chain, legacyPair, owner)).toBe(0n);
    expect(await tokenBalance(chain, flaskPair, owner)).toBe(migrated.liquidity);
    // FLASK is cheaper on the legacy exchange: the BNB side limits, some FLASK comes back; BNB back as BNB.
    const flaskIs0 = flask!.toLowerCase() < wbnb!.toLowerCase();
    const [paidFlask, paidBnb] = flaskIs0 ? paid : [paid[1], paid[0]];
    const [inFlask, inBnb] = flaskIs0 ? [migrated.amount0, migrated.amount1] : [migrated.amount1, migrated.amount0];
    expect(inBnb).toBe(paidBnb);
    expect(paidFlask - inFlask).toBeGreaterThan(parseEther('1'));
    expect(await tokenBalance(chain, flask!, owner)).toBe(flaskTokenBefore + paidFlask - inFlask);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await chain.getBalance({ address: owner })) + gas).toBe(bnbBefore + paidBnb - inBnb);

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: /liquidity is on FlaskSwap now/ })).toBeVisible();
    await expect(card(page, FLASK_BNB)).toHaveCount(0);
    await page.getByRole('link', { name: 'View it in Your Liquidity' }).click();
    await expect(page.getByTestId('position-card').filter({ hasText: FLASK_BNB })).toBeVisible();
  });

  test('a wallet that cannot sign approves instead; a pair FlaskSwap lacks is created at the legacy price', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const { SFP: sfp, BUSD: busd } = manifest.tokens as Record<string, Address>;
    const owner = freshAccount.address;
    await mintTestToken(chain, sfp!, owner, parseEther('1000'));
    await mintTestToken(chain, busd!, owner, parseEther('1000'));
    const { pair: legacyPair, lp } = await provideLegacyLiquidity(
      chain,
      manifest,
      owner,
      [sfp!, parseEther('1000')],
      [busd!, parseEther('735')],
    );
    expect(await flaskPairOf(chain, manifest, sfp!, busd!)).toBe('0x0000000000000000000000000000000000000000');
    const sfpBefore = await tokenBalance(chain, sfp!, owner);
    const busdBefore = await tokenBalance(chain, busd!, owner);

    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/migrate');
    await wallet.cannotSignTypedData();
    const name = /SFP\/BUSD|BUSD\/SFP/;
    await expect(card(page, name)).toContainText(/FlaskSwap has no (SFP\/BUSD|BUSD\/SFP) pair yet/);
    await card(page, name).getByTestId('migrate-enable-button').click();
    await expect(card(page, name).getByTestId('migrate-enable-button')).toHaveText('Enabled');
    const allowance = await chain.readContract({
      address: legacyPair,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, manifest.contracts.FlaskMigrator!],
    });
    expect(allowance).toBe(maxUint256);
    const hash = await confirmMigration(page, name);

    const { transaction, paid, migrated } = await minedMigration(chain, hash);
    expect(decodeFunctionData({ abi: flaskMigratorAbi, data: transaction.input }).functionName).toBe('migrate');
    const created = await flaskPairOf(chain, manifest, sfp!, busd!);
    const reserves = await reservesOf(chain, created);
    // A new pair takes everything, at the legacy price; nothing comes back.
    expect([reserves.reserve0, reserves.reserve1]).toEqual([...paid]);
    expect(migrated.liquidity).toBe(sqrt(paid[0] * paid[1]) - MINIMUM_LIQUIDITY);
    expect(await tokenBalance(chain, created, owner)).toBe(migrated.liquidity);
    expect(await tokenBalance(chain, legacyPair, owner)).toBe(0n);
    expect(lp).toBeGreaterThan(0n);
    expect(await tokenBalance(chain, sfp!, owner)).toBe(sfpBefore);
    expect(await tokenBalance(chain, busd!, owner)).toBe(busdBefore);
  });
});

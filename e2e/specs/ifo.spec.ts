import { flaskIfoV2Abi } from '@flaskswap/contracts';
import { type DevnetTestClient, deployIfoSale, mineTo } from '@flaskswap/devnet';
import { formatAmount, formatFixed, ifoUserAmounts } from '@flaskswap/sdk';
import { type Address, formatEther, parseEther } from 'viem';
import { expectAmountFieldRefusesInvalidText } from '../support/amountField.ts';
import { tokenBalance } from '../support/chain.ts';
import { createProfile } from '../support/collectiblesSupport.ts';
import { RPC_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  commitThroughApp,
  giveLp,
  liveSale,
  poolCard,
  readPools,
  readUserPools,
  serveAppAnnouncing,
} from '../support/ifoSupport.ts';
import { readUserProfile } from '../support/profileSupport.ts';

test.describe('IFO', () => {
  /** The preview of a test's own app build, stopped after the test whatever its outcome. */
  let stopApp: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await stopApp?.();
    stopApp = undefined;
  });

  test('with a profile: commit LP to both pools, claim the tokens and the refund after the end', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    // The sale is announced in an app build of its own (serveAppAnnouncing): about half a minute more.
    test.slow();
    const account = freshAccount.address;
    await createProfile(chain, manifest, account, 1n);
    // The test sale takes the seeded live sale's name and token terms.
    const live = liveSale(manifest);
    const sale = await deployIfoSale({
      rpcUrl: RPC_URL,
      manifest,
      terms: { name: live.name, symbol: live.token.symbol, decimals: live.token.decimals },
      // Time to build the app and see the sale before it starts: the chain makes a block a second,
      // and specs on the other worker mine up to a prediction round (~120 blocks) at once. Then mined to.
      startIn: 360,
      mineToStart: false,
    });
    const [basicPool, unlimitedPool] = sale.pools;
    // Half the basic limit; twice the unlimited pool's target, so that half of it comes back.
    const basicAmount = basicPool!.limitPerUserInLP / 2n;
    const unlimitedAmount = unlimitedPool!.raisingAmount * 2n;
    await giveLp(manifest, account, basicAmount + unlimitedAmount);
    const app = await serveAppAnnouncing(manifest, sale.sale);
    stopApp = app.stop;
    const wallet = await freshAccount.install(page);
    await wallet.openConnected(`${app.url}/ifo`);

    // Before: the countdown to the start and what to prepare, both ticked; commits not open yet.
    const card = page.getByTestId('ifo-sale');
    await expect(card).toHaveAttribute('data-phase', 'coming');
    await expect(page.getByTestId('ifo-countdown')).toContainText('Starts in');
    // The devnet has no explorer: the count is plain text there (a BscScan countdown link on BSC).
    await expect(page.getByTestId('ifo-countdown').getByTestId('pool-countdown')).toHaveText(/^[\d,]+ blocks?$/);
    await expect(page.getByTestId('ifo-requirement-profile')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('ifo-requirement-lp')).toHaveAttribute('data-done', 'true');
    await expect(poolCard(page, 'basic').getByTestId('ifo-action-note')).toHaveText(
      'Commits open when the sale starts.',
    );

    // During: the countdown to the end, the pools open.
    await mineTo(chain, sale.startBlock);
    await expect(card).toHaveAttribute('data-phase', 'live');
    await expect(page.getByTestId('ifo-countdown')).toContainText('Ends in');
    await expect(page.getByTestId('ifo-points')).toContainText(`to earn ${sale.points.numberPoints} profile points`);
    const lp = sale.currency;
    const lpBefore = await tokenBalance(chain, lp, account);
    const pointsBefore = (await readUserProfile(chain, manifest, account)).points;

    await commitThroughApp(page, 'basic', formatEther(basicAmount));
    await commitThroughApp(page, 'unlimited', formatEther(unlimitedAmount));
    await expect(poolCard(page, 'unlimited').getByTestId('ifo-committed')).toContainText(
      `${shown(unlimitedAmount)} FLASK-BNB LP (100% of the pool)`,
    );
    await expect(poolCard(page, 'unlimited').getByTestId('ifo-total')).toContainText('(200.00% of target)');
    const committed = await readUserPools(chain, sale.address, account);
    expect(committed.amounts).toEqual([basicAmount, unlimitedAmount]);
    expect(await tokenBalance(chain, lp, account)).toBe(lpBefore - basicAmount - unlimitedAmount);

    // After: mined past the end, each pool shows what it pays; Claim pays it on chain, once.
    await mineTo(chain, sale.releaseBlock);
    await expect(card).toHaveAttribute('data-phase', 'finished');
    const pools = await readPools(chain, sale.address);
    const expected = pools.map((pool, pid) =>
      ifoUserAmounts({
        amount: committed.amounts[pid]!,
        totalAmount: pool.totalAmount,
        raisingAmount: pool.raisingAmount,
        offeringAmount: pool.offeringAmount,
        hasTax: pool.hasTax,
      }),
    );
    expect(expected[0]!.refund).toBe(0n);
    expect(expected[1]!.refund).toBeGreaterThan(0n);
    expect(expected[1]!.tax).toBe((unlimitedPool!.raisingAmount * 1n) / 100n);
    for (const [pid, name] of (['basic', 'unlimited'] as const).entries()) {
      const panel = poolCard(page, name);
      await expect(panel.getByTestId('ifo-claim-tokens')).toHaveText(
        `${shown(expected[pid]!.offering, live.token.decimals)} ${live.token.symbol}`,
      );
      await expect(panel.getByTestId('ifo-claim-refund')).toHaveText(`${shown(expected[pid]!.refund)} FLASK-BNB LP`);
      const offeringBefore = await tokenBalance(chain, sale.token, account);
      const lpBeforeClaim = await tokenBalance(chain, lp, account);
      await poolCard(page, name).getByTestId('ifo-claim').click();
      await expect(poolCard(page, name).getByTestId('ifo-claimed')).toBeVisible();
      expect(await tokenBalance(chain, sale.token, account)).toBe(offeringBefore + expected[pid]!.offering);
      expect(await tokenBalance(chain, lp, account)).toBe(lpBeforeClaim + expected[pid]!.refund);
    }
    expect((await readUserPools(chain, sale.address, account)).claimed).toEqual([true, true]);
    // Above the threshold: the campaign's points, once.
    expect((await readUserProfile(chain, manifest, account)).points).toBe(pointsBefore + sale.points.numberPoints);
  });

  test('without a profile the commit is unavailable, with the reason and a link to /profile', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    await giveLp(manifest, freshAccount.address, parseEther('1'));
    await mineTo(chain, await saleStart(chain, liveSale(manifest).address as Address));
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/ifo');
    await expect(page.getByTestId('ifo-sale')).toHaveAttribute('data-phase', 'live');
    await expect(page.getByTestId('ifo-requirement-profile')).toHaveAttribute('data-done', 'false');
    for (const pool of ['basic', 'unlimited'] as const) {
      const reason = poolCard(page, pool).getByTestId('ifo-commit-unavailable');
      await expect(reason).toContainText('You need an active profile to commit.');
      await expect(reason.getByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/profile');
      await expect(poolCard(page, pool).getByTestId('ifo-commit')).toHaveCount(0);
    }
  });

  test('over the basic limit is refused with the message', async ({ page, freshAccount, chain, manifest }) => {
    const account = freshAccount.address;
    const saleAddress = liveSale(manifest).address as Address;
    await createProfile(chain, manifest, account, 1n);
    await giveLp(manifest, account, parseEther('2'));
    await mineTo(chain, await saleStart(chain, saleAddress));
    const [basic] = await readPools(chain, saleAddress);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/ifo');
    await expect(page.getByTestId('ifo-sale')).toHaveAttribute('data-phase', 'live');

    await poolCard(page, 'basic').getByTestId('ifo-commit').click();
    const modal = page.getByTestId('ifo-commit-modal');
    const over = basic!.limitPerUserInLP + parseEther('0.01');
    await expectAmountFieldRefusesInvalidText(modal.getByRole('textbox', { name: 'Commit' }));
    await modal.getByRole('textbox', { name: 'Commit' }).fill(formatEther(over));
    await expect(modal.getByRole('alert')).toContainText(
      `The basic sale takes at most ${shown(basic!.limitPerUserInLP)} FLASK-BNB LP per user`,
    );
    await expect(modal.getByTestId('ifo-commit-confirm')).toBeDisabled();
    // The contract refuses it too.
    await expect(
      chain.simulateContract({
        account,
        address: saleAddress,
        abi: flaskIfoV2Abi,
        functionName: 'depositPool',
        args: [over, 0],
      }),
    ).rejects.toThrow(/LimitExceeded/);
    expect((await readUserPools(chain, saleAddress, account)).amounts).toEqual([0n, 0n]);
  });

  test('the history lists the finished sales, newest first, with their results; version 1 has one pool', async ({
    page,
    chain,
    manifest,
  }) => {
    const past = manifest.ifo!.sales.filter((sale) => !sale.isActive);
    await page.goto('/ifo/history');
    const rows = page.getByTestId('ifo-past-sale');
    await expect(rows).toHaveCount(past.length);
    for (const [i, sale] of past.entries()) await expect(rows.nth(i)).toHaveAttribute('data-sale-id', sale.id);

    // The newest (version 2): what both pools took against their targets, as the chain says.
    const newest = past[0]!;
    const pools = await readPools(chain, newest.address as Address);
    const committed = pools.reduce((sum, pool) => sum + pool.totalAmount, 0n);
    const target = pools.reduce((sum, pool) => sum + pool.raisingAmount, 0n);
    const percent = formatFixed(committed * 100n, target, 2, { rounding: 'down' });
    await expect(rows.first().getByTestId('ifo-past-committed')).toHaveText(
      `${shown(committed)} FLASK-BNB LP (${percent}% of target)`,
    );
    await rows.first().getByRole('button', { name: 'Details' }).click();
    await expect(rows.first().getByTestId('ifo-pool-basic').getByTestId('ifo-total')).toContainText(
      shown(pools[0]!.totalAmount),
    );
    await expect(rows.first().getByTestId('ifo-pool-unlimited')).toBeVisible();

    // A version 1 sale has its one pool.
    const v1 = past.findIndex((sale) => sale.version === 1);
    expect(v1).toBeGreaterThan(0);
    await rows.nth(v1).getByRole('button', { name: 'Details' }).click();
    await expect(rows.nth(v1).getByTestId('ifo-pool-unlimited')).toBeVisible();
    await expect(rows.nth(v1).getByTestId('ifo-pool-basic')).toHaveCount(0);
  });
});

/** An amount as the IFO screens show it: 6 significant digits, rounded down, thousands grouped. */
function shown(raw: bigint, decimals = 18): string {
  return formatAmount(raw, decimals, 6, { rounding: 'down', grouping: true });
}

function saleStart(chain: DevnetTestClient, sale: Address) {
  return chain.readContract({ address: sale, abi: flaskIfoV2Abi, functionName: 'startBlock' });
}

import { flaskVaultAbi } from '@flaskswap/contracts';
import { passTime } from '@flaskswap/devnet';
import { parseEther } from 'viem';
import { tokenBalance } from '../support/chain.ts';
import { APP_URL } from '../support/env.ts';
import { expect, TestWallet, test } from '../support/fixtures.ts';
import {
  confirmAmount,
  connectOn,
  enableIfNeeded,
  expand,
  expectToast,
  poolRow,
  vaultShares,
} from '../support/poolsSupport.ts';

const FEE_PERIOD_SECONDS = 72 * 3600;

test.describe('auto FLASK vault', () => {
  test('deposit, harvest by another account, withdraw inside then after the fee period', async ({
    page,
    wallet,
    accounts,
    chain,
    manifest,
    browser,
  }) => {
    const vault = manifest.contracts.FlaskVault!;
    const flask = manifest.tokens.FLASK!;
    const treasury = await chain.readContract({ address: vault, abi: flaskVaultAbi, functionName: 'treasury' });
    const sharesBefore = await vaultShares(chain, manifest, wallet.address);
    const flaskBefore = await tokenBalance(chain, flask, wallet.address);

    await connectOn(page, '/pools', wallet);
    const row = poolRow(page, { kind: 'auto' });
    await expand(row);
    await enableIfNeeded(row);
    await row.getByRole('button', { name: sharesBefore > 0n ? 'Stake more' : 'Stake' }).click();
    await confirmAmount(page, 'Stake in Pool', '100');
    await expectToast(page, 'Staked!', 'Your FLASK funds have been staked in the pool!');
    expect(await tokenBalance(chain, flask, wallet.address)).toBe(flaskBefore - parseEther('100'));
    const shares = await vaultShares(chain, manifest, wallet.address);
    expect(shares).toBeGreaterThan(sharesBefore);
    await expect(row.getByTestId('unstaking-fee-countdown')).toContainText(/unstaking fee until\s*\dd : \d+h : \d+m/);

    // Another account compounds the vault for everyone through the bounty card and is paid the call fee.
    await chain.mine({ blocks: 10 });
    const harvester = accounts[1]!;
    const harvesterBefore = await tokenBalance(chain, flask, harvester);
    const context = await browser.newContext({ baseURL: APP_URL });
    const other = await context.newPage();
    const otherWallet = new TestWallet(other, harvester);
    await otherWallet.install();
    await other.goto('/pools');
    await otherWallet.connect();
    await expect(other.getByTestId('bounty-amount')).not.toHaveText('0.000', { timeout: 20_000 });
    await other.getByRole('button', { name: 'Claim' }).click();
    await expectToast(other, 'Bounty collected!');
    expect(await tokenBalance(chain, flask, harvester)).toBeGreaterThan(harvesterBefore);
    await context.close();

    // Inside the fee period: half out, the treasury takes the withdrawal fee.
    const treasuryBefore = await tokenBalance(chain, flask, treasury);
    await row.getByRole('button', { name: 'Unstake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unstake' });
    await dialog.getByRole('button', { name: '50%' }).click();
    await expect(dialog.getByTestId('unstaking-fee-notice')).toContainText('Unstaking fee: 0.1%');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Unstaked!', 'Your earnings have also been harvested to your wallet');
    const sharesLeft = await vaultShares(chain, manifest, wallet.address);
    expect(sharesLeft).toBeLessThan(shares);
    expect(sharesLeft).toBeGreaterThan(0n);
    expect(await tokenBalance(chain, flask, treasury)).toBeGreaterThan(treasuryBefore);

    // After the fee period: the countdown is gone and Max withdraws every share without a fee.
    await passTime(chain, FEE_PERIOD_SECONDS + 60);
    await expect(row.getByTestId('unstaking-fee-countdown')).toHaveCount(0, { timeout: 20_000 });
    const treasuryAfterFee = await tokenBalance(chain, flask, treasury);
    await row.getByRole('button', { name: 'Unstake' }).click();
    await expect(dialog.getByTestId('unstaking-fee-notice')).toHaveCount(0);
    await confirmAmount(page, 'Unstake', { shortcut: 'Max' });
    await expectToast(page, 'Unstaked!');
    expect(await vaultShares(chain, manifest, wallet.address)).toBe(0n);
    expect(await tokenBalance(chain, flask, treasury)).toBe(treasuryAfterFee);
  });
});

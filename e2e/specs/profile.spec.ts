import { flaskCollectiblesAbi } from '@flaskswap/contracts';
import { parseEther } from 'viem';
import { tokenBalance } from '../support/chain.ts';
import { mintStarter, profileAddresses } from '../support/collectiblesSupport.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  enterAvailableName,
  hubUsername,
  pickPictureAndTeam,
  readUserProfile,
  setupStep,
  uniqueUsername,
} from '../support/profileSupport.ts';

const TEAM_ONE = 'Syrup Storm';

test.describe('profile', () => {
  test('4-step setup registers the profile on chain and the name at the hub; pause returns the NFT', async ({
    page,
    freshAccount,
    chain,
    manifest,
  }) => {
    const { profile, bunnies, flask } = profileAddresses(manifest);
    const flaskBefore = await tokenBalance(chain, flask, freshAccount.address);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');

    await expect(setupStep(page)).toHaveText('Step 1 of 4');
    await expect(page.getByTestId('setup-total-cost')).toContainText('Total cost: 10 FLASK');
    await expect(page.getByTestId('starter-cost')).toHaveText('Cost: 5 FLASK');
    await page.locator('label:has(input[name="starter"])').first().click();
    await page.getByRole('button', { name: 'Approve FLASK and get it' }).click();

    await pickPictureAndTeam(page, TEAM_ONE);
    const name = uniqueUsername();
    await enterAvailableName(page, name);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByTestId('profile-username')).toHaveText(name);
    const registered = await readUserProfile(chain, manifest, wallet.address);
    expect(registered).toMatchObject({ hasRegistered: true, teamId: 1n, nftAddress: bunnies, isActive: true });
    const owner = () =>
      chain.readContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'ownerOf',
        args: [registered.tokenId],
      });
    expect(await owner()).toBe(profile);
    expect(flaskBefore - (await tokenBalance(chain, flask, wallet.address))).toBe(parseEther('10'));
    expect(await hubUsername(wallet.address)).toBe(name);
    await expect(page.getByTestId('account-username')).toHaveText(name);
    await expect(page.getByTestId('profile-team')).toHaveText(TEAM_ONE);

    await page.getByRole('button', { name: 'Pause profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pause profile' }).click();
    await expect(page.getByTestId('profile-paused')).toBeVisible();
    expect(await owner()).toBe(wallet.address);
    expect((await readUserProfile(chain, manifest, wallet.address)).isActive).toBe(false);
  });

  test('an invalid name shows the rule and keeps Confirm disabled', async ({ page, freshAccount, chain, manifest }) => {
    await mintStarter(chain, manifest, freshAccount.address);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');
    await pickPictureAndTeam(page, TEAM_ONE);

    const field = page.getByLabel('Profile name');
    for (const invalid of ['ab', 'has space', 'dash-name', 'sixteencharsname']) {
      await field.fill(invalid);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText('Profile name must be 3 to 15 letters and numbers, no spaces or special characters'),
      ).toHaveClass(/text-danger/);
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    }
  });

  test('a refused signature shows the error and spends nothing', async ({ page, freshAccount, chain, manifest }) => {
    const { bunnies, flask } = profileAddresses(manifest);
    const tokenId = await mintStarter(chain, manifest, freshAccount.address);
    const flaskBefore = await tokenBalance(chain, flask, freshAccount.address);
    const wallet = await freshAccount.install(page);
    await wallet.openConnected('/profile');
    await pickPictureAndTeam(page, TEAM_ONE);
    const name = uniqueUsername();
    await enterAvailableName(page, name);

    await wallet.rejectNext('personal_sign');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('profile-error')).toHaveText('Unable to sign payload');
    await expect(setupStep(page)).toHaveText('Step 4 of 4');
    await expect(page.getByLabel('Profile name')).toHaveValue(name);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect((await readUserProfile(chain, manifest, wallet.address)).hasRegistered).toBe(false);
    expect(await tokenBalance(chain, flask, wallet.address)).toBe(flaskBefore);
    expect(
      await chain.readContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).toBe(wallet.address);
    expect(await hubUsername(wallet.address)).toBeUndefined();
  });
});
